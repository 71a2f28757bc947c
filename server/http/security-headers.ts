/**
 * Security headers on every response — JSON, pages, media, redirects, 404s and the sandbox
 * pages (architecture "The server"; docs/rules/product-pages.md#size-frame-and-options pages are framed only by the shop itself).
 *
 * @fastify/helmet sets them in an onRequest hook, so they are on the reply before any route,
 * cache hit, redirect or error handler answers. Each response gets its own CSP nonces
 * (`reply.cspNonce.script` / `.style`): server-rendered pages put the script nonce on their
 * inline data and module scripts; the sandbox pages use both.
 *
 * Decisions:
 * - Inline style attributes and `<style>` elements of the React pages stay allowed
 *   (`style-src-attr` / `style-src-elem` 'unsafe-inline'): a nonce in `style-src` would
 *   otherwise switch 'unsafe-inline' off for them.
 * - HSTS only on answers served over HTTPS (directly, or through a trusted proxy's
 *   X-Forwarded-Proto, see TRUST_PROXY): over plain HTTP the header means nothing.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';

export const PAGE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcElem: ["'self'", "'unsafe-inline'"],
  styleSrcAttr: ["'unsafe-inline'"],
  // blob: for the local preview of a file the person is about to upload (artist posters,
  // upload-your-own), shown before it leaves the browser.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: PAGE_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: false,
    // Images and models are fetched by the shop's own pages; other sites may link them (CDN).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The page headers for an answer no onRequest hook prepared (an address the router could not
 * read never reaches helmet's hook): the same policy with a fresh script nonce, which it returns.
 */
export const withPageHeaders = (reply: FastifyReply): string => {
  const script = randomBytes(16).toString('hex');
  const directives = { ...PAGE_DIRECTIVES, scriptSrc: [...PAGE_DIRECTIVES.scriptSrc, `'nonce-${script}'`] };
  void reply.headers({
    'content-security-policy': Object.entries(directives)
      .map(([k, v]) => `${kebab(k)} ${v.join(' ')}`)
      .join(';'),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-site',
  });
  return script;
};
