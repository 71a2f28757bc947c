/**
 * Where a sign-in (the artists' and the staff's alike) begins and ends: at PUBLIC_URL, or in the
 * demo without one at the address the request came to, so the embedded sandbox wallet works on
 * whatever host and port the shop was opened at (server/config.ts `publicUrlFromRequest`).
 */
import type { FastifyRequest } from 'fastify';

/** The origin of the request's own address, or PUBLIC_URL. */
export const loginOriginOf =
  (publicUrl: string, fromRequest: boolean | undefined) =>
  (req: FastifyRequest): string =>
    fromRequest ? `${req.protocol}://${req.host}` : publicUrl;

/** The provider's sign-in address; a provider at the shop's own address (the embedded sandbox wallet) is reached where the shop was. */
export const providerUrlAt = (providerUrl: string, origin: string, publicUrl: string): string => {
  const at = new URL(providerUrl);
  if (at.origin === new URL(publicUrl).origin) {
    const o = new URL(origin);
    at.protocol = o.protocol;
    at.host = o.host;
  }
  return at.toString();
};
