import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { templateMachine } from '../../src/application/flows/template/machine';
import { templateDefaults } from '../../src/domain';
import { TemplateForm } from '../../src/ui/pages/product/TemplateForm';

/**
 * The form names a character the print cannot carry ("the browser says which
 * character"): the field's message is translated and shows the code point, and the character
 * itself when it has a shape. Styles are class names only here (no vanilla-extract build).
 */
vi.mock('../../src/ui/pages/product/product.css', () =>
  Object.fromEntries(
    ['chip', 'chips', 'field', 'fieldError', 'fields', 'fieldset', 'input', 'legend', 'memberRow', 'preview'].map((n) => [n, n]),
  ),
);

const catalogue = (language: string) =>
  JSON.parse(readFileSync(`src/ui/i18n/messages/${language}.json`, 'utf8')) as Record<string, string>;

const formWith = (
  edits: readonly Parameters<ReturnType<typeof createActor<typeof templateMachine>>['send']>[0][],
  language = 'en',
) => {
  const actor = createActor(templateMachine.provide({ actions: { publish: () => undefined } }), {
    input: { templateId: 'best-friends', values: templateDefaults('best-friends'), assets: {} },
  }).start();
  for (const e of edits) actor.send(e);
  return renderToString(
    <IntlProvider locale={language} messages={catalogue(language)}>
      <TemplateForm actor={actor} />
    </IntlProvider>,
  );
};

describe('template form: characters the print cannot carry', () => {
  it("names an invisible control character by its code point, in the shopper's language", () => {
    const html = formWith([{ type: 'template.setText', field: 'since', value: 'Since 2010\u001B' }], 'de');
    expect(html).toMatch(
      /id="tpl-since"[^>]*aria-invalid="true"[^>]*\/><span [^>]*role="alert">Das Zeichen U\+001B kann nicht gedruckt werden\./,
    );
  });

  it("shows an emoji with its code point, on the friend's field that holds it", () => {
    const html = formWith([{ type: 'template.setFriend', index: 1, value: 'Maja 😀' }]);
    expect(html).toMatch(/id="tpl-friend-1"[^>]*aria-invalid="true"[\s\S]*The character “😀” \(U\+1F600\) cannot be printed/);
    expect(html).not.toMatch(/id="tpl-friend-0"[^>]*aria-invalid="true"/);
  });

  it('keeps the length message for a field that is only too long', () => {
    const html = formWith([{ type: 'template.setText', field: 'since', value: 'x'.repeat(41) }]);
    expect(html).toContain('Enter 1 to 40 characters');
    expect(html).not.toContain('cannot be printed');
  });
});
