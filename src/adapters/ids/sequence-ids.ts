/** Ids `prefix-1`, `prefix-2`, … in order, so tests can name what a flow created. */
import type { IdSource } from '../../application/ports/id-source.port';

export class SequenceIds implements IdSource {
  private next = 0;

  constructor(private readonly prefix = 'id') {}

  newId(): string {
    this.next += 1;
    return `${this.prefix}-${this.next}`;
  }
}
