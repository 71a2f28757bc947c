// Memory after junk URLs (architecture "bounded caches"): builds the shop in this process on
// an in-memory seeded database, then sends distinct junk query strings to the catalogue API
// and to pages, and prints resident memory before and after.
// Usage: npx tsx bench/junk-urls.ts [repo root, default .] [count, default 10000]
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(process.argv[2] ?? '.');
const count = Number(process.argv[3] ?? 10_000);
const load = (p: string) => import(pathToFileURL(path.join(root, p)).href);
const { openPglite } = await load('server/db/pglite.ts');
const { migrate } = await load('server/db/migrate.ts');
const { seedCatalogue } = await load('server/seed/index.ts');
const { buildApp } = await load('server/app.ts');
const { loadConfig } = await load('server/config.ts');

const db = await openPglite();
await migrate(db);
await seedCatalogue(db, { seed: 7 });
const app = await buildApp({ config: { ...loadConfig({ DIST_DIR: path.join(root, 'dist') }), logLevel: 'warn' }, db, logger: false });
await app.ready();
const mb = () => Math.round(process.memoryUsage().rss / 1048576);
global.gc?.();
const before = mb();
for (let i = 0; i < count; i++) {
  const url = process.env.JUNK === "health" ? `/health?x=${i}` : process.env.JUNK === "pages" ? `/?utm_x=${i}` : process.env.JUNK === "api" ? `/api/products?limit=100&nocache=${i}` : i % 2 === 0 ? `/api/products?limit=100&nocache=${i}` : `/?utm_x=${i}`;
  const res = await app.inject(url);
  if (res.statusCode >= 500) throw new Error(`${url}: ${res.statusCode}`);
}
global.gc?.();
console.log(JSON.stringify({ root, junkUrls: count, rssBeforeMB: before, rssAfterMB: mb() }));
await app.close();
await db.close();
