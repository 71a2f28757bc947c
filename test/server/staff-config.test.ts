/**
 * STAFF lists subjects with roles; REVIEWER_SUBJECTS, which it replaces, still makes
 * reviewers for one release; the back office's OpenID client defaults to the wallet's.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, parseStaff } from '../../server/config';

describe('STAFF', () => {
  it('reads subject:role pairs', () => {
    expect([...parseStaff('ops-1:admin, printer-2:fulfilment ,rev-3:reviewer', undefined)]).toEqual([
      ['ops-1', 'admin'],
      ['printer-2', 'fulfilment'],
      ['rev-3', 'reviewer'],
    ]);
  });

  it('keeps a subject with a colon of its own (URL-like subjects) whole', () => {
    expect([...parseStaff('https://id.example/u/7:admin', undefined)]).toEqual([['https://id.example/u/7', 'admin']]);
  });

  it('still reads REVIEWER_SUBJECTS as reviewers, unless STAFF gives the subject a role', () => {
    const c = loadConfig({ STAFF: 'ops-1:admin,rev-1:fulfilment', REVIEWER_SUBJECTS: 'rev-1,rev-2' });
    expect([...c.staff.members]).toEqual([
      ['rev-1', 'fulfilment'],
      ['rev-2', 'reviewer'],
      ['ops-1', 'admin'],
    ]);
    // Moderation from the artist login stays with those who may moderate.
    expect(c.auth.reviewerSubjects).toEqual(['rev-2', 'ops-1']);
  });

  it.each(['ops-1', 'ops-1:boss', ':admin', 'ops-1:'])('refuses "%s", naming STAFF', (entry) => {
    expect(() => loadConfig({ STAFF: entry })).toThrow(/STAFF entry/);
  });

  it("defaults the back office's OpenID client to the wallet's, and takes its own when set", () => {
    const wallet = { WALLET_ISSUER_URL: 'https://id.example', WALLET_CLIENT_ID: 'shop', WALLET_CLIENT_SECRET: 's1' };
    expect(loadConfig(wallet).staff).toMatchObject({ issuerUrl: 'https://id.example', clientId: 'shop', clientSecret: 's1' });
    const own = { ...wallet, STAFF_ISSUER_URL: 'https://staff.example', STAFF_CLIENT_ID: 'ops', STAFF_CLIENT_SECRET: 's2' };
    expect(loadConfig(own).staff).toMatchObject({ issuerUrl: 'https://staff.example', clientId: 'ops', clientSecret: 's2' });
  });
});
