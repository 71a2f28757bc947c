import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dumpPglite, openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import { seedCatalogue } from '../../server/demo/seed/index';
import type { Db } from '../../server/db/db.port';

/** A folder of the unit run (./seeded-pglite.global.ts) where the seeded database is kept. */
export const SEEDED_DIR_ENV = 'POSTER_SHOP_SEEDED_PGLITE_DIR';

/**
 * A fresh embedded database holding the seed-7 demo catalogue. The first test file of a run to
 * ask seeds it and leaves a dump in the run's folder; the files after it start from a copy,
 * which skips initdb, the migrations and the seed (about half of a server test file's set-up).
 * A file asking while the dump is still being written seeds its own, as do bench scripts and
 * runs without the folder. The migrations still run on a copy: a no-op when it is current.
 */
export const openSeededPglite = async (): Promise<Db> => {
  const dir = process.env[SEEDED_DIR_ENV];
  const dump = dir && path.join(dir, 'seed-7.tar');
  if (dump && existsSync(dump)) {
    const db = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(dump)]) });
    await migrate(db);
    return db;
  }
  const db = await openPglite();
  await migrate(db);
  await seedCatalogue(db, { seed: 7 });
  if (dump && claim(path.join(dir, 'writer'))) {
    // Written under another name and renamed, so no reader ever sees half a dump.
    writeFileSync(`${dump}.part`, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
    renameSync(`${dump}.part`, dump);
  }
  return db;
};

/** True for the one caller that creates the folder; mkdir is atomic across processes. */
const claim = (lock: string): boolean => {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
};
