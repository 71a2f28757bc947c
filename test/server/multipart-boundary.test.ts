/**
 * A multipart body the parser cannot split (no boundary, an empty one) is the client's mistake: a
 * 400 that says so, on the anonymous photo upload and on the artist's forms alike, never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForSuite } from './harness';
import { as, logIn, type Session } from './artist-session';

const BROKEN = [
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; charset=utf-8',
  'multipart/form-data; boundary=""',
];
const BODY = '--x\r\nContent-Disposition: form-data; name="bio"\r\n\r\nhello\r\n--x--\r\n';

describe('multipart without a boundary', () => {
  const api = apiForSuite();
  let maja: Session;
  beforeAll(async () => {
    maja = await logIn(api.app, 'sandbox-artist-1');
  }, 120_000);

  it.each(BROKEN)('POST /api/upload-image with %s answers 400', async (type) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { 'content-type': type },
      payload: BODY,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/boundary/i);
  });

  it.each(BROKEN)('PUT /api/auth/profile with %s answers 400', async (type) => {
    const res = await api.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: as(maja, { 'content-type': type }),
      payload: BODY,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/boundary/i);
  });
});
