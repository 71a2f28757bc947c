import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { consentAs, cookieFrom } from './artist-session';

/** The whole staff sign-in through the sandbox wallet; `previous` is a staff cookie the browser already had. */
export const staffSignIn = async (app: FastifyInstance, subject: string, previous?: string) => {
  const start = await app.inject({ method: 'GET', url: '/auth/staff/login?return_to=/admin/orders' });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const consent = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  expect(consent.statusCode, consent.body).toBe(200);
  const callback = await consentAs(app, consent.body, subject);
  const done = await app.inject({
    method: 'GET',
    url: callback,
    headers: { cookie: [cookieFrom(start, 'shop_staff_login'), previous].filter(Boolean).join('; ') },
  });
  expect(done.statusCode, done.body).toBe(302);
  return { location: done.headers.location as string, cookie: cookieFrom(done, 'shop_staff') };
};

/** A signed-in member of staff with the session's CSRF token. */
export const staffSession = async (app: FastifyInstance, subject: string) => {
  const { cookie } = await staffSignIn(app, subject);
  expect(cookie).toBeDefined();
  const me = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: cookie! } });
  expect(me.statusCode, me.body).toBe(200);
  return { cookie: cookie!, csrf: (me.json() as { csrf_token: string }).csrf_token };
};
