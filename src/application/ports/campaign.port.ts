/**
 * The campaign a shopper landed from (docs/rules/gift-cards-and-coupons.md#coupons "updated with cart, coupons and campaign data"):
 * the UTM parameters of the landing page's URL, sent with the order as `campaign_data`.
 *
 * How it is kept (flows/checkout/stored-campaign.ts over the KeyValueStore, key 'campaign'):
 * `rememberLanding` runs once per page load — the landing of a visit, since later navigation
 * happens in the page — and stores the UTM parameters when the URL carries any, replacing an
 * older campaign (the latest campaign click is the one credited). A landing without them keeps
 * what is stored. `forget` runs once an order is paid, so a later order is not credited to it.
 */
export type CampaignData = Readonly<Record<string, string>>;

/** The parameters kept; any other query parameter is not campaign data. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export interface CampaignSource {
  /** The stored campaign; empty when there is none. */
  current(): CampaignData;
  /** Reads the landing URL's query (e.g. `new URLSearchParams(location.search)`). */
  rememberLanding(query: Iterable<readonly [string, string]>): void;
  forget(): void;
}
