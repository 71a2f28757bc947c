/** Navigation that only records where it was sent (server render, tests, headless runs). */
import type { Navigation } from '../../application/ports/navigation.port';

export class RecordingNavigation implements Navigation {
  readonly visited: string[] = [];

  go(path: string): void {
    this.visited.push(path);
  }

  get current(): string | undefined {
    return this.visited[this.visited.length - 1];
  }
}
