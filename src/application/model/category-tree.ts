import type { Category } from './catalogue';

/** The first category of the tree, depth first, that `wanted` picks. */
export const findCategory = (categories: readonly Category[], wanted: (c: Category) => boolean): Category | undefined => {
  for (const c of categories) {
    if (wanted(c)) return c;
    const inner = findCategory(c.children, wanted);
    if (inner) return inner;
  }
  return undefined;
};
