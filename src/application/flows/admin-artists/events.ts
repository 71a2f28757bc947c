/** What a row of the artists' list asks of the server: one artist's settings changed. */
import type { ArtistSettingsChange } from '../../model/catalogue-desk';

export interface ArtistAct {
  readonly id: number;
  readonly alias: string;
  readonly change: ArtistSettingsChange;
}
