/** The artist's account flow: what it holds (docs/rules/artists.md#dashboard). */
import type { ArtistSession, SalesChart } from '../../model/artist';

export interface ArtistAccountContext {
  readonly session: ArtistSession | null;
  readonly chart: SalesChart | null;
  readonly messageHidden: boolean;
}
