/**
 * Listing filters (docs/rules/catalogue.md#filters "Filters", docs/rules/catalogue.md#category-pages category page, docs/rules/catalogue.md#filters `color` and `portrait`):
 * colour is one of twelve or none; orientation is portrait (true), landscape (false) or any
 * (null). The filter control is offered only for product type 1 (posters), the default type.
 *
 * Decision: in the query string they are `color=<name>` and `portrait=true|false`; a missing
 * or unknown value reads as "none"/"any", and "none"/"any" are written as absent keys.
 */
import { DEFAULT_CATEGORY_PRODUCT_TYPE } from '../constants';

export const COLOURS = [
  'red',
  'pink',
  'blue',
  'orange',
  'green',
  'cyan',
  'brown',
  'yellow',
  'magenta',
  'gray',
  'black',
  'white',
] as const;
export type Colour = (typeof COLOURS)[number];

export interface ListingFilters {
  readonly colour: Colour | null;
  readonly portrait: boolean | null;
}

export const NO_FILTERS: ListingFilters = { colour: null, portrait: null };

export const isColour = (value: string): value is Colour => (COLOURS as readonly string[]).includes(value);

export const filtersToQuery = (f: ListingFilters): Readonly<Record<string, string>> => ({
  ...(f.colour === null ? {} : { color: f.colour }),
  ...(f.portrait === null ? {} : { portrait: String(f.portrait) }),
});

export const filtersFromQuery = (query: Readonly<Record<string, string | undefined>>): ListingFilters => {
  const colour = query['color'] ?? '';
  const portrait = query['portrait'];
  return {
    colour: isColour(colour) ? colour : null,
    portrait: portrait === 'true' ? true : portrait === 'false' ? false : null,
  };
};

export const categoryProductType = (productType: number | null | undefined): number =>
  productType ?? DEFAULT_CATEGORY_PRODUCT_TYPE;

export const isFilterOffered = (productType: number | null | undefined): boolean =>
  categoryProductType(productType) === DEFAULT_CATEGORY_PRODUCT_TYPE;
