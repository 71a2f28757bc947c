import { beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from './staff-session';
import { OwnPosters } from '../../src/adapters/http/contract/index';
import { apiForSuite } from './harness';
import { as, logIn, type Session } from './artist-session';
import { firstUploadCategory, smallestAcceptedImage, uploadPoster } from './artist-uploads';

/**
 * The images of an uploaded poster (docs/rules/artists.md#onboarding-and-alias statuses): while it is in review or denied only its
 * artist and reviewers see them, and nothing caches them; once public anyone does, cached for a
 * year. File names carry random bits, not the poster id and the time.
 */
describe('artist poster images before and after review', () => {
  const api = apiForSuite();
  let maja: Session;
  let jonas: Session;
  let reviewer: Session;
  let category: string;
  let image: Buffer;

  beforeAll(async () => {
    maja = await logIn(api.app, 'sandbox-artist-1');
    jonas = await logIn(api.app, 'sandbox-artist-2');
    reviewer = await logIn(api.app, 'sandbox-reviewer');
    await api.app.inject({
      method: 'PUT',
      url: '/api/auth/alias',
      headers: as(maja),
      payload: { alias: 'Maja Lind Studio', terms: 'accepted' },
    });
    image = await smallestAcceptedImage();
    category = await firstUploadCategory(api.app, maja);
  }, 60_000);

  /** Uploads a poster, waits for its images, and returns its id and every image URL. */
  const uploaded = async (name: string) => {
    const res = await uploadPoster(api.app, maja, { name, category, image });
    expect(res.statusCode, res.body).toBe(200);
    await (api.app as unknown as { artistImages: { idle(): Promise<void> } }).artistImages.idle();
    const mine = OwnPosters.decode(
      (await api.app.inject({ url: '/api/auth/products', headers: { cookie: maja.cookie } })).json(),
    );
    if (mine._tag === 'Left') throw new Error('posters do not decode');
    const id = mine.right.find((p) => p.name === name)!.id;
    const { rows } = await api.db.query<{ url: string }>('SELECT DISTINCT url FROM product_image WHERE product_id = $1', [id]);
    return { id, urls: rows.map((r) => r.url) };
  };
  const get = (url: string, cookie?: string) => api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const forgedCookie = () => maja.cookie.replace(/=.{4}/, '=AAAA');

  it('names each file with 128 random bits, not the poster id and the time', async () => {
    const { id, urls } = await uploaded('Random Names');
    expect(urls).toHaveLength(6);
    for (const url of urls) expect(url).toMatch(new RegExp(`^/artist-media/posters/${id}/[a-z-]+-[a-f0-9]{32}\\.webp$`));
    expect(new Set(urls.map((u) => u.slice(-37))).size).toBe(urls.length);
  });

  it('a poster in review: its artist and reviewers see every image, uncached; nobody else does', async () => {
    const { urls } = await uploaded('In Review');
    for (const url of urls) {
      for (const cookie of [undefined, jonas.cookie, forgedCookie()]) {
        const res = await get(url, cookie);
        expect(res.statusCode, `${url} with ${cookie ?? 'no cookie'}`).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, message: 'No such image' });
      }
      for (const cookie of [maja.cookie, reviewer.cookie]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it("a poster in review: the back office's reviewer and admin see its images (the review queue), fulfilment does not", async () => {
    const { urls } = await uploaded('In Review For Staff');
    const [staffReviewer, admin, fulfilment] = await Promise.all(
      ['sandbox-reviewer', 'sandbox-admin', 'sandbox-fulfilment'].map((s) => staffSession(api.app, s)),
    );
    for (const url of urls) {
      for (const cookie of [staffReviewer!.cookie, admin!.cookie]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      expect((await get(url, fulfilment!.cookie)).statusCode, url).toBe(404);
    }
  });

  it('a denied poster stays with its artist and reviewers', async () => {
    const { id, urls } = await uploaded('Denied Poster');
    const denied = await api.app.inject({
      method: 'POST',
      url: `/api/auth/review/products/${id}/deny`,
      headers: as(reviewer),
      payload: { reason: 'The horizon is tilted.' },
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect((await get(urls[0]!)).statusCode).toBe(404);
    expect((await get(urls[0]!, jonas.cookie)).statusCode).toBe(404);
    expect((await get(urls[0]!, maja.cookie)).statusCode).toBe(200);
    expect((await get(urls[0]!, reviewer.cookie)).statusCode).toBe(200);
  });

  it('once approved, anyone sees the images, cached for a year', async () => {
    const { id, urls } = await uploaded('Approved Poster');
    const approved = await api.app.inject({
      method: 'POST',
      url: `/api/auth/review/products/${id}/approve`,
      headers: as(reviewer),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a file of no poster, or of another shape, is a 404 with a readable body', async () => {
    for (const url of [
      '/artist-media/posters/999999/thumb-00000000000000000000000000000000.webp',
      '/artist-media/posters/1/../x.webp',
      '/artist-media/originals/1.jpg',
      '/artist-media/posters/99999999999999999999/thumb-a.webp',
    ]) {
      const res = await get(url, reviewer.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('No such image');
    }
  });
});
