/** A clock standing at one instant (tests, and reproducible headless runs). */
import type { Clock } from '../../application/ports/clock.port';

export class FixedClock implements Clock {
  constructor(private readonly instant: Date) {}

  now(): number {
    return this.instant.getTime();
  }

  today(): string {
    return this.instant.toISOString().slice(0, 10);
  }
}
