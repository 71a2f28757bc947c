/**
 * The artist account's HTTP gateway and the sign-in hint (src/adapters/http/http-artist-account.ts):
 * without the hint it answers UNAUTHORIZED itself, so an anonymous visit to the account pages
 * makes no request the server would refuse with a 401; with it, it asks the server.
 */
import { describe, expect, it } from 'vitest';
import { createHttpClient, type Fetch } from '../../src/adapters/http/http-client';
import { createHttpArtistAccountGateway } from '../../src/adapters/http/http-artist-account';

const account = {
  alias: 'ada',
  slug: 'ada',
  country: 'se',
  avatar: null,
  bio: null,
  vat_number: null,
  balance: 0,
  currency: 'EUR',
  poster_limit: 10,
  poster_count: 0,
};

const server = (status: number) => {
  const urls: string[] = [];
  const fetch: Fetch = (url) => {
    urls.push(url);
    const body = status === 200 ? { account, role: 'artist', csrf_token: 't' } : { error: 'UNAUTHORIZED', message: 'Sign in' };
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  };
  return { urls, http: createHttpClient({ fetch, baseUrl: '', store: 'se' }) };
};

describe('the artist account gateway and the sign-in hint', () => {
  it('answers UNAUTHORIZED without a request when the hint is not set', async () => {
    const { urls, http } = server(200);
    const gateway = createHttpArtistAccountGateway(http, { signedIn: () => false });
    const r = await gateway.session();
    expect(r.ok).toBe(false);
    expect(r.ok ? undefined : r.error.code).toBe('UNAUTHORIZED');
    expect(urls).toEqual([]);
  });

  it('asks the server when the hint is set, and when there is no hint to read', async () => {
    for (const options of [{ signedIn: () => true }, {}]) {
      const { urls, http } = server(401);
      const r = await createHttpArtistAccountGateway(http, options).session();
      expect(r.ok ? undefined : r.error.code).toBe('UNAUTHORIZED');
      expect(urls).toEqual(['/api/auth/account?store=se']);
    }
  });
});
