export { artistEarning, discountShare, ARTIST_SHARE_PERCENT, PAYMENT_FEE_PERCENT } from './commission';
export type { ArtistEarning, OrderFigures, SaleLine } from './commission';
export { vatPercentFor } from './vat-rates';
export { isProfileComplete } from './profile';
export type { PublicProfile } from './profile';
