/**
 * The exact pictures, kept as files a person can open: a shopper approves the preview and the
 * print is made from the same string later, so a change to any drawing must be deliberate (update
 * with `npx vitest run -u test/domain/templates/artwork-pictures.test.ts` and look at the diff).
 * What no property can say — colours, shapes, the star field — is said here.
 */
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, renderTemplateSvg, templateDefaults } from '../../../src/domain';

describe('template artwork: the pictures', () => {
  it.each(TEMPLATE_IDS)('%s with its default values', async (id) => {
    const svg = renderTemplateSvg(id, templateDefaults(id), { size: '50x70', margin: false, blackAndWhite: false });
    await expect(svg).toMatchFileSnapshot(`__pictures__/${id}.svg`);
  });
});
