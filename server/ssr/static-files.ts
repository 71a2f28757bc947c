import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { createRequire } from 'node:module';
import { FLAG_PATH } from '../../src/ui/layout/flags.js';

/** The built client's hashed assets and the country flags, served beside the rendered pages. */
export const serveStaticFiles = async (app: FastifyInstance, clientDir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
  });
  // Country flags (src/ui/layout/flags.ts) from the installed flag-icons package. Their names are
  // not hashed, so they are kept a day, not a year.
  await app.register(fastifyStatic, {
    root: path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags/4x3'),
    prefix: FLAG_PATH,
    decorateReply: false,
    maxAge: '1d',
    index: false,
    list: false,
  });
};
