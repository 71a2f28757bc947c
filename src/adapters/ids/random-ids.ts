/** Fresh ids from the platform's `crypto.randomUUID` (browsers and Node alike). */
import type { IdSource } from '../../application/ports/id-source.port';

export class RandomIds implements IdSource {
  newId(): string {
    return crypto.randomUUID();
  }
}
