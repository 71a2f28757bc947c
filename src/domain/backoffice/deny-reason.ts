/** A denied poster's reason, which the artist reads: long enough to say something, short enough to read. */
export const DENY_REASON = { min: 3, max: 500 } as const;

export const denyReasonIsValid = (reason: string): boolean => {
  const n = reason.trim().length;
  return n >= DENY_REASON.min && n <= DENY_REASON.max;
};
