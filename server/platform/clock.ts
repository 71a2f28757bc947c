/** Time as a port on the server, so validity windows and rate limits are exact in tests. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export const manualClock = (start = Date.UTC(2026, 0, 1)): Clock & { advance(ms: number): void } => {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
};
