import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSources, ROOT } from './sources';

/**
 * Services return values or outcomes with stable codes and know nothing of HTTP (docs/architecture.md#the-server-and-its-capabilities
 * "The server"): no `*.service.ts` imports the wire contract or the HTTP error helpers, nor builds
 * an HTTP problem. Routes decode, call the service, and turn its outcome into an answer through
 * the one table of statuses (server/http/failure-status.ts).
 */
const HTTP_IN_SERVICE = [
  /from\s+['"][./]*src\/adapters\/http\/contract[^'"]*['"]/g,
  /from\s+['"][./]*http\/(?:errors|failure-status)(?:\.js)?['"]/g,
  /\b(?:HttpProblem|badRequest|notFound)\b/g,
];

export const httpIn = (source: string): string[] => HTTP_IN_SERVICE.flatMap((re) => [...source.matchAll(re)].map((m) => m[0]));

const posix = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const services = () =>
  allSources()
    .map(posix)
    .filter((rel) => rel.startsWith('server/') && rel.endsWith('.service.ts'));

describe('server services', () => {
  it('import neither the wire contract nor an HTTP error helper', () => {
    const files = services();
    expect(files.length).toBeGreaterThan(10);
    expect(files).toEqual(expect.arrayContaining(['server/orders/order.service.ts', 'server/orders/refunds/refund.service.ts']));
    const found = files.flatMap((file) => httpIn(readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });

  it.each([
    ["import type { AdminOrder } from '../../src/adapters/http/contract/backoffice.js';"],
    ["import { badRequest } from '../http/errors.js';"],
    ["import { answerOf } from '../../http/failure-status.js';"],
    ["throw new HttpProblem(409, 'This order is already paid.', 'ORDER.ALREADY_PAID');"],
    ['if (!order) throw notFound(`Order ${id}`);'],
  ])('the scan catches %s', (planted) => {
    expect(httpIn(planted).length).toBeGreaterThan(0);
  });

  it('lets an outcome through', () => {
    expect(httpIn("if (!order) return failed('ORDER.NOT_FOUND', `Order ${id} was not found`);")).toEqual([]);
  });
});
