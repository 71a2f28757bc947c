/** Navigation that only records where it was sent (server render, tests, headless runs). */
import type { Navigation } from '../../application/ports/navigation.port';

export class RecordingNavigation implements Navigation {
  readonly visited: string[] = [];
  /** Each move with whether it replaced the current history entry. */
  readonly moves: { readonly path: string; readonly replace: boolean }[] = [];

  go(path: string, options: { readonly replace?: boolean } = {}): void {
    this.visited.push(path);
    this.moves.push({ path, replace: options.replace ?? false });
  }

  get current(): string | undefined {
    return this.visited[this.visited.length - 1];
  }
}
