import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Cookie header value from a response's Set-Cookie (name=value only). */
export const cookieFrom = (res: LightMyRequestResponse, name: string): string | undefined => {
  const all = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const hit = all.find((c) => c.startsWith(`${name}=`));
  return hit?.split(';')[0];
};

const hiddenFields = (html: string, subject: string): Record<string, string> => {
  const form = html.split('<form').find((f) => f.includes(`name="subject" value="${subject}"`));
  if (!form) throw new Error(`no consent form for ${subject}`);
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return Object.fromEntries([...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
};

export interface Browser {
  cookie?: string;
}

/** Starts a login and returns the consent page fields and the login cookie. */
export const startLogin = async (app: FastifyInstance, returnTo = '/my-account') => {
  const start = await app.inject({ method: 'GET', url: `/auth/login?return_to=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const consent = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  expect(consent.statusCode, consent.body).toBe(200);
  return { loginCookie: cookieFrom(start, 'shop_login')!, authorize, consent: consent.body };
};

/** Chooses an identity on the consent page; returns the callback URL (path + query). */
export const consentAs = async (app: FastifyInstance, consentHtml: string, subject: string): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/wallet/authorize',
    payload: new URLSearchParams(hiddenFields(consentHtml, subject)).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode, res.body).toBe(303);
  const back = new URL(res.headers.location as string);
  return back.pathname + back.search;
};

/** The whole login through the sandbox provider; `previous` is a session cookie the browser already had. */
export const logIn = async (app: FastifyInstance, subject: string, previous?: string) => {
  const { loginCookie, consent } = await startLogin(app);
  const callback = await consentAs(app, consent, subject);
  const done = await app.inject({
    method: 'GET',
    url: callback,
    headers: { cookie: [loginCookie, previous].filter(Boolean).join('; ') },
  });
  expect(done.statusCode, done.body).toBe(302);
  const cookie = cookieFrom(done, 'shop_session');
  expect(cookie).toBeDefined();
  const account = await app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: cookie! } });
  expect(account.statusCode, account.body).toBe(200);
  const body = JSON.parse(account.body) as { csrf_token: string; account: { id: number }; role: string };
  return {
    cookie: cookie!,
    csrf: body.csrf_token,
    artistId: body.account.id,
    role: body.role,
    setCookie: done.headers['set-cookie'],
  };
};

export type Session = Awaited<ReturnType<typeof logIn>>;

export const as = (s: Pick<Session, 'cookie' | 'csrf'>, extra: Record<string, string> = {}) => ({
  cookie: s.cookie,
  'x-csrf-token': s.csrf,
  ...extra,
});
