/**
 * A carrier the shop does not know ('other'): the staff give the parcel's tracking page, which the
 * shopper follows from an e-mail, and the shopper reads the carrier's name from that page's host.
 */
import { err, ok, type Result } from '../result';
import { CARRIER_NAMES, type Carrier, type TrackingRefused } from './tracking-number';

export const TRACKING_LINK_MAX_LENGTH = 500;

/**
 * The tracking page of a parcel sent with another carrier, as the staff copy it: https only (the shopper
 * follows it from an e-mail), a host with at least one dot, an optional port, no spaces or credentials.
 */
export const checkTrackingLink = (raw: string): Result<string, TrackingRefused> => {
  const link = raw.trim();
  return link.length <= TRACKING_LINK_MAX_LENGTH && /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(link)
    ? ok(link)
    : err({
        code: 'TRACKING.BAD_LINK',
        reason: `"${raw}" is not a tracking link; give the https:// address of the parcel's page at its carrier.`,
      });
};

/** The carrier's name as the shopper reads it: another carrier is named by its (checked) tracking link's host. */
export const carrierNameOf = (carrier: Carrier, link: string | null): string => {
  if (carrier !== 'other' || link === null) return CARRIER_NAMES[carrier];
  const host = link
    .slice('https://'.length)
    .split(/[/?#:]/)[0]!
    .toLowerCase();
  return host.startsWith('www.') ? host.slice(4) : host;
};
