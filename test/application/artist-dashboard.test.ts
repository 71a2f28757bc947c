/**
 * The dashboard's reads (docs/rules/artists.md#dashboard my-account, docs/rules/artists.md#dashboard selling_enabled): whom it greets, and when the
 * message widget (which asks for a complete profile) shows. No DOM.
 */
import { describe, expect, it } from 'vitest';
import { selectGreetingName, selectMessageVisible } from '../../src/application/flows/artist-account/selectors';
import type { ArtistAccountContext } from '../../src/application/flows/artist-account/context';
import type { ArtistAccount, AccountRole } from '../../src/application/model/artist';
import { anAccount } from '../../src/adapters/memory/in-memory-artist-account';

const snapshot = (account: ArtistAccount, role: AccountRole = 'artist', messageHidden = false) => ({
  context: { session: { account, role }, messageHidden } as unknown as ArtistAccountContext,
  hasTag: () => false,
  matches: (state: string) => state === 'Dashboard',
});

const complete = { bio: 'Harbours, fjords and the northern light.', avatar: '/media/avatar/3.webp' };

describe('the dashboard', () => {
  it('greets an artist by alias and a reviewer (no alias) by name', () => {
    expect(selectGreetingName(snapshot(anAccount({ alias: 'Maja', name: 'Maja Lind' })))).toBe('Maja');
    expect(selectGreetingName(snapshot(anAccount({ alias: '', name: 'Rita Reviewer' }), 'reviewer'))).toBe('Rita Reviewer');
    expect(selectGreetingName(snapshot(anAccount({ alias: '', name: '' }), 'reviewer'))).toBeNull();
  });

  it.each([
    ['an incomplete profile of a seller', { selling_enabled: true }, false, true],
    ['a complete profile', { selling_enabled: true, ...complete }, false, false],
    ['a hidden message', { selling_enabled: true }, true, false],
    ['selling not enabled', { selling_enabled: false }, false, false],
  ])('shows the profile message for %s: %s', (_name, over, hidden, shown) => {
    expect(selectMessageVisible(snapshot(anAccount({ alias: 'Maja', ...over }), 'artist', hidden))).toBe(shown);
  });
});
