import * as t from 'io-ts';
import { Alternate } from './alternate.js';

/** GET /api/product-tags-by-slug/{slug} (docs/rules/catalogue.md#tag-pages "Tag", docs/rules/catalogue.md#tag-pages): the tag page's title and hreflang. */
export const ProductTag = t.strict({ id: t.number, slug: t.string, name: t.string, alternate: Alternate }, 'ProductTag');
export type ProductTag = t.TypeOf<typeof ProductTag>;
