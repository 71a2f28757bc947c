/** The store context lives with the shared HTTP pieces (server/http); re-exported for the catalogue's own files. */
export type { StoreContext } from '../http/store-context.js';
