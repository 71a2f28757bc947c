/** Store-relative paths the flows send the shopper to (the reverse of routes.ts). */
export const confirmationPath = (orderId: string): string => `/checkout/confirmation/${encodeURIComponent(orderId)}`;

/** The artist's pages (docs/rules/artists.md#directory-and-profile "/my-account/*"); routes.ts reads them back as sections. */
export const ACCOUNT_PATHS = {
  dashboard: '/my-account',
  posters: '/my-account/posters',
  upload: '/my-account/posters/edit',
  sales: '/my-account/sales',
  profile: '/my-account/profile/edit',
  review: '/my-account/review',
} as const;

/** The posters list right after an upload: it shows the saved toast (docs/rules/shop-wide.md#errors-and-redirects). */
export const JUST_SAVED_QUERY = 'saved';
export const postersJustSavedPath = `${ACCOUNT_PATHS.posters}?${JUST_SAVED_QUERY}=1`;

/**
 * The content page with the terms an artist accepts (docs/rules/artists.md#onboarding-and-alias onboarding "accept terms"). Like the
 * other artist pages its path is the same in every store; the demo seed writes it in every language.
 */
export const ARTIST_TERMS_SLUG = 'artist-terms';
export const ARTIST_TERMS_PATH = `/${ARTIST_TERMS_SLUG}`;
