/**
 * Poster upload (docs/rules/shop-wide.md#timings: name more than 3 and at most 20, unique with a 500 ms lookup;
 * description more than 20 and at most 120; category; JPEG too small only when both sides are
 * under 3648 px or square; preview 1:1.4 / 1.4:1; docs/rules/artists.md#poster-upload blocked at product_limit; docs/rules/shop-wide.md#errors-and-redirects toasts); no DOM.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { posterUploadFlow } from '../../src/application/system/flows/poster-upload.flow';
import type { FlowContext } from '../../src/application/system/flow';
import { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation';
import {
  selectCanSubmitPoster,
  selectImageProblem,
  selectNameFeedback,
  selectPreview,
  selectUploadBlocked,
  selectUploadFailed,
  selectUploadToast,
} from '../../src/application/flows/poster-upload/selectors';
import { FixedSizeImages, InMemoryArtistAccount, anAccount } from '../../src/adapters/memory/in-memory-artist-account';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const FILE = new Blob(['jpeg'], { type: 'image/jpeg' });

const start = async (artistAccount = new InMemoryArtistAccount(anAccount({ alias: 'Maja' })), images = new FixedSizeImages()) => {
  const navigation = new RecordingNavigation();
  // The flow's own wiring: the machine's navigation actions go through the Navigation port.
  const ctx = { ports: { artistAccount, images, navigation } } as unknown as FlowContext;
  const actor = createActor(posterUploadFlow.prepare(ctx).logic).start();
  await vi.advanceTimersByTimeAsync(0);
  const fill = async (over: { name?: string; description?: string; category?: number | null; file?: string } = {}) => {
    actor.send({ type: 'upload.name.change', value: over.name ?? 'Fjord Light' });
    actor.send({ type: 'upload.description.change', value: over.description ?? 'Blue hour over a quiet Norwegian fjord.' });
    actor.send({ type: 'upload.category.change', categoryId: over.category === undefined ? 7 : over.category });
    actor.send({ type: 'upload.image.choose', file: FILE, name: over.file ?? 'fjord.jpg', mimeType: 'image/jpeg' });
    await vi.advanceTimersByTimeAsync(600);
  };
  return { actor, artistAccount, images, navigation, fill, s: () => actor.getSnapshot() };
};

describe('poster upload', () => {
  it('submits a valid poster after the name lookup, then ends (the posters list follows)', async () => {
    const c = await start();
    await c.fill();
    expect(selectCanSubmitPoster(c.s())).toBe(true);
    c.actor.send({ type: 'upload.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.s().status).toBe('done');
    expect(c.artistAccount.log).toEqual(['session', 'uploadCategories', 'lookupName:Fjord Light', 'uploadPoster:Fjord Light']);
    expect(c.artistAccount.uploads[0]).toMatchObject({ name: 'Fjord Light', categoryId: 7, fileName: 'fjord.jpg' });
    expect(c.navigation.moves).toEqual([{ path: '/my-account/posters?saved=1', replace: false }]);
  });

  it.each([
    ['a name of 3 characters', { name: 'Sea' }],
    ['a name of 21 characters', { name: 'x'.repeat(21) }],
    ['a taken name', { name: 'Harbour Dawn' }],
    ['a description of 20 characters', { description: 'd'.repeat(20) }],
    ['a description of 121 characters', { description: 'd'.repeat(121) }],
    ['no category', { category: null }],
    ['a category not offered', { category: 99 }],
    ['a file that is not a jpg', { file: 'fjord.png' }],
  ])('cannot submit with %s', async (_label, over) => {
    const c = await start();
    await c.fill(over);
    expect(selectCanSubmitPoster(c.s())).toBe(false);
  });

  it('looks a name up only 500 ms after typing stops and only once it passes its length rule', async () => {
    const c = await start();
    c.actor.send({ type: 'upload.name.change', value: 'Fjo' });
    await vi.advanceTimersByTimeAsync(600);
    c.actor.send({ type: 'upload.name.change', value: 'Harbour' });
    await vi.advanceTimersByTimeAsync(200);
    c.actor.send({ type: 'upload.name.change', value: 'Harbour Dawn' });
    await vi.advanceTimersByTimeAsync(500);
    expect(c.artistAccount.log.filter((l) => l.startsWith('lookupName'))).toEqual(['lookupName:Harbour Dawn']);
    expect(selectNameFeedback(c.s())).toBe('POSTER.NAME_EXISTS');
  });

  it.each([
    [3647, 3000, true],
    [3000, 3647, true],
    [4000, 4000, true],
    [3648, 3000, false],
    [2600, 3648, false],
  ])('an image of %i × %i px is too small: %s, with its size in the problem', async (width, height, tooSmall) => {
    const c = await start(undefined, new FixedSizeImages(width, height));
    await c.fill();
    const problem = selectImageProblem(c.s());
    expect(problem ?? null).toEqual(tooSmall ? expect.objectContaining({ code: 'ARTIST_IMAGE.TOO_SMALL', width, height }) : null);
  });

  it.each([
    [2600, 3648, { width: 1, height: 1.4 }],
    [3648, 2600, { width: 1.4, height: 1 }],
  ])('previews %i × %i in the ratio %j', async (w, h, ratio) => {
    const c = await start(undefined, new FixedSizeImages(w, h));
    await c.fill();
    expect(selectPreview(c.s())).toEqual({ url: 'blob:preview', ratio });
  });

  it('is blocked when the non-denied posters reach the product limit', async () => {
    const c = await start(new InMemoryArtistAccount(anAccount({ alias: 'Maja', posters: 15, product_limit: 15 })));
    expect(selectUploadBlocked(c.s())).toBe(true);
    await c.fill();
    expect(selectCanSubmitPoster(c.s())).toBe(false);
    const under = await start(new InMemoryArtistAccount(anAccount({ alias: 'Maja', posters: 14, product_limit: 15 })));
    expect(selectUploadBlocked(under.s())).toBe(false);
  });

  it('shows a danger toast for 3 s when the upload fails, and keeps the form', async () => {
    const c = await start();
    c.artistAccount.failNext.add('uploadPoster:Fjord Light');
    await c.fill();
    c.actor.send({ type: 'upload.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectUploadToast(c.s())).toBe('error');
    expect(selectCanSubmitPoster(c.s())).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectUploadToast(c.s())).toBeNull();
  });

  it('a name taken between lookup and save (409) is said beside the name, not as the unknown error', async () => {
    const c = await start();
    await c.fill();
    c.artistAccount.takenNames.add('fjord light');
    c.actor.send({ type: 'upload.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectNameFeedback(c.s())).toBe('POSTER.NAME_EXISTS');
    expect(selectUploadToast(c.s())).toBeNull();
    expect(selectCanSubmitPoster(c.s())).toBe(false);
  });

  it('an image the shop reads as no JPEG (415) asks for a JPEG beside the image, not as the unknown error', async () => {
    const c = await start();
    await c.fill();
    c.artistAccount.refuseImageContent = true;
    c.actor.send({ type: 'upload.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectImageProblem(c.s())).toEqual({ code: 'ARTIST_IMAGE.NOT_JPEG' });
    expect(selectUploadToast(c.s())).toBeNull();
  });

  it('ends as failed when the form cannot be loaded (the page goes back to /my-account)', async () => {
    const artistAccount = new InMemoryArtistAccount();
    artistAccount.failNext.add('uploadCategories');
    const c = await start(artistAccount);
    expect(selectUploadFailed(c.s())).toBe(true);
    expect(c.navigation.visited).toEqual(['/my-account']);
  });
});
