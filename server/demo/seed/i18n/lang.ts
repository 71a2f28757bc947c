import { LANGUAGES, type Language } from '../../../../src/domain/stores/stores.js';

export { LANGUAGES, type Language };
/** One text per language. */
export type T = Readonly<Record<Language, string>>;

/** Fills every language by a function. */
export const perLanguage = <V>(fn: (lang: Language) => V): Record<Language, V> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, fn(l)])) as Record<Language, V>;

/** Upper-cases the first letter. */
export const capitalise = (s: string): string => (s ? s[0]!.toLocaleUpperCase() + s.slice(1) : s);
