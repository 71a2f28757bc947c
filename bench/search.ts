// Search quality and speed (issue: search on PostgreSQL's own text search), in its own process:
//  - quality: the share of queries made from the seeded catalogue (test/builders/search-queries.ts)
//    that find the intended poster in the first 5 (names) or 24 (the rest), per kind of query;
//  - speed: p95 of GET /api/products?query= and GET /api/search answers (the route, the database
//    and the encoding, in process, never from the answer cache) over the same queries, on the seeded catalogue and on a
//    throw-away embedded database grown to 10,000 posters (copies of the seeded posters under new
//    names, with their tags, categories, sizes, prices and images).
//    The growing runs in batches of 500 posters, one transaction each, with its progress printed
//    and a time limit (BENCH_SEARCH_GROW_SECONDS, 900).
// Usage: npx tsx bench/search.ts [posters to grow to, default 10000]
import type { FastifyInstance } from 'fastify';
import { startApi } from '../test/server/harness.js';
import { searchCases, searchQuality, type SearchCase } from '../test/builders/search-queries.js';
import type { Db } from '../server/db/db.port.js';

const GROWN = Number(process.argv[2] ?? 10_000);
/** Longest the growing may take; the bench then measures at the size reached (BENCH_SEARCH_GROW_SECONDS). */
const GROW_SECONDS = Number(process.env.BENCH_SEARCH_GROW_SECONDS ?? 900);
const ROUNDS = 3;

const ask = async (app: FastifyInstance, url: string) => {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { ms: performance.now() - t0, body: res.json() as unknown };
};
// Each round asks a slightly different page size, so no answer comes from the server's
// one-minute answer cache: every figure is a search the database ran.
const urls = (c: SearchCase, round = 0) => [
  `/api/products?store=${c.store}&limit=${24 - round}&query=${encodeURIComponent(c.query)}`,
  `/api/search?store=${c.store}&limit=${24 - round}&query=${encodeURIComponent(c.query)}`,
  // What the dropdown asks while the shopper types: the first letters.
  `/api/search?store=${c.store}&limit=${6 - round}&query=${encodeURIComponent(c.query.slice(0, 4))}`,
];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

/** `qualityBudget`: the grown catalogue's copies share artists, tags and colours, so there only speed has a budget. */
const measure = async (label: string, app: FastifyInstance, cases: SearchCase[], budget: number, qualityBudget: boolean) => {
  const answers: number[][] = [];
  const t0 = performance.now();
  const progress = (what: string) => console.log(`  ${label}: ${what} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  for (const c of cases) answers.push(((await ask(app, urls(c)[0]!)).body as { id: number }[]).map((p) => p.id));
  progress(`asked the ${cases.length} quality queries`);
  const quality = searchQuality(cases, answers);
  const times: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const c of cases) for (const u of urls(c, round)) times.push((await ask(app, u)).ms);
    progress(`timing round ${round} of ${ROUNDS} done`);
  }
  console.log(`\n${label}: quality (found in the first 5 for names, the first 24 for the rest)`);
  console.table(
    Object.fromEntries(
      quality.perKind.map((k) => [
        k.kind,
        { found: k.found, of: k.of, share: `${((k.found / Math.max(1, k.of)) * 100).toFixed(0)} %` },
      ]),
    ),
  );
  const verdict = qualityBudget
    ? `budget ≥ 95 %: ${quality.overall >= 0.95 ? 'ok' : 'OVER'}`
    : 'no budget: dozens of copies share each artist, tag and colour';
  console.log(`overall ${(quality.overall * 100).toFixed(1)} % (${verdict})`);
  const p = p95(times);
  console.log(
    `${label}: p95 of ${times.length} search answers ${p.toFixed(1)} ms, median ${[...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(1)} ms (budget < ${budget} ms: ${p < budget ? 'ok' : 'OVER'})`,
  );
};

/** Posters added per transaction: each commit indexes its batch (migration 071's deferred rebuild). */
const BATCH = 500;

/**
 * Grows the throw-away database to `to` posters in batches, printing progress, and stops at the
 * deadline (the figures then say how many posters they were measured at).
 */
const grow = async (db: Db, to: number, deadline: number) => {
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE type = 1')).rows[0]!.n;
  const have = await count();
  const n = Math.max(0, to - have);
  await db.exec(`CREATE TEMP TABLE bench_src (k integer PRIMARY KEY, id integer NOT NULL);
    INSERT INTO bench_src SELECT row_number() OVER (ORDER BY id), id FROM product WHERE type = 1;
    CREATE TEMP TABLE bench_map (g integer PRIMARY KEY, a integer NOT NULL, b integer NOT NULL, id integer)`);
  const t0 = performance.now();
  let done = 0;
  for (let from = 1; from <= n; from += BATCH) {
    if (performance.now() > deadline) {
      console.log(`  time limit reached: stopped growing at ${have + done} posters`);
      break;
    }
    const upto = Math.min(n, from + BATCH - 1);
    const batch = `m.g BETWEEN ${from} AND ${upto}`;
    await db.transaction(async (tx) => {
      await tx.exec(`INSERT INTO bench_map (g, a, b)
        SELECT g, sa.id, sb.id FROM generate_series(${from}, ${upto}) g, (SELECT count(*)::int AS c FROM bench_src) c
        JOIN bench_src sa ON true JOIN bench_src sb ON true
        WHERE sa.k = 1 + g % c.c AND sb.k = 1 + (g * 31 + 7) % c.c`);
      await tx.exec(`INSERT INTO product (sku, type, status, artist_id, portrait, color, popularity, art, metadata)
        SELECT 'BENCH-' || m.g, 1, 4, p.artist_id, p.portrait, p.color, (m.g * 7919) % 1000, p.art, p.metadata
        FROM bench_map m JOIN product p ON p.id = m.a WHERE ${batch}`);
      await tx.exec(`UPDATE bench_map m SET id = p.id FROM product p WHERE p.sku = 'BENCH-' || m.g AND ${batch}`);
      // A new name per copy: the first word of one seeded name and the last word of another.
      await tx.exec(`INSERT INTO product_i18n (product_id, language, slug, name, description)
        SELECT m.id, ia.language, ia.slug || '-b' || m.g,
               split_part(ia.name, ' ', 1) || ' ' || regexp_replace(ib.name, '^.* ', ''), ia.description
        FROM bench_map m JOIN product_i18n ia ON ia.product_id = m.a
        JOIN product_i18n ib ON ib.product_id = m.b AND ib.language = ia.language WHERE ${batch}`);
      await tx.exec(`INSERT INTO product_tag (product_id, tag_id)
        SELECT m.id, t.tag_id FROM bench_map m JOIN product_tag t ON t.product_id = m.a WHERE ${batch}`);
      await tx.exec(`INSERT INTO product_category (product_id, category_id, position)
        SELECT m.id, c.category_id, c.position FROM bench_map m JOIN product_category c ON c.product_id = m.a WHERE ${batch}`);
      await tx.exec(`INSERT INTO variation (product_id, sku, option_id, stock, position)
        SELECT m.id, v.sku || '-B' || m.g, v.option_id, v.stock, v.position FROM bench_map m JOIN variation v ON v.product_id = m.a
        WHERE ${batch}`);
      await tx.exec(`INSERT INTO variation_price (variation_id, currency, amount)
        SELECT nv.id, vp.currency, vp.amount FROM bench_map m
        JOIN variation ov ON ov.product_id = m.a JOIN variation nv ON nv.product_id = m.id AND nv.option_id = ov.option_id
        JOIN variation_price vp ON vp.variation_id = ov.id WHERE ${batch}`);
      await tx.exec(`INSERT INTO product_image (product_id, variation_id, type, url, width, height, position)
        SELECT m.id, NULL, i.type, i.url, i.width, i.height, i.position
        FROM bench_map m JOIN product_image i ON i.product_id = m.a AND i.variation_id IS NULL WHERE ${batch}`);
    });
    done = upto;
    const s = (performance.now() - t0) / 1000;
    process.stdout.write(`  grown to ${have + done} of ${to} posters, indexed at each commit (${s.toFixed(0)} s)\n`);
  }
  await db.exec('ANALYZE');
  return count();
};

const shop = await startApi();
const cases = await searchCases(shop.db, 20);
const seeded = (await shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product WHERE status = 4')).rows[0]!.n;
await measure(`Seeded catalogue (${seeded} products)`, shop.app, cases, 30, true);
const t0 = performance.now();
const posters = await grow(shop.db, GROWN, t0 + GROW_SECONDS * 1000);
console.log(
  `\ngrew the throw-away database to ${posters} posters, indexed at commit, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
await measure(`Grown catalogue (${posters} posters)`, shop.app, cases, 80, false);
await shop.close();
console.log('search bench done');
