/**
 * What a category page lists (docs/rules/catalogue.md#category-pages category page, docs/rules/shop-wide.md#wire-conventions GET /api/products, docs/rules/catalogue.md#listings "Default product
 * type on category page 1"): a dynamic category its newest products up to its hard limit, any
 * other its own products of its product type — a category without one behaves as type 1 — and
 * the colour and orientation filters only where that type is 1. The category is named by its
 * slug in `categories`, the parameter docs/rules/gallery-wall.md#sharing-and-saved-walls lists for the category page. Shared by the page's loader and
 * its listing flow, so the first page and the next ones ask the same question.
 */
import { categoryProductType, isFilterOffered } from '../../domain/catalogue/filters';
import type { Category } from '../model/catalogue';
import type { ProductQuery } from '../ports/catalogue.port';

export const categoryOffersFilters = (category: Category): boolean => isFilterOffered(category.product_type);

export const categoryListingQuery = (category: Category): ProductQuery =>
  category.dynamic
    ? { newest: Boolean(category.metadata.Newest), hard_limit: Number(category.metadata.HardLimit ?? 0) || undefined }
    : { categories: [category.slug], type: categoryProductType(category.product_type) };
