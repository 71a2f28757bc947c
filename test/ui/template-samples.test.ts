/**
 * The sample texts a template's form opens with (docs/rules/personalisation.md#templates customisable text poster, docs/rules/personalisation.md#templates field
 * limits): in every catalogue each sample fits its field, so every template opens valid in
 * every language; and each language but English has its own words for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { configuratorMachine } from '../../src/application/flows/configurator/machine';
import { templateFlow } from '../../src/application/system/flows/template.flow';
import { selectInvalidFields, selectTemplateValues } from '../../src/application/flows/template/selectors';
import { TEMPLATE_IDS, templateDefaults, type TemplateId } from '../../src/domain';
import { SAMPLE_FIELDS, SAMPLE_MESSAGES } from '../../src/ui/pages/product/template-samples';
import { catalogueProduct } from '../fakes/catalogue-products';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/ui/i18n/messages');
const catalogues = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Record<string, string>] as const);

const samplesIn = (catalogue: Record<string, string>, id: TemplateId) =>
  Object.fromEntries(Object.entries(SAMPLE_FIELDS[id]).map(([field, key]) => [field, catalogue[SAMPLE_MESSAGES[key].id]!]));

const openForm = (id: TemplateId, samples: Record<string, string>) => {
  const product = catalogueProduct({ metadata: { template: id } });
  const configurator = createActor(configuratorMachine.provide({ actions: { addLines: () => undefined } }), {
    input: { product, frames: [], requestedSize: null, newLineId: () => 'l' },
  }).start();
  const { logic, input } = templateFlow.prepare({} as never, { product, configurator, samples });
  return createActor(logic, { input }).start().getSnapshot();
};

describe.each(catalogues)('%s samples', (language, catalogue) => {
  it.each(TEMPLATE_IDS)('%s opens valid with the translated samples', (id) => {
    const samples = samplesIn(catalogue, id);
    const form = openForm(id, samples);
    expect(selectInvalidFields(form)).toEqual([]);
    // Every sample was taken (none fell back to the English default for being too long).
    expect(selectTemplateValues(form)).toMatchObject(samples);
  });

  it.skipIf(language === 'en')('has its own words, not the English ones', () => {
    const en = Object.fromEntries(catalogues)['en']!;
    const own = Object.values(SAMPLE_MESSAGES).filter((m) => catalogue[m.id] !== en[m.id]);
    // The zodiac sign "Leo" is Leo in Spanish too; everything else differs.
    expect(own.length).toBeGreaterThanOrEqual(Object.keys(SAMPLE_MESSAGES).length - 1);
  });
});

it('the English samples are the domain’s own', () => {
  const en = Object.fromEntries(catalogues)['en']!;
  for (const id of TEMPLATE_IDS) expect(templateDefaults(id)).toMatchObject(samplesIn(en, id));
});
