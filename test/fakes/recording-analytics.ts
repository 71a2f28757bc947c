/** Analytics that keeps what it was told, for tests. */
import type { Analytics, AnalyticsEvent } from '../../src/application/ports/analytics.port';

export class RecordingAnalytics implements Analytics {
  readonly events: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}
