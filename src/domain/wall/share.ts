/**
 * Sharing a wall (docs/rules/gallery-wall.md#sharing-and-saved-walls "Sharing"): ignored while a share is in progress; otherwise loading
 * starts, the sharing overlay opens and the sidebar closes. With no posters loading clears at
 * once; otherwise the wall is posted (and loading clears whether or not that succeeds).
 */
import { isFilled, type WallPoster } from './wall-poster';

export type ShareDecision = { readonly kind: 'ignore' } | { readonly kind: 'start'; readonly post: boolean };

export const decideShare = (shareInProgress: boolean, posters: readonly WallPoster[]): ShareDecision =>
  shareInProgress ? { kind: 'ignore' } : { kind: 'start', post: posters.some(isFilled) };
