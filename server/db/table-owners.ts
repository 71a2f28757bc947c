/**
 * Which capability owns each table (docs/data-ownership.md says why). The owner's repositories are
 * the only SQL that inserts, updates or deletes its rows; another capability changes them through
 * the owner's service or a port the owner implements. test/architecture/table-owners.test.ts
 * checks every write in server/ against this table, and that every table the migrations create
 * has an owner here.
 */
export const TABLE_OWNERS = {
  // The catalogue: what the shop sells, how it is named, found and priced.
  product: 'catalogue',
  product_i18n: 'catalogue',
  product_category: 'catalogue',
  product_tag: 'catalogue',
  product_image: 'catalogue',
  variation: 'catalogue',
  variation_price: 'catalogue',
  attribute: 'catalogue',
  attribute_option: 'catalogue',
  bundle_item: 'catalogue',
  category: 'catalogue',
  category_i18n: 'catalogue',
  tag: 'catalogue',
  tag_i18n: 'catalogue',
  slug_history: 'catalogue',
  search_document: 'catalogue',
  search_document_other: 'catalogue',
  search_name: 'catalogue',
  search_stale: 'catalogue',
  search_word: 'catalogue',
  colour_word: 'catalogue',
  site_review: 'catalogue',
  widget: 'catalogue',
  environment: 'catalogue',
  standard_price: 'catalogue',
  catalogue_image_job: 'catalogue',
  // The order's life, from the cart to the refund.
  shop_order: 'orders',
  order_line: 'orders',
  payment: 'orders',
  idempotency_key: 'orders',
  coupon_redemption: 'orders',
  order_event: 'orders',
  order_refund: 'orders',
  // Gift cards: their balance and every draw on it.
  gift_card: 'giftcards',
  gift_card_use: 'giftcards',
  gift_card_void: 'giftcards',
  // Coupons are made and ended at the staff's coupon desk.
  coupon: 'backoffice',
  coupon_amount: 'backoffice',
  staff_session: 'backoffice',
  staff_member: 'backoffice',
  staff_audit: 'backoffice',
  // Artists: their accounts, their posters in processing and their ledger.
  artist: 'artists',
  poster_processing: 'artists',
  account_transaction: 'artists',
  // Payout runs: the period, and the SEPA file and CSV as written.
  payout_run: 'backoffice',
  auth_login: 'auth',
  auth_session: 'auth',
  server_secret: 'auth',
  print_file: 'personalisation',
  print_job: 'personalisation',
  template_values: 'personalisation',
  uploaded_image: 'uploads',
  gallery_wall: 'walls',
  gallery_wall_poster: 'walls',
  page: 'content',
  page_i18n: 'content',
  subscriber: 'newsletter',
  mail_outbox: 'mail',
  rate_limit: 'http',
  catalogue_version: 'platform',
  schema_migration: 'db',
  setup_step: 'db',
  sandbox_refund: 'demo',
  sandbox_wallet_grant: 'demo',
} as const satisfies Readonly<Record<string, string>>;

export type OwnedTable = keyof typeof TABLE_OWNERS;
