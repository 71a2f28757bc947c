/** URL slugs: lower-case ASCII words joined by hyphens, unique per language. */
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

/** Hands out slugs unique within one language: 'golden-meadow', then 'golden-meadow-2', … */
export class SlugRegistry {
  private readonly used = new Map<string, Set<string>>();
  take(language: string, text: string): string {
    const base = slugify(text) || 'item';
    let set = this.used.get(language);
    if (!set) this.used.set(language, (set = new Set()));
    let slug = base;
    for (let i = 2; set.has(slug); i++) slug = `${base}-${i}`;
    set.add(slug);
    return slug;
  }
}
