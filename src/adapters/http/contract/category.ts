import * as t from 'io-ts';
import { Alternate } from './alternate.js';
import { nullable } from './nullable.js';

/**
 * Category tree (docs/rules/catalogue.md#category-pages "Category"). `metadata.Newest` / `HardLimit` drive dynamic categories
 * (newest products, capped count, docs/rules/catalogue.md#category-pages category page); `social` marks social-media walls;
 * `customizable` marks the category listing the personalised posters (the start page's view-all).
 */
export const CategoryMetadata = t.exact(
  t.partial({ Newest: t.boolean, HardLimit: t.number, social: t.boolean, customizable: t.boolean }),
  'CategoryMetadata',
);
export type CategoryMetadata = t.TypeOf<typeof CategoryMetadata>;

/** Breadcrumb entry, root first, ending with the category itself. */
export const CategoryCrumb = t.strict({ name: t.string, slug: t.string }, 'CategoryCrumb');
export type CategoryCrumb = t.TypeOf<typeof CategoryCrumb>;

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  header_image_url: string | null;
  layout: string;
  home: boolean;
  children: Category[];
  hierarchy: CategoryCrumb[];
  product_count: number;
  dynamic: boolean;
  show_in_menu: boolean;
  /** 1 poster, … ; null when the category lists any type. */
  product_type: number | null;
  metadata: CategoryMetadata;
  alternate: Alternate;
}

export const Category: t.Type<Category> = t.recursion('Category', (self) =>
  t.strict(
    {
      id: t.number,
      slug: t.string,
      name: t.string,
      description: t.string,
      header_image_url: nullable(t.string),
      layout: t.string,
      home: t.boolean,
      children: t.array(self),
      hierarchy: t.array(CategoryCrumb),
      product_count: t.number,
      dynamic: t.boolean,
      show_in_menu: t.boolean,
      product_type: nullable(t.number),
      metadata: CategoryMetadata,
      alternate: Alternate,
    },
    'Category',
  ),
);

export const CategoryTree = t.array(Category, 'CategoryTree');
export type CategoryTree = t.TypeOf<typeof CategoryTree>;
