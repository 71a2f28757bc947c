import type { PageData, PageName } from '../application/loaders/pages.loader';
import { toDomainProduct } from '../application/flows/configurator/domain-product';
import { viewKind } from '../domain/product/view-kind';

/**
 * The module each page of the route registry comes in (page-views.tsx: a split chunk or a `lazy`
 * import), as the client build manifest names it: the server links its stylesheets and preloads
 * its scripts when it serves such a page, so the page is styled before its chunk runs. Only the
 * server reads this table, so its paths stay out of the browser's script.
 */
export const LAZY_ROUTE_MODULES: Readonly<Record<PageName, string>> = {
  start: 'src/ui/pages/StartPage.tsx',
  product: 'src/ui/pages/product/ProductPage.tsx',
  category: 'src/ui/pages/ListingPages.tsx',
  tag: 'src/ui/pages/ListingPages.tsx',
  artists: 'src/ui/pages/ListingPages.tsx',
  artist: 'src/ui/pages/ListingPages.tsx',
  page: 'src/ui/pages/ListingPages.tsx',
  search: 'src/ui/pages/ListingPages.tsx',
  checkout: 'src/ui/pages/checkout/CheckoutPage.tsx',
  confirmation: 'src/ui/pages/checkout/ConfirmationPage.tsx',
  orderStatus: 'src/ui/pages/order-status/OrderStatusPage.tsx',
  balance: 'src/ui/pages/forms/FormPages.tsx',
  unsubscribe: 'src/ui/pages/forms/FormPages.tsx',
  galleryWall: 'src/ui/pages/gallery-wall/GalleryWallPage.tsx',
  account: 'src/ui/pages/account/AccountPage.tsx',
  admin: 'src/ui/pages/admin/AdminPage.tsx',
  notFound: 'src/ui/pages/NotFoundPage.tsx',
  error: 'src/ui/pages/NotFoundPage.tsx',
};

/** The text poster's form and preview (split-pages.ts `templateParts`). */
export const TEMPLATE_PARTS_MODULE = 'src/ui/pages/product/template-parts.ts';
/** The upload-your-own poster's field and preview (split-pages.ts `uploadParts`). */
export const UPLOAD_PARTS_MODULE = 'src/ui/pages/product/upload-parts.ts';

/** A product page that shows the personalised poster's form (ProductPage.tsx `SingleProduct`). */
export const showsTemplate = (data: PageData): boolean =>
  data.route === 'product' && viewKind(toDomainProduct(data.data.product)) === 'custom-text';
/** A product page that shows the upload-your-own field (ProductPage.tsx `SingleProduct`). */
export const showsUpload = (data: PageData): boolean =>
  data.route === 'product' && viewKind(toDomainProduct(data.data.product)) === 'uploaded';

/** The manifest keys of the chunks a rendered page needs besides the entry. */
export const pageModules = (data: PageData): readonly string[] => [
  LAZY_ROUTE_MODULES[data.route],
  ...(showsTemplate(data) ? [TEMPLATE_PARTS_MODULE] : []),
  ...(showsUpload(data) ? [UPLOAD_PARTS_MODULE] : []),
];
