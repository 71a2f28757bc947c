/** URL slugs (docs/rules/stores-and-urls.md#routes routes): lower-case ASCII words joined by hyphens. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  å: 'a',
  Å: 'a',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  œ: 'oe',
  Œ: 'oe',
  '&': ' ',
};

export const slugify = (text: string): string =>
  text
    .replace(/[ßæÆøØåÅłŁđœŒ&]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
