/**
 * Product status codes (docs/rules/catalogue.md#product-status): 1 draft, 2 in review, 3 denied, 4 for sale, 5 approved; any
 * other code shows as Unknown with a danger badge. A poster with no images shows a
 * waiting-to-be-processed placeholder. Label keys are i18n message ids for the UI.
 *
 * Decision (badge colours are not in the spec): draft secondary, in review warning, denied
 * danger, for sale success, approved info.
 */
export type BadgeColour = 'secondary' | 'warning' | 'danger' | 'success' | 'info';

export interface StatusView {
  readonly labelKey: string;
  readonly badge: BadgeColour;
}

export const PRODUCT_STATUS = { draft: 1, inReview: 2, denied: 3, forSale: 4, approved: 5 } as const;

/**
 * Decision (the spec lists the codes, not who sees what): only posters for sale or approved are
 * public — listed, counted, priced and sold; drafts, reviews and denials stay with their artist.
 */
export const PUBLIC_STATUSES: readonly number[] = [PRODUCT_STATUS.forSale, PRODUCT_STATUS.approved];

export const isPublicStatus = (status: number): boolean => PUBLIC_STATUSES.includes(status);

const STATUS_VIEWS: Readonly<Record<number, StatusView>> = {
  1: { labelKey: 'product.status.draft', badge: 'secondary' },
  2: { labelKey: 'product.status.inReview', badge: 'warning' },
  3: { labelKey: 'product.status.denied', badge: 'danger' },
  4: { labelKey: 'product.status.forSale', badge: 'success' },
  5: { labelKey: 'product.status.approved', badge: 'info' },
};

export const UNKNOWN_STATUS_VIEW: StatusView = { labelKey: 'product.status.unknown', badge: 'danger' };

export const statusView = (status: number | null | undefined): StatusView => STATUS_VIEWS[status ?? 0] ?? UNKNOWN_STATUS_VIEW;

export const isAwaitingProcessing = (poster: { readonly images: readonly unknown[] }): boolean => poster.images.length === 0;
