// One client flooding the shop with pages no cache holds, and what another client sees meanwhile
// (docs/configuration.md "Limits"): the flooding address asks for BENCH_FLOOD_PARALLEL (50) uncached
// search pages at a time for BENCH_FLOOD_SECONDS (10), each answered request replaced by a new one;
// a second address asks for pages the cache holds, one after another. Printed: the flood's answers
// by status, and the second client's p50 / p95 before and during the flood (goal: p95 under 100 ms).
// The two clients are two loopback addresses (127.0.0.2 floods, 127.0.0.1 browses), so the shop
// tells them apart as it would two shoppers.
// Usage: npm run build && npx tsx bench/page-flood.ts
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startShop, stopShop } from './shop.mjs';

const PARALLEL = Number(process.env.BENCH_FLOOD_PARALLEL ?? 50);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const port = 3760;
const base = `http://127.0.0.1:${port}`;

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly retryAfter: string | undefined;
}
const get = (agent: Agent, localAddress: string, url: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(`${base}${url}`, { agent, localAddress }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - t0,
          retryAfter: res.headers['retry-after'] as string | undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
const quantile = (xs: readonly number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * q) - 1)] ?? NaN;

const dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-flood-bench-'));
const { child } = await startShop({ port, env: { DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' } });
try {
  const shopper = new Agent({ keepAlive: true, maxSockets: 1 });
  const flooder = new Agent({ keepAlive: true, maxSockets: PARALLEL });
  // Pages a shopper browses (as bench/run.mjs picks them): the start page, a category with posters, a poster.
  interface Category {
    readonly dynamic: boolean;
    readonly product_count: number;
    readonly product_type: number;
    readonly hierarchy: { slug: string }[];
    readonly children: Category[];
  }
  const flat = (cs: Category[]): Category[] => cs.flatMap((c) => [c, ...flat(c.children)]);
  const categories = flat((await (await fetch(`${base}/api/categories`)).json()) as Category[]);
  const category = categories.find((c) => !c.dynamic && c.product_count > 0 && c.product_type === 1) ?? categories[0]!;
  const poster = ((await (await fetch(`${base}/api/products?type=1&limit=1`)).json()) as { slug: string }[])[0]!;
  const cached = ['/', `/product-category/${category.hierarchy.map((h) => h.slug).join('/')}`, `/product/${poster.slug}`];
  for (const url of cached) await get(shopper, '127.0.0.1', url);

  const browse = async (until: () => boolean) => {
    const times: number[] = [];
    for (let i = 0; !until(); i++) {
      const answer = await get(shopper, '127.0.0.1', cached[i % cached.length]!);
      if (answer.status !== 200) throw new Error(`cached page answered ${answer.status}`);
      times.push(answer.ms);
    }
    return times;
  };
  const quietEnd = performance.now() + 3000;
  const quiet = await browse(() => performance.now() > quietEnd);

  const floodEnd = performance.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  let withoutRetryAfter = 0;
  let n = 0;
  const flood = Array.from({ length: PARALLEL }, async () => {
    while (performance.now() < floodEnd) {
      const answer = await get(flooder, '127.0.0.2', `/search?query=flood${n++}x${Math.random().toString(36).slice(2, 8)}`);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 429 && !answer.retryAfter) withoutRetryAfter += 1;
    }
  });
  const during = await browse(() => performance.now() > floodEnd);
  await Promise.all(flood);
  shopper.destroy();
  flooder.destroy();

  console.log(`\nOne address asking for ${PARALLEL} uncached pages at a time for ${SECONDS} s; another browsing cached pages`);
  console.log(
    `flood answers: ${[...statuses].map(([s, c]) => `${c} × ${s}`).join(', ')}` +
      (withoutRetryAfter ? ` (${withoutRetryAfter} × 429 without Retry-After)` : ''),
  );
  const row = (times: number[]) => ({
    requests: times.length,
    'p50 ms': Math.round(quantile(times, 0.5)),
    'p95 ms': Math.round(quantile(times, 0.95)),
  });
  console.table({ 'cached pages, no flood': row(quiet), 'cached pages, during the flood': row(during) });
  const p95 = quantile(during, 0.95);
  console.log(`second client's p95 during the flood: ${Math.round(p95)} ms (goal < 100: ${p95 < 100 ? 'ok' : 'OVER'})`);
} finally {
  await stopShop(child);
  await rm(dataDir, { recursive: true, force: true });
}
