/**
 * Entry of the headless package (docs/architecture.md#the-shop-system-and-the-headless-core "the headless package"): the pure domain plus
 * the application's ports, machines, their real actors and selectors — everything another
 * front end (or a Node script) needs to run the shop's flows without React or a DOM.
 */
export * from './domain';
export { fail as failure } from './application/model/outcome';
/** `success` is the domain's `ok` under the name the package has always given it. */
export { ok as success } from './domain/result/result';
export type { Outcome, Failure, FailureCode } from './application/model/outcome';
export type * as catalogue from './application/model/catalogue';

// Every port (interfaces) and their tokens.
export type * from './application/ports/catalogue.port';
export type * from './application/ports/key-value-store.port';
export type * from './application/ports/analytics.port';
export type * from './application/ports/clock.port';
export type {
  AppliedCode,
  CheckoutPricing,
  OrderRequest,
  PlacedOrder,
  CheckoutOrder,
  OrderGateway,
  PricedLine as PricedCartLine,
} from './application/ports/orders.port';
export type * from './application/ports/newsletter.port';
export type * from './application/ports/gift-cards.port';
export type * from './application/ports/cookie-jar.port';
export type * from './application/ports/navigation.port';
export type * from './application/ports/id-source.port';
export type { CampaignData, CampaignSource } from './application/ports/campaign.port';
export { CAMPAIGN_PARAMETERS } from './application/ports/campaign.port';
export type * from './application/ports/checkout-embed.port';
export { CHECKOUT_EMBED_ELEMENT_ID, CONFIRMATION_EMBED_ELEMENT_ID } from './application/ports/checkout-embed.port';
export { COOKIES, MARKUP_COOKIES, markupCookieKey } from './application/model/cookies';
export type { ShopCookie, BrowserCookie, ServerCookie, CookieName, BrowserCookieName } from './application/model/cookies';
export type * from './application/ports/gallery-wall.port';
export type * from './application/ports/image-upload.port';
export { TOKENS } from './application/ports/tokens';

// The shop system: every flow started and wired (see application/system/registry.ts to add one).
export { createShopSystem } from './application/system/shop-system';
export type { ShopSystem, ShopSystemOptions, FlowInputArgs } from './application/system/shop-system';
export * from './application/system/flows';
export { definePageFlow } from './application/system/flow';
export type { FlowContext, PageFlow, PreparedFlow } from './application/system/flow';
export { startShopFlows } from './application/system/shop-flows';
export type { ShopActors } from './application/system/shop-flows';
export { SHOP_PORT_TOKENS, collectShopPorts } from './application/system/shop-ports';
export type { ShopPorts } from './application/system/shop-ports';
export { confirmationPath } from './application/routing/paths';
export { resolveRoute } from './application/routing/routes';
export type { Route } from './application/routing/routes';
export { loadPage } from './application/loaders/pages.loader';
export type { PageData } from './application/loaders/pages.loader';
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
export * from './application/flows/search/suggestions';
export { listingMachine } from './application/flows/listing/machine';
export { createListingActors } from './application/flows/listing/actors';
export * from './application/flows/listing/selectors';
export { panelsMachine, selectOpenPanel } from './application/flows/panels/machine';
export { pageMachine, selectPageData } from './application/flows/page/machine';
export { detailViewMachine } from './application/flows/detail-view/machine';
export { createDetailViewActions } from './application/flows/detail-view/actions';
export { dismissibleMachine } from './application/flows/dismissible/machine';
export { checkoutMachine } from './application/flows/checkout/machine';
export type { CheckoutInput, CheckoutContext, CheckoutEvent } from './application/flows/checkout/machine';
export { createCheckoutActors, createOrderActors } from './application/flows/checkout/actors';
export * as checkoutSelectors from './application/flows/checkout/selectors';
export { confirmationMachine } from './application/flows/confirmation/machine';
export type { ConfirmationInput, ConfirmationContext, ConfirmationEvent } from './application/flows/confirmation/machine';
export { createConfirmationActors } from './application/flows/confirmation/actors';
export * as confirmationSelectors from './application/flows/confirmation/selectors';
export { newsletterMachine } from './application/flows/newsletter/machine';
export { createNewsletterActors } from './application/flows/newsletter/actors';
export * as newsletterSelectors from './application/flows/newsletter/selectors';
export { balanceMachine } from './application/flows/balance/machine';
export { createBalanceActors } from './application/flows/balance/actors';
export * as balanceSelectors from './application/flows/balance/selectors';
export { unsubscribeMachine } from './application/flows/unsubscribe/machine';
export { createUnsubscribeActors } from './application/flows/unsubscribe/actors';
export * as unsubscribeSelectors from './application/flows/unsubscribe/selectors';
export { wallDesignerMachine, sharedWallOf } from './application/flows/wall-designer/machine';
export { createWallDesignerActors } from './application/flows/wall-designer/actors';
export * as wallDesignerSelectors from './application/flows/wall-designer/selectors';
export { posterPickerMachine, pickerCategories } from './application/flows/wall-poster-picker/machine';
export { createPosterPickerActors } from './application/flows/wall-poster-picker/actors';
export * as posterPickerSelectors from './application/flows/wall-poster-picker/selectors';

// The artist marketplace (docs/rules/artists.md#directory-and-profile artist pages, docs/rules/artists.md#onboarding-and-alias onboarding, docs/rules/artists.md#onboarding-and-alias, docs/rules/artists.md#artist-endpoints /api/auth/*).
export type * from './application/model/artist';
export type * from './application/ports/artist-account.port';
export { onboardingMachine } from './application/flows/onboarding/machine';
export { createOnboardingActors } from './application/flows/onboarding/actors';
export * from './application/flows/onboarding/selectors';
export { posterUploadMachine, canSubmitPoster } from './application/flows/poster-upload/machine';
export { createPosterUploadActors } from './application/flows/poster-upload/actors';
export * from './application/flows/poster-upload/selectors';
export { profileMachine, profileIsValid } from './application/flows/profile/machine';
export { createProfileActors } from './application/flows/profile/actors';
export * from './application/flows/profile/selectors';
export { artistAccountMachine } from './application/flows/artist-account/machine';
export { createArtistAccountActors } from './application/flows/artist-account/actors';
export * from './application/flows/artist-account/selectors';
export * from './application/flows/artist-account/lists';
export { reviewQueueMachine } from './application/flows/review-queue/machine';
export * from './application/flows/review-queue/context';
export type * from './application/flows/review-queue/events';
export { createReviewQueueActors } from './application/flows/review-queue/actors';
export * from './application/flows/review-queue/selectors';
export { templateMachine, lineTemplateOf } from './application/flows/template/machine';
export type { TemplateInput, TemplateContext } from './application/flows/template/context';
export type { TemplateEvent } from './application/flows/template/events';
export { applyEdit, TEXT_FIELDS } from './application/flows/template/values';
export * as templateSelectors from './application/flows/template/selectors';
export { photoPosterMachine, lineTemplateOfUpload } from './application/flows/photo-poster/machine';
export type { PhotoPosterInput, PhotoPosterContext, UploadVerdict } from './application/flows/photo-poster/context';
export type { PhotoPosterEvent } from './application/flows/photo-poster/events';
export { createPhotoPosterActors } from './application/flows/photo-poster/actors';
export * as uploadPosterSelectors from './application/flows/photo-poster/selectors';
