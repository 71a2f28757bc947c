import { chunk, deferred } from './chunk';

/**
 * Chunks that pages themselves use (the product page's personalised parts, the search box of
 * the header and the not-found page), apart from the page registry (split-pages.ts), which
 * imports the pages: a page importing the registry made an import cycle.
 */
/** The personalised poster's form, preview and flow: only text-poster pages need them. */
export const templateParts = chunk(() => import('./pages/product/template-parts'));
/** The upload-your-own poster's field, preview and flow: only its page needs them. */
export const uploadParts = chunk(() => import('./pages/product/upload-parts'));
export const searchBox = chunk(() => import('./shop/SearchBox'));
/** A personalised cart line's drawing: the template renderer, wanted only where such a line shows. */
export const lineDesign = chunk(() => import('./components/LineDesignDrawing'));

export const SearchBox = deferred(searchBox, (m) => m.SearchBox);
