// Hostile-input fuzz count (issue "zero 5xx on hostile input"): builds the seeded shop in this
// process (pages too when `npm run build` has run), sends N hostile requests over every route
// (test/server/fuzz-requests.ts, fixed seed), then every systematic shape (each number at the
// edges of the column types, each malformed Basic/Bearer header, on every route), and prints how
// many answered 5xx.
// Usage: npx tsx bench/fuzz-count.ts [count, default 10000] [seed, default 1414]
import { edgeRequests, fuzzRequests } from '../test/server/fuzz-requests.js';
import { startFuzzShop } from '../test/server/fuzz-shop.js';

const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 1414);
const shop = await startFuzzShop();
const random = fuzzRequests(count, shop.pages, seed);
const systematic = edgeRequests(shop.pages);
const requests = [...random, ...systematic];
const statuses = new Map<number, number>();
const failures: Array<{
  method: string;
  url: string;
  status: number;
  payload?: string;
  authorization?: string;
  systematic: boolean;
}> = [];
const t0 = performance.now();
for (const [i, r] of requests.entries()) {
  let status: number;
  try {
    status = (await shop.send(r)).statusCode;
  } catch {
    status = 599; // the request could not even be answered
  }
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status >= 500) {
    failures.push({
      method: r.method,
      url: r.url.slice(0, 160),
      status,
      payload: r.payload?.toString('latin1').slice(0, 200),
      authorization: r.headers['authorization']?.slice(0, 40),
      systematic: i >= random.length,
    });
  }
}
const seconds = (performance.now() - t0) / 1000;
await shop.close();
console.log(
  `fuzz: ${count} hostile requests (seed ${seed}) + ${systematic.length} systematic (column-edge numbers, malformed Basic/Bearer), pages ${shop.pages ? 'on' : 'off'}, in ${seconds.toFixed(1)} s`,
);
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
console.log(
  `5xx answers: ${failures.length} (random ${failures.filter((f) => !f.systematic).length}, systematic ${failures.filter((f) => f.systematic).length})`,
);
for (const f of failures.slice(0, 30))
  console.log(`  ${f.status} ${f.method} ${f.url} ${f.authorization ? `[${f.authorization}] ` : ''}${f.payload ?? ''}`);
process.exitCode = failures.length > 0 ? 1 : 0;
