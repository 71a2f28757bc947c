import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { loggingOptions } from '../../server/http/logging';

/** The log a person or a collector reads, by mode (docs/configuration.md, LOG_LEVEL). */
const logOf = async (mode: 'demo' | 'production', logLevel: string) => {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const app = Fastify(loggingOptions({ mode, logLevel }, out));
  app.get('/fine', async () => 'ok');
  app.get('/broken', async () => {
    throw new Error('the disk caught fire');
  });
  await app.ready();
  app.log.info('Poster shop ready');
  app.log.warn('media cache almost full');
  await app.inject('/fine');
  await app.inject('/broken');
  await app.close();
  return text.split('\n').filter(Boolean);
};

describe('the server log', () => {
  it('in the demo, is one readable line per start, warning and error, with requests left out at info', async () => {
    const lines = await logOf('demo', 'info');
    expect(lines.some((l) => /^\[\d\d:\d\d:\d\d\] INFO: Poster shop ready$/.test(l))).toBe(true);
    expect(lines.some((l) => /^\[\d\d:\d\d:\d\d\] WARN: media cache almost full$/.test(l))).toBe(true);
    expect(lines.filter((l) => l.includes('ERROR') && l.includes('the disk caught fire'))).not.toHaveLength(0);
    expect(lines.some((l) => l.includes('/fine'))).toBe(false);
    expect(lines.every((l) => !l.startsWith('{'))).toBe(true);
  });

  it('in the demo, shows each request at debug', async () => {
    const lines = await logOf('demo', 'debug');
    expect(lines.some((l) => /DEBUG: request completed .*"url":"\/fine".*"statusCode":200/.test(l))).toBe(true);
  });

  it('in production, stays one JSON object per line with every request', async () => {
    const lines = await logOf('production', 'info');
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; res?: { statusCode: number } });
    expect(entries.map((e) => e.msg)).toContain('Poster shop ready');
    expect(entries.filter((e) => e.msg === 'request completed').map((e) => e.res?.statusCode)).toEqual([200, 500]);
  });
});
