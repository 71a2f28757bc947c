/**
 * What staff may set on an artist (docs/rules/artists.md#directory-and-profile "Artist", docs/rules/artists.md#directory-and-profile): whether the artist sells,
 * how many posters they may keep (docs/rules/artists.md#poster-upload product_limit, default 15), and their membership level
 * (1 Bronze … 4 Platinum). At least one of the three is changed; the limit is a whole number from
 * 0 (nothing more may be uploaded) to MAX_PRODUCT_LIMIT.
 */
import { isMembershipLevel, type MembershipLevel } from '../catalogue/membership';
import { err, ok, type Result } from '../result/result';

export const MAX_PRODUCT_LIMIT = 1000;

export interface ArtistSettings {
  readonly sellingEnabled?: boolean;
  readonly productLimit?: number;
  readonly membershipLevel?: MembershipLevel;
}

export interface ArtistSettingsError {
  readonly code: 'ARTIST.SETTINGS';
  readonly reason: string;
}

export const checkArtistSettings = (input: {
  readonly sellingEnabled?: boolean | undefined;
  readonly productLimit?: number | undefined;
  readonly membershipLevel?: number | undefined;
}): Result<ArtistSettings, ArtistSettingsError> => {
  const { sellingEnabled, productLimit, membershipLevel } = input;
  const fail = (reason: string) => err<ArtistSettingsError>({ code: 'ARTIST.SETTINGS', reason });
  if (sellingEnabled === undefined && productLimit === undefined && membershipLevel === undefined)
    return fail('Nothing to change: give selling_enabled, product_limit or membership_level.');
  if (productLimit !== undefined && (!Number.isInteger(productLimit) || productLimit < 0 || productLimit > MAX_PRODUCT_LIMIT))
    return fail(`The product limit must be a whole number from 0 to ${MAX_PRODUCT_LIMIT}.`);
  if (membershipLevel !== undefined && !isMembershipLevel(membershipLevel))
    return fail('The membership level must be 1 (Bronze), 2 (Silver), 3 (Gold) or 4 (Platinum).');
  return ok({
    ...(sellingEnabled !== undefined ? { sellingEnabled } : {}),
    ...(productLimit !== undefined ? { productLimit } : {}),
    ...(membershipLevel !== undefined ? { membershipLevel: membershipLevel as MembershipLevel } : {}),
  });
};
