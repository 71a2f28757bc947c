import type { Db } from './db.port.js';
import { migrate } from './migrate.js';
import { isSeeded, seedCatalogue } from '../seed/index.js';
import { seedCoupons } from '../seed/coupons.js';

/** The advisory-lock key of start-up work ("postershop" on a phone keypad, 32-bit). */
export const STARTUP_LOCK = 76_783_746;

/**
 * What a server does to its database before serving: apply migrations, seed the demo
 * catalogue on first start, (re)insert the demo coupons. Several instances started together
 * against one PostgreSQL do it one after the other under an advisory lock, so the work runs
 * once — the next instance finds every migration recorded and the catalogue seeded.
 */
export const prepareDatabase = (
  db: Db, opts: { seed: number; say: (msg: string) => void },
): Promise<void> => db.exclusive(STARTUP_LOCK, async () => {
  const applied = await migrate(db);
  if (applied.length) opts.say(`Applied migrations: ${applied.join(', ')}`);
  if (!(await isSeeded(db))) {
    opts.say('Seeding the demo catalogue (first start)…');
    const summary = await seedCatalogue(db, {
      seed: opts.seed,
      onProgress: (step, done, total) => opts.say(`  [${String(done).padStart(2)}/${total}] ${step}`),
    });
    opts.say(`Seeded: ${JSON.stringify(summary)}`);
  }
  // Demo coupons are (re)inserted on every start; existing codes are left as they are.
  await seedCoupons(db);
});
