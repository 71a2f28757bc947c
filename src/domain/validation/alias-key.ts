/**
 * The key two aliases are compared by (docs/rules/artists.md#onboarding-and-alias "not already taken"): aliases that look the same
 * to a person have the same key, so nobody can take "Atelier Amélie" again by typing the é as
 * e + combining accent, adding a zero-width space, using full-width letters or other case.
 *
 * The key is the alias in Unicode NFKC, with invisible characters removed (Default_Ignorable
 * code points such as U+200B and U+2060, format and control characters), every run of white
 * space as one space, trimmed and case folded. It is stored beside the alias under a unique
 * index, so the database refuses a look-alike even when two claims race.
 *
 * Decisions: case folding is lower(upper(lower(s))), which folds ß and ẞ to "ss" and final
 * sigma like sigma as full case folding does (JavaScript has no casefold of its own); the
 * steps run twice because folding can produce text that NFKC changes again, which keeps the
 * key a fixed point (aliasKey(aliasKey(a)) === aliasKey(a)). Look-alike letters of other
 * scripts (Cyrillic а for Latin a) are not folded: that is a confusables table, not a
 * normalisation.
 */
const WHITE_SPACE = /\p{White_Space}+/gu;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;
const SPACES = / {2,}/g;

const visible = (s: string): string => s.normalize('NFKC').replace(WHITE_SPACE, ' ').replace(INVISIBLE, '').replace(SPACES, ' ');

const caseFold = (s: string): string => s.toLowerCase().toUpperCase().toLowerCase();

export const aliasKey = (alias: string): string => visible(caseFold(visible(alias))).trim();
