/** Analytics that keeps what it was told, for tests and headless runs. */
import type { Analytics, AnalyticsEvent } from '../../application/ports/analytics.port';

export class RecordingAnalytics implements Analytics {
  readonly events: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}
