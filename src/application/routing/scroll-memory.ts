/**
 * Where the window scrolls when the shown page changes (docs/rules/shop-wide.md#layout "Layout": visited pages stay
 * mounted and are shown again as they were left). A link opens a page at its top; back and
 * forward return to where the shopper was on that page, kept-alive or loaded again.
 * Positions are remembered per page key (path, and the query where it makes a new page).
 */
export type NavigationKind = 'push' | 'pop';

export interface ScrollMemory {
  readonly positions: Readonly<Record<string, number>>;
}

export const EMPTY_SCROLL_MEMORY: ScrollMemory = { positions: {} };

export const rememberScroll = (memory: ScrollMemory, key: string, y: number): ScrollMemory => ({
  positions: { ...memory.positions, [key]: Math.max(0, Math.round(y)) },
});

/** The vertical position to show `key` at after a navigation of this kind. */
export const scrollTargetOf = (memory: ScrollMemory, key: string, kind: NavigationKind): number =>
  kind === 'pop' ? (memory.positions[key] ?? 0) : 0;
