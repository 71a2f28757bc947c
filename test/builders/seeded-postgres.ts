import { createHash } from 'node:crypto';
import { openPostgres } from '../../server/db/postgres';
import { migrate } from '../../server/db/migrate';
import { seedCatalogue } from '../../server/demo/seed/index';
import type { Db } from '../../server/db/db.port';
import { SEEDED_DIR_ENV } from './seeded-pglite';

/**
 * A fresh PostgreSQL database holding the seed-7 demo catalogue, on the server named by
 * `postgresUrl`, for one server test; `drop` removes it.
 *
 * The first caller of a unit run migrates and seeds a template database, named after the run's
 * folder (./seeded-pglite.global.ts), under an advisory lock; every caller then gets a copy with
 * `CREATE DATABASE … TEMPLATE`, which copies files instead of running the migrations and the seed
 * again (about 3 s a test file, and half of the PostgreSQL runs' time). The run's set-up drops the
 * template at its end (`dropRunTemplate`).
 *
 * A role that may not create databases, or a caller outside a unit run (no run folder), gets a
 * schema of its own instead, migrated and seeded in place, as before.
 */
export const openSeededPostgres = async (postgresUrl: string): Promise<{ db: Db; drop(): Promise<void> }> => {
  const admin = await openPostgres(postgresUrl, 1);
  try {
    const template = runTemplateName();
    if (template && (await mayCreateDatabases(admin))) return await copyOfTemplate(admin, postgresUrl, template);
    return await schemaOfItsOwn(admin, postgresUrl);
  } catch (e) {
    await admin.close();
    throw e;
  }
};

/** Drops this run's template database, if a test made one (the unit run's teardown). */
export const dropRunTemplate = async (postgresUrl: string, runDir: string): Promise<void> => {
  const admin = await openPostgres(postgresUrl, 1);
  try {
    await admin.exec(`DROP DATABASE IF EXISTS ${templateNameOf(runDir)} WITH (FORCE)`);
  } finally {
    await admin.close();
  }
};

/** One advisory-lock key for "making the run's template" on the server. */
const TEMPLATE_LOCK = 7_300_007;

const templateNameOf = (runDir: string) => `shop_test_seed7_${createHash('sha256').update(runDir).digest('hex').slice(0, 16)}`;

const runTemplateName = (): string | undefined => {
  const dir = process.env[SEEDED_DIR_ENV];
  return dir ? templateNameOf(dir) : undefined;
};

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

const mayCreateDatabases = async (admin: Db) =>
  (
    await admin.query<{ allowed: boolean }>(
      'SELECT rolcreatedb OR rolsuper AS allowed FROM pg_roles WHERE rolname = current_user',
    )
  ).rows[0]?.allowed === true;

const withDatabase = (postgresUrl: string, database: string) => {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const exists = async (admin: Db, database: string) =>
  (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rows.length > 0;

/** Makes the run's template once: seeded under a temporary name, renamed when whole, so no copy is ever taken of half a seed. */
const ensureTemplate = async (admin: Db, postgresUrl: string, template: string) => {
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists(admin, template)) return;
    const making = uniqueName('shop_test_seeding');
    await admin.exec(`CREATE DATABASE ${making}`);
    try {
      const db = await openPostgres(withDatabase(postgresUrl, making), 4);
      try {
        await migrate(db);
        await seedCatalogue(db, { seed: 7 });
      } finally {
        await db.close();
      }
      await admin.exec(`ALTER DATABASE ${making} RENAME TO ${template}`);
    } catch (e) {
      // A seed that failed half-way leaves no database behind on the shared server.
      await admin.exec(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
      throw e;
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
};

const copyOfTemplate = async (admin: Db, postgresUrl: string, template: string) => {
  await ensureTemplate(admin, postgresUrl, template);
  const name = uniqueName('shop_test');
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openPostgres(withDatabase(postgresUrl, name), 4);
  // A no-op on a current copy, as for the embedded database's copies.
  await migrate(db);
  return {
    db,
    drop: async () => {
      await dropWhenClosed(admin, name);
      await admin.close();
    },
  };
};

/**
 * Drops a test's database once the pool closed before has let go of its connections (a pool's end
 * resolves before their sockets close); forced after a second, since a test may leave one open.
 * Forcing at once would have the server cut connections that were closing anyway, and their
 * pools log it as a lost connection.
 */
const dropWhenClosed = async (admin: Db, name: string) => {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
};

/** Test files running in parallel against one database never see each other's tables. */
const schemaOfItsOwn = async (admin: Db, postgresUrl: string) => {
  const schema = uniqueName('test');
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(url.toString(), 4);
  await migrate(db);
  await seedCatalogue(db, { seed: 7 });
  return {
    db,
    drop: async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
};
