/** When an artist's profile counts as complete (domain marketplace/profile.ts): a valid bio and an avatar. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BIO_BOUNDS, isProfileComplete } from '../../src/domain';

const validBio = 'x'.repeat(BIO_BOUNDS.min + 1);

describe('a complete profile', () => {
  it.each([
    ['a valid bio and an avatar', { bio: validBio, avatar: '/media/avatars/1.webp' }, true],
    ['no bio', { bio: null, avatar: '/media/avatars/1.webp' }, false],
    ['an empty bio', { bio: '', avatar: '/media/avatars/1.webp' }, false],
    ['a bio of the lower bound (not more than it)', { bio: 'x'.repeat(BIO_BOUNDS.min), avatar: '/a.webp' }, false],
    ['a bio over the upper bound', { bio: 'x'.repeat(BIO_BOUNDS.max + 1), avatar: '/a.webp' }, false],
    ['no avatar', { bio: validBio, avatar: null }, false],
    ['a bio of white space only', { bio: ' '.repeat(BIO_BOUNDS.min + 1), avatar: '/a.webp' }, false],
    ['an empty avatar', { bio: validBio, avatar: '' }, false],
  ])('%s: %s', (_name, profile, complete) => {
    expect(isProfileComplete(profile)).toBe(complete);
  });

  it('never without an avatar, whatever the bio', () => {
    fc.assert(fc.property(fc.option(fc.string()), (bio) => !isProfileComplete({ bio, avatar: null })));
  });
});
