import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allSources, ROOT } from './sources';
import { tablesWritten } from './table-writes';
import { TABLE_OWNERS } from '../../server/db/table-owners';

/**
 * Each table has one owning capability (server/db/table-owners.ts, docs/data-ownership.md): only SQL
 * in the owner's folder inserts, updates or deletes its rows; another capability goes through the
 * owner's service or a port the owner implements. The dependency rules check imports; this checks
 * the data.
 */
const owners: Readonly<Record<string, string>> = TABLE_OWNERS;

/** Folders whose writes are not a capability's, each with the reason it stands. */
const EXEMPT: readonly { readonly folder: string; readonly why: string }[] = [
  { folder: 'server/demo/seed/', why: "the demo's bulk loader fills every capability's tables of a new demo database once" },
];

/**
 * Writes that still cross into another capability's table, each with what will replace it. The
 * list only shrinks: a crossing no file needs any more fails the test until it is removed here.
 */
const CROSSINGS: readonly { readonly file: string; readonly table: string; readonly until: string }[] = [
  { file: 'server/auth/session.repository.ts', table: 'artist', until: "the artists' service opens the account on first login" },
  { file: 'server/orders/completion.repository.ts', table: 'gift_card', until: 'gift cards draw and issue through their port' },
  { file: 'server/orders/completion.repository.ts', table: 'gift_card_use', until: 'gift cards draw through their port' },
  { file: 'server/orders/completion.repository.ts', table: 'variation', until: "the catalogue's stock port takes the draw" },
  { file: 'server/artists/account.repository.ts', table: 'product', until: "the catalogue's port adds an artist's poster" },
  {
    file: 'server/artists/account.repository.ts',
    table: 'product_category',
    until: "the catalogue's port adds an artist's poster",
  },
  { file: 'server/artists/account.repository.ts', table: 'product_i18n', until: "the catalogue's port adds an artist's poster" },
  {
    file: 'server/artists/poster-images.repository.ts',
    table: 'product_image',
    until: "the catalogue's port stores a poster's images",
  },
  { file: 'server/db/content-pages.repository.ts', table: 'page', until: 'the content capability keeps its own pages' },
  { file: 'server/db/content-pages.repository.ts', table: 'page_i18n', until: 'the content capability keeps its own pages' },
  {
    file: 'server/backoffice/artist-desk.repository.ts',
    table: 'artist',
    until: "the artists' service changes selling settings",
  },
  {
    file: 'server/backoffice/moderation/posters-in-review.repository.ts',
    table: 'product',
    until: "the catalogue's port publishes a poster",
  },
  {
    file: 'server/backoffice/moderation/posters-in-review.repository.ts',
    table: 'variation',
    until: "the catalogue's port prices a poster",
  },
  {
    file: 'server/backoffice/moderation/posters-in-review.repository.ts',
    table: 'variation_price',
    until: "the catalogue's port prices a poster",
  },
  {
    file: 'server/newsletter/subscribers.repository.ts',
    table: 'coupon',
    until: "the coupon desk's port issues the welcome coupon",
  },
];

const posix = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** The capability a server file belongs to: its first folder under server/ (root files compose, and own nothing). */
const capabilityOf = (rel: string): string | null => {
  const parts = rel.split('/');
  return parts.length > 2 ? parts[1]! : null;
};

/** Every write of `source` (a file of capability `cap`) to a table another capability owns. */
export const foreignWrites = (cap: string, source: string): string[] =>
  tablesWritten(source).filter((t) => t in owners && owners[t] !== cap);

const scanned = () =>
  allSources()
    .map(posix)
    .filter((rel) => rel.startsWith('server/') && !EXEMPT.some((e) => rel.startsWith(e.folder)));

const crossingsFound = () =>
  scanned().flatMap((file) => {
    const cap = capabilityOf(file);
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    if (cap === null) return tablesWritten(source).map((table) => ({ file, table }));
    return foreignWrites(cap, source).map((table) => ({ file, table }));
  });

describe('table ownership', () => {
  it("writes a table only from its owner's folder, but for the crossings listed", () => {
    const listed = new Set(CROSSINGS.map((c) => `${c.file} → ${c.table}`));
    const found = crossingsFound().map((c) => `${c.file} → ${c.table}`);
    expect(found.filter((c) => !listed.has(c))).toEqual([]);
  });

  it('lists only crossings that still exist (the list only shrinks)', () => {
    const found = new Set(crossingsFound().map((c) => `${c.file} → ${c.table}`));
    expect(CROSSINGS.map((c) => `${c.file} → ${c.table}`).filter((c) => !found.has(c))).toEqual([]);
  });

  it('gives every table the migrations create an owner that is a folder of server/', () => {
    const migrations = path.join(ROOT, 'server/db/migrations');
    const sql = readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(path.join(migrations, f), 'utf8'))
      .join('\n');
    // A table named by format() (a partition per language, search_document_%1$s) is its parent's.
    const created = new Set(
      [...sql.matchAll(/CREATE TABLE(?: IF NOT EXISTS)?\s+([a-z_][a-z0-9_]*)(?!%)/gi)]
        .map((m) => m[1]!)
        .filter((t) => !t.endsWith('_')),
    );
    const dropped = new Set([...sql.matchAll(/DROP TABLE(?: IF EXISTS)?\s+([a-z_][a-z0-9_]*)/gi)].map((m) => m[1]!));
    const live = [...created].filter(
      (t) => !dropped.has(t) || sql.lastIndexOf(`CREATE TABLE ${t}`) > sql.lastIndexOf(`DROP TABLE ${t}`),
    );
    expect(live.filter((t) => !(t in owners))).toEqual([]);
    const folders = new Set(
      readdirSync(path.join(ROOT, 'server'), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    );
    expect([...new Set(Object.values(owners))].filter((o) => !folders.has(o))).toEqual([]);
  });

  it('keeps stock and gift-card balances out of the refunds repository', () => {
    const refunds = readFileSync(path.join(ROOT, 'server/orders/refunds/refunds.repository.ts'), 'utf8');
    expect(tablesWritten(refunds)).toEqual(['order_refund']);
    expect(refunds).not.toMatch(/SET\s+(?:stock|balance)/i);
  });

  it.each([
    ['backoffice', "await tx.query('UPDATE variation SET stock = stock + $1 WHERE id = $2', [n, id]);", 'variation'],
    [
      'orders',
      'await tx.query(`INSERT INTO account_transaction (artist_id, amount) VALUES ($1, $2)`, [a, n]);',
      'account_transaction',
    ],
    ['newsletter', "await db.query('DELETE FROM gift_card_use WHERE gift_card_id = $1', [id]);", 'gift_card_use'],
  ])('catches a planted write from %s: %s', (cap, planted, table) => {
    expect(foreignWrites(cap, planted)).toEqual([table]);
  });

  it("lets the owner's own writes, reads and words in comments through", () => {
    expect(
      foreignWrites('catalogue', "await tx.query('UPDATE variation SET stock = stock - $1 WHERE id = $2', [n, id]);"),
    ).toEqual([]);
    expect(foreignWrites('backoffice', "await db.query('SELECT stock FROM variation WHERE id = $1 FOR UPDATE', [id]);")).toEqual(
      [],
    );
    expect(foreignWrites('backoffice', '// the refund must update variation stock through the port')).toEqual([]);
  });

  it.each(EXEMPT)('exempts $folder only while it exists ($why)', ({ folder }) => {
    expect(allSources().some((f) => posix(f).startsWith(folder))).toBe(true);
  });
});
