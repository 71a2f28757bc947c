import { HtmlValidate, type Message, type RuleConfig } from 'html-validate';

/**
 * html-validate with its recommended and accessibility presets (docs/rules/shop-wide.md#timings accessibility), as they
 * are but for the serializer's spelling and two deliberate choices. Each entry below is about how
 * valid HTML is written, never about what it means:
 */
const SHOP_RULES: RuleConfig = {
  // Inline style attributes are allowed on purpose (security headers: `style-src-attr`
  // 'unsafe-inline'); React writes the view's `style` props as such attributes.
  'no-inline-style': 'off',
  // React writes void elements self-closed (`<img/>`), the document shell without the slash
  // (`<meta>`); both are the same HTML.
  'void-style': 'off',
  // React writes some attribute names in their DOM property case (`srcSet`, `fetchPriority`);
  // HTML attribute names are case-insensitive.
  'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
  // The shell's doctype is lower case (as every page of the shop and the sandbox writes it).
  'doctype-style': ['error', { style: 'lowercase' }],
  // React writes boolean attributes with an empty value (`disabled=""`).
  'attribute-boolean-style': ['error', { style: 'empty' }],
  // React's `useId` ids begin with an underscore (`_R_1_`); HTML allows any id without spaces.
  'valid-id': ['error', { relaxed: true }],
  // The search box is an ARIA combobox (docs/rules/catalogue.md#search search dropdown): its suggestions are a listbox
  // of products with thumbnails, typed into and chosen from the text field, which no <select> is.
  'prefer-native-element': ['error', { exclude: ['listbox'] }],
};
const PRESETS = ['html-validate:recommended', 'html-validate:a11y'];

const validators = {
  /** Markup as the server sends it. */
  sent: new HtmlValidate({ extends: PRESETS, rules: SHOP_RULES }),
  /**
   * A document read back from the browser's DOM: the DOM keeps no difference between an
   * attribute without a value and one with an empty value, and writes both as `=""` (Vite's
   * `crossorigin` on the preloads it adds); the markup as sent is checked as `sent`.
   */
  drawn: new HtmlValidate({ extends: PRESETS, rules: { ...SHOP_RULES, 'attribute-empty-style': 'off' } }),
};

/** The errors html-validate finds in a document: rule, position, selector and message, one each. */
export const htmlErrors = async (
  html: string,
  name: string,
  source: keyof typeof validators = 'sent',
): Promise<readonly Message[]> =>
  (await validators[source].validateString(html, name)).results.flatMap((r) => r.messages).filter((m) => m.severity === 2);

export const reportOf = (messages: readonly Message[]): string =>
  messages.map((m) => `  ${m.ruleId} at ${m.line}:${m.column} ${m.selector ?? ''}\n    ${m.message}`).join('\n');
