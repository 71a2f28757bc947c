import type { Route } from '../application/routing/routes';

/**
 * Pages that live in their own chunk (see the `lazy` imports in App.tsx), by route: the
 * server links their stylesheets and preloads their scripts when it serves such a page, so
 * the page is styled before its chunk runs. Keys are the client build manifest's keys.
 */
export const LAZY_ROUTE_MODULES: Partial<Readonly<Record<Route['name'], string>>> = {
  checkout: 'src/ui/pages/checkout/CheckoutPage.tsx',
  confirmation: 'src/ui/pages/checkout/ConfirmationPage.tsx',
  balance: 'src/ui/pages/forms/FormPages.tsx',
  unsubscribe: 'src/ui/pages/forms/FormPages.tsx',
  galleryWall: 'src/ui/pages/gallery-wall/GalleryWallPage.tsx',
};
