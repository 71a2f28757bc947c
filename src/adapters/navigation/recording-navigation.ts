/** Navigation that only records where it was sent (server render, tests, headless runs). */
import { addressOf, type Address, type AddressChange, type Navigation } from '../../application/ports/navigation.port';

export class RecordingNavigation implements Navigation {
  readonly visited: string[] = [];
  /** Each move with whether it replaced the current history entry. */
  readonly moves: { readonly path: string; readonly replace: boolean }[] = [];
  private here: Address;
  private readonly listeners = new Set<(change: AddressChange) => void>();

  constructor(start = '/') {
    this.here = addressOf(start);
  }

  go(path: string, options: { readonly replace?: boolean } = {}): void {
    this.visited.push(path);
    this.moves.push({ path, replace: options.replace ?? false });
    const change = { from: this.here, to: addressOf(path) };
    this.here = change.to;
    for (const listener of this.listeners) listener(change);
  }

  watch(listener: (change: AddressChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get current(): string | undefined {
    return this.visited[this.visited.length - 1];
  }
}
