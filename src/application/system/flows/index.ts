/**
 * Every page flow of the shop system, by name (the headless package's index of them).
 * `system.start(checkoutFlow, input)` (headless) or the view's `useFlow(checkoutFlow, input)`
 * (React) runs one; a view imports the definition it shows, never this index, so each flow's
 * machine loads with its page.
 *
 * Adding a flow (templates, an upload, artist onboarding, …):
 * 1. Write the machine in `src/application/flows/<flow>/` (machine with stubbed side effects,
 *    `create<Flow>Actors(ports)`, selectors), as the checkout does.
 * 2. Add `src/application/system/flows/<flow>.flow.ts` exporting
 *    `definePageFlow({ prepare: (ctx, input) => ({ logic, input }), connect? })`: provide the
 *    real actors from `ctx.ports`, wire it to the shop-wide flows through `ctx.shop` (e.g.
 *    `addLines: … ctx.shop.cart.send(…)`), navigate through `ctx.ports.navigation`.
 *    A new port goes into `ShopPorts` (shop-ports.ts), TOKENS and the three containers.
 * 3. Add one line below (for headless users); the view imports `<flow>Flow` from its file.
 *    The input and actor types follow from the definition; nothing else changes.
 */
import { accountHintFlow } from './account-hint.flow';
import { balanceFlow } from './balance.flow';
import { checkoutFlow } from './checkout.flow';
import { configuratorFlow } from './configurator.flow';
import { confirmationFlow } from './confirmation.flow';
import { detailViewFlow } from './detail-view.flow';
import { listingFlow } from './listing.flow';
import { noticeFlow } from './notice.flow';
import { pageFlow } from './page.flow';
import { searchFlow } from './search.flow';
import { unsubscribeFlow } from './unsubscribe.flow';
import { wallBundleFlow } from './wall-bundle.flow';
import { wallDesignerFlow } from './wall-designer.flow';
import { templateFlow } from './template.flow';
import { photoPosterFlow } from './photo-poster.flow';

import { artistAccountFlow } from './artist-account.flow';
import { onboardingFlow } from './onboarding.flow';
import { posterUploadFlow } from './poster-upload.flow';
import { profileFlow } from './profile.flow';
import { artistPostersFlow, artistSalesFlow } from './artist-lists.flow';
import { reviewQueueFlow } from './review-queue.flow';
import { adminOrdersFlow } from './admin-orders.flow';
import { adminCouponsFlow } from './admin-coupons.flow';
import { adminOrderFlow } from './admin-order.flow';
import { adminAuditFlow, adminOutboxFlow } from './admin-records.flow';
import { fileDownloadFlow } from './file-download.flow';
import { adminReviewFlow } from './admin-review.flow';
import { adminArtistsFlow } from './admin-artists.flow';
import { adminCatalogueFlow } from './admin-catalogue.flow';
import { adminGiftCardsFlow } from './admin-gift-cards.flow';
import { adminPayoutsFlow } from './admin-payouts.flow';
import { payoutDetailsFlow } from './payout-details.flow';
import { adminSignOutFlow } from './admin-sign-out.flow';

export {
  accountHintFlow,
  balanceFlow,
  checkoutFlow,
  configuratorFlow,
  confirmationFlow,
  detailViewFlow,
  listingFlow,
  noticeFlow,
  pageFlow,
  searchFlow,
  unsubscribeFlow,
  wallBundleFlow,
  wallDesignerFlow,
  templateFlow,
  photoPosterFlow,
  artistAccountFlow,
  onboardingFlow,
  posterUploadFlow,
  profileFlow,
  artistPostersFlow,
  artistSalesFlow,
  reviewQueueFlow,
  adminOrdersFlow,
  adminOrderFlow,
  adminAuditFlow,
  adminOutboxFlow,
  adminReviewFlow,
  adminArtistsFlow,
  adminCatalogueFlow,
  adminGiftCardsFlow,
  adminPayoutsFlow,
  payoutDetailsFlow,
  adminSignOutFlow,
  fileDownloadFlow,
};
export type { PhotoPosterFlowInput } from './photo-poster.flow';
export type { ArtistListInput } from './artist-lists.flow';
export type { TemplateFlowInput } from './template.flow';
export type { ConfiguratorFlowInput } from './configurator.flow';
export type { PageFlowInput } from './page.flow';
export type { WallDesignerFlowInput } from './wall-designer.flow';

export const PAGE_FLOWS = {
  accountHint: accountHintFlow,
  balance: balanceFlow,
  checkout: checkoutFlow,
  configurator: configuratorFlow,
  confirmation: confirmationFlow,
  detailView: detailViewFlow,
  listing: listingFlow,
  notice: noticeFlow,
  page: pageFlow,
  search: searchFlow,
  template: templateFlow,
  photoPoster: photoPosterFlow,
  unsubscribe: unsubscribeFlow,
  wallBundle: wallBundleFlow,
  wallDesigner: wallDesignerFlow,
  artistAccount: artistAccountFlow,
  onboarding: onboardingFlow,
  posterUpload: posterUploadFlow,
  profile: profileFlow,
  artistPosters: artistPostersFlow,
  artistSales: artistSalesFlow,
  reviewQueue: reviewQueueFlow,
  adminOrders: adminOrdersFlow,
  adminOrder: adminOrderFlow,
  adminCoupons: adminCouponsFlow,
  adminAudit: adminAuditFlow,
  adminOutbox: adminOutboxFlow,
  adminReview: adminReviewFlow,
  adminArtists: adminArtistsFlow,
  adminCatalogue: adminCatalogueFlow,
  adminGiftCards: adminGiftCardsFlow,
  adminPayouts: adminPayoutsFlow,
  payoutDetails: payoutDetailsFlow,
  adminSignOut: adminSignOutFlow,
  fileDownload: fileDownloadFlow,
} as const;
