/**
 * Country flags as small SVG images: the flag-icons package's 4:3 flags, which the server serves
 * under `FLAG_PATH`. Flag emoji are drawn by the system's emoji font, which Windows does not have
 * (it shows the two letters) and many Linux systems lack (empty boxes).
 */
export const FLAG_PATH = '/flags/';

/** The flag image of an ISO 3166-1 alpha-2 code (EU for the international store), or none. */
export const flagUrl = (countryCode: string): string | undefined =>
  /^[a-z]{2}$/i.test(countryCode) ? `${FLAG_PATH}${countryCode.toLowerCase()}.svg` : undefined;
