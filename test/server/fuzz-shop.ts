import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../builders/config';
import { createInMemoryMediaStore } from '../../server/uploads/in-memory-media-store';
import { as, logIn, type Session } from './artist-session';
import { staffSession } from './staff-session';
import type { FuzzRequest } from './fuzz-requests';
import { openSeededPglite } from '../builders/seeded-pglite';

/**
 * The seeded shop for the fuzz run (test/server/fuzz.test.ts, bench/fuzz-count.ts): in memory,
 * with pages when the bundles are built, an artist, a reviewer and a staff admin signed in, and a sender that
 * answers each hostile request's status.
 */
export const startFuzzShop = async (root = '.') => {
  const pages = existsSync(path.resolve(root, 'dist/ssr/entry-server.js'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'poster-shop-fuzz-'));
  const db = await openSeededPglite();
  // The sign-ins below go through the fixed PUBLIC_URL, not the injected requests' host.
  const config = testConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.resolve(root, 'dist'),
    // Every hostile file reaches the image checks rather than the hourly upload limit.
    UPLOAD_LIMIT_PER_CLIENT: '1000000',
    UPLOAD_LIMIT_PER_NETWORK: '1000000',
    // /metrics is registered (and fuzzed with malformed credentials) only behind a token.
    METRICS_TOKEN: 'fuzz-metrics-token',
  });
  // Warnings and errors the server logs while answering, for the checks that no answer went wrong
  // after it was sent (Fastify's "Reply was already sent", Node's ERR_HTTP_HEADERS_SENT).
  const logs: string[] = [];
  const logger = { level: 'warn', stream: { write: (line: string) => void logs.push(line) } };
  const app: FastifyInstance = await buildApp({ config, db, logger, withSsr: pages, media: createInMemoryMediaStore() });
  await app.ready();
  const sessions: Record<'artist' | 'reviewer' | 'admin', Pick<Session, 'cookie' | 'csrf'>> = {
    artist: await logIn(app, 'sandbox-artist-1'),
    reviewer: await logIn(app, 'sandbox-reviewer'),
    admin: await staffSession(app, 'sandbox-admin'),
  };
  const send = async (r: FuzzRequest): Promise<LightMyRequestResponse> =>
    app.inject({
      method: r.method,
      url: r.url,
      payload: r.payload,
      headers: { ...r.headers, ...(r.session ? as(sessions[r.session]) : {}) },
    });
  const close = async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, db, pages, send, close, logs };
};
