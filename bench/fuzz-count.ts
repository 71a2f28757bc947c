// Hostile-input fuzz count (issue "zero 5xx on hostile input"): builds the seeded shop in this
// process (pages too when `npm run build` has run), sends N hostile requests over every route
// (test/server/fuzz-requests.ts, fixed seed) and prints how many answered 5xx, by route.
// Usage: npx tsx bench/fuzz-count.ts [count, default 10000] [seed, default 1414]
import { fuzzRequests } from '../test/server/fuzz-requests.js';
import { startFuzzShop } from '../test/server/fuzz-shop.js';

const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 1414);
const shop = await startFuzzShop();
const requests = fuzzRequests(count, shop.pages, seed);
const statuses = new Map<number, number>();
const failures: Array<{ method: string; url: string; status: number; payload?: string }> = [];
const t0 = performance.now();
for (const r of requests) {
  let status: number;
  try {
    status = (await shop.send(r)).statusCode;
  } catch {
    status = 599; // the request could not even be answered
  }
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status >= 500) failures.push({ method: r.method, url: r.url.slice(0, 160), status, payload: r.payload?.toString('latin1').slice(0, 200) });
}
const seconds = (performance.now() - t0) / 1000;
await shop.close();
console.log(`fuzz: ${count} hostile requests (seed ${seed}, pages ${shop.pages ? 'on' : 'off'}) in ${seconds.toFixed(1)} s`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
console.log(`5xx answers: ${failures.length}`);
for (const f of failures.slice(0, 30)) console.log(`  ${f.status} ${f.method} ${f.url} ${f.payload ?? ''}`);
process.exitCode = failures.length > 0 ? 1 : 0;
