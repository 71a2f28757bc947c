/**
 * Entry of the headless package (ARCHITECTURE "the headless package"): the pure domain plus
 * the application's ports, machines, their real actors and selectors — everything another
 * front end (or a Node script) needs to run the shop's flows without React or a DOM.
 */
export * from './domain';
export { fail as failure, ok as success } from './application/model/outcome';
export type { Outcome, Failure, FailureCode } from './application/model/outcome';
export type * as catalogue from './application/model/catalogue';
export type * from './application/ports/catalogue.port';
export type * from './application/ports/key-value-store.port';
export type * from './application/ports/analytics.port';
export type * from './application/ports/clock.port';
export { TOKENS } from './application/ports/tokens';
export { resolveRoute } from './application/routing/routes';
export type { Route } from './application/routing/routes';
export { loadPage } from './application/loaders/pages.loader';
export { loadShell } from './application/loaders/shell.loader';

export { cartMachine } from './application/flows/cart/machine';
export { createCartActors } from './application/flows/cart/actors';
export * from './application/flows/cart/selectors';
export { wishlistMachine } from './application/flows/wishlist/machine';
export { createWishlistActors } from './application/flows/wishlist/actors';
export { wishlistItemOf } from './application/flows/wishlist/wishlist-items';
export * from './application/flows/wishlist/selectors';
export { configuratorMachine } from './application/flows/configurator/machine';
export * as configuratorSelectors from './application/flows/configurator/selectors';
export { searchMachine } from './application/flows/search/machine';
export { createSearchActors } from './application/flows/search/actors';
export * from './application/flows/search/selectors';
export { listingMachine } from './application/flows/listing/machine';
export { createListingActors } from './application/flows/listing/actors';
export * from './application/flows/listing/selectors';
export { panelsMachine, selectOpenPanel } from './application/flows/panels/machine';
export { pageMachine, selectPageData } from './application/flows/page/machine';
export { detailViewMachine } from './application/flows/detail-view/machine';
export { createDetailViewActions } from './application/flows/detail-view/actions';
export { dismissibleMachine } from './application/flows/dismissible/machine';
