/**
 * The wire contract of docs/rules/shop-wide.md#wire-conventions: one io-ts codec per entity and per endpoint answer, imported
 * by the server (to encode answers and decode bodies) and by the browser HTTP adapter (to
 * decode answers). Object codecs are strict: encoding strips fields the contract does not name.
 *
 * Endpoint                                              payload               → answer
 * GET  /api/products                                    query                 → ProductList + X-Total-Count
 * POST /api/product-wishlist                            query-like JSON       → ProductList + X-Total-Count
 * GET  /api/search                                      ?query|q, color, portrait, offset, limit → SearchAnswer
 * GET  /api/products/{id}                                                     → ProductWithFrames
 * GET  /api/products/{id}/bundled                                             → ProductList (bundled_meta set)
 * GET  /api/product-by-slug/{slug}                                            → Product
 * GET  /api/product-tags-by-slug/{slug}                                       → ProductTag
 * GET  /api/gallery-wall/{id}                                                 → SavedWall
 * POST /api/gallery-wall                                SaveWallRequest       → SaveWallAnswer
 * GET  /api/template-values/{id}                                              → TemplateValues
 * GET  /api/page-by-slug/{path}                                               → Page
 * GET  /api/widget-by-slug/{slug}                                             → Widget
 * GET  /content/site-reviews                            ?locale               → SiteReviews
 * GET  /api/{provider}-checkout/order/{id}                                    → Order
 * POST /api/{provider}-checkout/order                   CreateOrderRequest    → CreateOrderAnswer
 * PUT  /api/{provider}-checkout/order/{id}              UpdateOrderRequest    → CreateOrderAnswer
 * POST /api/subscribe                                   SubscribeRequest      → SubscribeAnswer
 * POST /api/unsubscribe                                 UnsubscribeRequest    → UnsubscribeAnswer
 * POST /api/check-balance                               CheckBalanceRequest   → Balance
 * POST /api/upload-image                                multipart image       → UploadImageAnswer
 * GET  /api/artists                                     ?offset&limit         → ArtistList + X-Total-Count
 * GET  /api/artist-by-slug/{slug}                                             → Artist
 * PUT  /api/auth/alias                                  SaveAliasRequest      → SuccessAnswer
 * POST /api/auth/artist-alias-lookup                    AliasRequest          → AliasLookupAnswer
 * GET  /api/auth/products                               ?offset               → OwnPosters + X-Total-Count
 * POST /api/auth/products                               multipart poster      → SuccessAnswer
 * POST /api/auth/product-name-lookup                    NameLookupRequest     → NameLookupAnswer
 * PUT  /api/auth/profile                                multipart profile     → SuccessAnswer
 * GET  /api/auth/account-transactions                   ?offset               → AccountTransactions
 * Not shown by the spec, proposed here:
 * POST /api/cart/price                                  CartPricingRequest    → CartPricing
 * GET  /api/auth/account                                                      → AuthSession
 * POST /api/auth/logout                                                       → SuccessAnswer
 * GET  /api/auth/upload-categories                                            → UploadCategories
 * GET  /api/auth/sales-chart                                                  → SalesChart
 * GET  /api/auth/review/queue                                                 → ReviewQueue
 * POST /api/auth/review/products/{id}/approve                                 → SuccessAnswer
 * POST /api/auth/review/products/{id}/deny              DenyRequest           → SuccessAnswer
 * GET  /api/orders/{id}/print-files                                           → PrintFileList
 * Server-rendered shell data (store switcher, header, footer): Locales, StoreHeader, StoreFooter,
 * CategoryTree.
 * Every 4xx/5xx answer                                                        → ApiError
 */
export * from './headers.js';
export * from './nullable.js';
export * from './alternate.js';
export * from './string-map.js';
export * from './safe.js';
export * from './image.js';
export * from './product.js';
export * from './product-options.js';
export * from './category.js';
export * from './tag.js';
export * from './artist.js';
export * from './content.js';
export * from './wall.js';
export * from './template.js';
export * from './template-fields.js';
export * from './cart.js';
export * from './cart-pricing.js';
export * from './order.js';
export * from './newsletter.js';
export * from './auth.js';
export * from './marketplace.js';
export * from './search.js';
export * from './error.js';
export * from './backoffice.js';
export * from './catalogue-desk.js';
export * from './payouts.js';
export * from './catalogue-admin.js';
