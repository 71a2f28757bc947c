import type { FastifyRequest } from 'fastify';

// The session cookie's settings and the return address after a sign-in, the same for the artist's
// login (server/artists/artist-login.routes.ts) and the staff's (server/backoffice/staff-login.routes.ts).

/** Only a path on this site: never an absolute or protocol-relative URL (open redirect). */
export const safeReturnPath = (value: unknown): string =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 300 ? value : '/my-account';

export const sessionCookieOptions = (req: FastifyRequest, publicUrl: string, maxAgeS: number, path = '/') => ({
  signed: true,
  httpOnly: true,
  sameSite: 'lax' as const,
  path,
  maxAge: maxAgeS,
  secure: publicUrl.startsWith('https:') || req.protocol === 'https',
});
