import { MOBILE_BREAKPOINT_PX } from '../../domain/constants';

/** Below the mobile breakpoint (docs/rules/uploads.md#customer-photos): phones and small tablets get the stacked, one-column layout. */
export const PHONE = `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
/** From the mobile breakpoint up: the desktop layout. */
export const WIDE = `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** The phone condition as an image `sizes` entry. */
export const PHONE_SIZES = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
