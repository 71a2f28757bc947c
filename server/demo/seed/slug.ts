/** The demo seed's slugs: the catalogue's slug rule, unique per language. */
import { slugify } from '../../../src/domain/catalogue/slug.js';

export { slugify };

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
