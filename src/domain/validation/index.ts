export { isLengthWithin, checkLength } from './length-rule';
export type { LengthError } from './length-rule';
export { isValidEmail, canSubmitEmail } from './email';
export { normaliseSearchQuery, shouldSearch, shouldOpenSearchDropdown } from './search';
export {
  ALIAS_MIN_EXCLUSIVE,
  ALIAS_MAX,
  ALIAS_BOUNDS,
  checkAliasLength,
  shouldLookUpAlias,
  checkAlias,
  canSaveAlias,
} from './alias';
export type { AliasError } from './alias';
export { aliasKey } from './alias-key';
export {
  POSTER_NAME_BOUNDS,
  POSTER_DESCRIPTION_BOUNDS,
  BIO_BOUNDS,
  checkPosterName,
  checkPosterDescription,
  checkBio,
} from './artist-fields';
export { VAT_COUNTRY_PREFIXES, normaliseVatNumber, checkVatNumber, isValidVatNumber } from './vat-number';
export type { VatNumberError } from './vat-number';
export {
  GIFT_CARD_CODE_BOUNDS,
  COUPON_CODE_MIN_EXCLUSIVE,
  UNAMBIGUOUS_CODE_ALPHABET,
  checkGiftCardCode,
  usableCouponCode,
} from './codes';
export type { GiftCardCodeError } from './codes';
export { isNotFoundPath, catchAllOutcome } from './catch-all';
export type { CatchAllOutcome } from './catch-all';
