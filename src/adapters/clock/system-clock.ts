import type { Clock } from '../../application/ports/clock.port';

/** The real clock; today's date in the visitor's own time zone. */
export const systemClock: Clock = {
  now: () => Date.now(),
  today: () => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  },
};
