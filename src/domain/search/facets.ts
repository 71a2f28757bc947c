/**
 * Filter counts on the search results page (docs/rules/catalogue.md#filters filters): each filter counts the matches
 * that the other filter keeps, so every offered value leads to at least that many posters.
 */
import type { Colour } from '../catalogue/filters';

export interface FacetedHit {
  readonly color: Colour | null;
  readonly portrait: boolean;
}

export interface SearchFacets {
  readonly colour: Readonly<Partial<Record<Colour, number>>>;
  readonly orientation: { readonly portrait: number; readonly landscape: number };
}

export interface SearchFilterChoice {
  readonly colour: Colour | null;
  readonly portrait: boolean | null;
}

const keepsColour = (f: SearchFilterChoice, h: FacetedHit) => f.colour === null || h.color === f.colour;
const keepsOrientation = (f: SearchFilterChoice, h: FacetedHit) => f.portrait === null || h.portrait === f.portrait;

export const searchFacets = (hits: readonly FacetedHit[], f: SearchFilterChoice): SearchFacets => {
  const colour: Partial<Record<Colour, number>> = {};
  const orientation = { portrait: 0, landscape: 0 };
  for (const h of hits) {
    if (h.color !== null && keepsOrientation(f, h)) colour[h.color] = (colour[h.color] ?? 0) + 1;
    if (keepsColour(f, h)) orientation[h.portrait ? 'portrait' : 'landscape'] += 1;
  }
  return { colour, orientation };
};

export const keepsSearchFilters = (f: SearchFilterChoice, h: FacetedHit): boolean => keepsColour(f, h) && keepsOrientation(f, h);
