/**
 * The checkout and confirmation pages embed the provider's snippet, which loads the provider's own
 * scripts and frames (Klarna's from its CDNs). Only these two pages admit the provider's origins,
 * in `script-src` and `frame-src`; every other page keeps the shop's own policy
 * (server/http/security-headers.ts).
 */
import type { FastifyInstance } from 'fastify';
import { resolveStorePath } from '../../src/domain/stores/stores.js';

const EMBEDDING_PAGE = /^\/checkout(\/confirmation\/[^/]+)?\/?$/;

/** The page's policy with `origins` added to the directives that load scripts and frames. */
export const admitOrigins = (policy: string, origins: readonly string[]): string =>
  policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name === 'script-src' || name === 'frame-src' ? `${directive} ${origins.join(' ')}` : directive;
    })
    .join(';');

export const checkoutPagePolicy = (app: FastifyInstance, origins: readonly string[]): void => {
  if (origins.length === 0) return;
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
    const path = req.url.split('?')[0] ?? '';
    if (!EMBEDDING_PAGE.test(resolveStorePath(path).rest)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') void reply.header('content-security-policy', admitOrigins(policy, origins));
    return payload;
  });
};
