/**
 * Profile edit (docs/rules/artists.md#profile: bio more than 20 and at most 160 when not null, VAT empty or the EU
 * format of its prefix, JPEG avatar; docs/rules/artists.md#profile avatar omitted when not chosen; docs/rules/shop-wide.md#errors-and-redirects toasts); no DOM.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { profileFlow } from '../../src/application/system/flows/profile.flow';
import type { FlowContext } from '../../src/application/system/flow';
import { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation';
import {
  selectBioInvalid,
  selectCanSaveProfile,
  selectProfileAccount,
  selectProfileFailed,
  selectProfileToast,
  selectVatInvalid,
} from '../../src/application/flows/profile/selectors';
import { InMemoryArtistAccount, anAccount } from '../../src/adapters/memory/in-memory-artist-account';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = async (
  artistAccount = new InMemoryArtistAccount(anAccount({ alias: 'Maja', bio: 'Harbours and the northern light.' })),
) => {
  const navigation = new RecordingNavigation();
  const ctx = { ports: { artistAccount, navigation } } as unknown as FlowContext;
  const actor = createActor(profileFlow.prepare(ctx).logic).start();
  await vi.advanceTimersByTimeAsync(0);
  return { actor, artistAccount, navigation, s: () => actor.getSnapshot() };
};

describe('profile', () => {
  it('starts from the account: name, alias and e-mail to show read-only, bio and VAT to edit', async () => {
    const c = await start();
    expect(selectProfileAccount(c.s())).toMatchObject({ name: 'Maja Lind', alias: 'Maja', email: 'maja@example.com' });
    expect(selectCanSaveProfile(c.s())).toBe(true);
  });

  it.each([
    ['b'.repeat(20), true],
    ['b'.repeat(21), false],
    ['b'.repeat(160), false],
    ['b'.repeat(161), true],
    ['', false],
  ])('a bio of %j is invalid: %s (an empty bio is null, not checked)', async (bio, invalid) => {
    const c = await start();
    c.actor.send({ type: 'profile.bio.change', value: bio });
    expect(selectBioInvalid(c.s())).toBe(invalid);
    expect(selectCanSaveProfile(c.s())).toBe(!invalid);
  });

  it.each([
    ['', false],
    ['DE123456789', false],
    ['de 123.456.789', false],
    ['DE12345', true],
    ['XX123', true],
  ])('the VAT number %j is invalid: %s', async (vat, invalid) => {
    const c = await start();
    c.actor.send({ type: 'profile.vat.change', value: vat });
    expect(selectVatInvalid(c.s())).toBe(invalid);
  });

  it('refuses an avatar that is not a JPEG', async () => {
    const c = await start();
    c.actor.send({ type: 'profile.avatar.choose', file: new Blob(['x']), name: 'me.png', mimeType: 'image/png' });
    expect(selectCanSaveProfile(c.s())).toBe(false);
  });

  it('saves without the avatar when none was chosen, with it when chosen; a saved toast for 3 s', async () => {
    const c = await start();
    c.actor.send({ type: 'profile.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.artistAccount.profiles[0]).toEqual({ bio: 'Harbours and the northern light.', vatNumber: '', avatar: null });
    expect(selectProfileToast(c.s())).toBe('saved');
    const avatar = new Blob(['jpeg'], { type: 'image/jpeg' });
    c.actor.send({ type: 'profile.avatar.choose', file: avatar, name: 'me.jpg', mimeType: 'image/jpeg' });
    c.actor.send({ type: 'profile.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.artistAccount.profiles[1]!.avatar).toBe(avatar);
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectProfileToast(c.s())).toBeNull();
  });

  it('shows a danger toast when saving fails', async () => {
    const c = await start();
    c.artistAccount.failNext.add('saveProfile');
    c.actor.send({ type: 'profile.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectProfileToast(c.s())).toBe('error');
  });

  it('ends as failed when the account cannot be loaded (back to /my-account)', async () => {
    const artistAccount = new InMemoryArtistAccount();
    artistAccount.loggedIn = false;
    const c = await start(artistAccount);
    expect(selectProfileFailed(c.s())).toBe(true);
    expect(c.navigation.visited).toEqual(['/my-account']);
  });
});
