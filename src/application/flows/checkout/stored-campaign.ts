/**
 * The landing's campaign kept in the KeyValueStore under 'campaign' as `{ version: 1, data }`
 * (the rules are in ports/campaign.port.ts). A damaged value reads as no campaign.
 */
import { CAMPAIGN_PARAMETERS, type CampaignData, type CampaignSource } from '../../ports/campaign.port';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import { isRecord, isString } from '../persisted-state/stored-shape';

export const CAMPAIGN_KEY = 'campaign';
const VERSION = 1;
/** Longer values are cut: campaign data is attribution, not a place for arbitrary text. */
const MAX_VALUE_LENGTH = 200;

const known: ReadonlySet<string> = new Set(CAMPAIGN_PARAMETERS);

/** The UTM parameters of a landing URL's query; empty values are dropped, the first of a repeat kept. */
export const campaignOf = (query: Iterable<readonly [string, string]>): CampaignData => {
  const data: Record<string, string> = {};
  for (const [name, value] of query) {
    const trimmed = value.trim().slice(0, MAX_VALUE_LENGTH);
    if (known.has(name) && trimmed !== '' && !(name in data)) data[name] = trimmed;
  }
  return data;
};

export const readStoredCampaign = (stored: unknown): CampaignData => {
  if (!isRecord(stored) || stored['version'] !== VERSION || !isRecord(stored['data'])) return {};
  return Object.fromEntries(
    Object.entries(stored['data']).filter((e): e is [string, string] => known.has(e[0]) && isString(e[1])),
  );
};

export const createStoredCampaign = (store: KeyValueStore): CampaignSource => ({
  current: () => readStoredCampaign(store.get(CAMPAIGN_KEY)),
  rememberLanding: (query) => {
    const data = campaignOf(query);
    if (Object.keys(data).length > 0) store.set(CAMPAIGN_KEY, { version: VERSION, data });
  },
  forget: () => store.remove(CAMPAIGN_KEY),
});
