import type { SearchAnswer } from '../../src/adapters/http/contract/index.js';
import type { SearchRequest } from './search.service.js';
import type { CatalogueService } from './catalogue.service.js';

/** The wire answer of GET /api/search, shared by the route and the server-rendered page. */
export const searchAnswer = (request: SearchRequest, found: Awaited<ReturnType<CatalogueService['search']>>): SearchAnswer => ({
  query: request.query,
  total: found.total,
  items: found.items as SearchAnswer['items'],
  artists: found.artists,
  categories: found.categories,
  colours: Object.entries(found.facets.colour).map(([value, count]) => ({ value, count: count ?? 0 })),
  orientations: Object.entries(found.facets.orientation).map(([value, count]) => ({ value, count })),
  did_you_mean: found.didYouMean,
});
