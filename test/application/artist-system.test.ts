/**
 * The marketplace flows run through the shop system on the test container's ports (headless:
 * no DOM, no React): onboarding inside the account area, an upload, the posters list.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { createShopSystem } from '../../src/application/system/shop-system';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import { selectPagedRows } from '../../src/application/flows/artist-account/lists';
import { DEFAULT_STORE } from '../../src/domain';
import type { InMemoryArtistAccount } from '../../src/adapters/memory/in-memory-artist-account';
import { TOKENS } from '../../src/application/ports/tokens';
import { onboardThroughWizard } from './onboard-artist';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('marketplace flows in the shop system', () => {
  it('onboards an artist in the account area, uploads a poster and lists it', async () => {
    const container = createTestContainer();
    const gateway = container.get<InMemoryArtistAccount>(TOKENS.ArtistAccountGateway);
    const system = createShopSystem(resolveShopPorts(container), { store: DEFAULT_STORE });
    await onboardThroughWizard(system.start(PAGE_FLOWS.artistAccount), 'Maja Lind');

    const upload = system.start(PAGE_FLOWS.posterUpload);
    await vi.advanceTimersByTimeAsync(0);
    upload.send({ type: 'upload.name.change', value: 'Fjord Light' });
    upload.send({ type: 'upload.description.change', value: 'Blue hour over a quiet Norwegian fjord.' });
    upload.send({ type: 'upload.category.change', categoryId: 7 });
    upload.send({ type: 'upload.image.choose', file: new Blob(['jpeg']), name: 'fjord.jpg', mimeType: 'image/jpeg' });
    await vi.advanceTimersByTimeAsync(600);
    upload.send({ type: 'upload.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(upload.getSnapshot().status).toBe('done');
    expect(gateway.uploads.map((u) => u.name)).toEqual(['Fjord Light']);

    const posters = system.start(PAGE_FLOWS.artistPosters, { justSaved: true });
    await vi.advanceTimersByTimeAsync(0);
    // The list shows what the upload made: the poster in review, in its category.
    expect(selectPagedRows(posters.getSnapshot()).map((p) => [p.name, p.status, p.category])).toEqual([
      ['Fjord Light', 2, 'Mountains'],
    ]);
    expect(posters.getSnapshot().context.toast).toBe('saved');
    system.dispose();
  });
});
