import type { Db } from './db/db.port.js';
import type { ShopMode } from './config.js';
import { migrate } from './db/migrate.js';
import { STARTUP_LOCK } from './db/startup-lock.js';
import { StartRefused } from './shop-mode.js';
import { recordSetupStep, setupStepDone } from './db/setup-steps.repository.js';
import { addPageUnlessPresent } from './db/content-pages.repository.js';
import type { DemoWorld } from './demo/index.js';

const DEMO_DATABASE_IN_PRODUCTION =
  'SHOP_MODE=production refuses to start: this database was seeded with the demo ' +
  'catalogue and its public coupons (BIGSAVER makes any poster free). Point DATABASE_URL (or DATA_DIR) at a production database.';

/**
 * What a server does to its database before serving: apply migrations, then, in demo mode
 * only, seed the demo catalogue and coupons — once. The seed is a recorded setup step, never a
 * repair on every start: a coupon or product an operator deleted stays deleted. Production
 * seeds nothing and refuses a database the demo seeded. Several instances started together
 * against one PostgreSQL do this one after the other under an advisory lock, so it runs once.
 */
export const prepareDatabase = (db: Db, opts: { mode: ShopMode; seed: number; say: (msg: string) => void }): Promise<void> =>
  db.exclusive(STARTUP_LOCK, async () => {
    const applied = await migrate(db);
    if (applied.length) opts.say(`Applied migrations: ${applied.join(', ')}`);
    const demoSeeded = await setupStepDone(db, 'demo-seed');
    if (opts.mode === 'production') {
      if (demoSeeded) throw new StartRefused(DEMO_DATABASE_IN_PRODUCTION);
      return;
    }
    const demo = (await import('./demo/index.js')).demoWorld;
    if (!demoSeeded) await seedDemo(db, demo, opts);
    await correctSeededCatalogue(db, demo);
    await addArtistTermsPage(db, demo, opts.say);
  });

const seedDemo = async (
  db: Db,
  { isSeeded, seedCatalogue, seedCoupons }: DemoWorld,
  opts: { seed: number; say: (msg: string) => void },
): Promise<void> => {
  // A catalogue written before a crash that stopped the step being recorded is kept (the
  // catalogue seed is one transaction); the coupons and the record then finish the step.
  if (!(await isSeeded(db))) {
    opts.say('Seeding the demo catalogue (first start)…');
    const summary = await seedCatalogue(db, {
      seed: opts.seed,
      onProgress: (step, done, total) => opts.say(`  [${String(done).padStart(2)}/${total}] ${step}`),
    });
    opts.say(`Seeded: ${JSON.stringify(summary)}`);
  }
  await db.transaction(async (tx) => {
    await seedCoupons(tx);
    await recordSetupStep(tx, 'demo-seed');
  });
};

/**
 * Posters' frame types and the delivery page's shipping sentence, as the seed writes them now, for
 * a demo database seeded before (a no-op on a fresh seed). Recorded, so it runs once; production
 * databases never run it.
 */
const correctSeededCatalogue = async (db: Db, demo: DemoWorld): Promise<void> => {
  if (await setupStepDone(db, 'demo-catalogue-corrections')) return;
  await db.transaction(async (tx) => {
    await demo.correctSeededCatalogue(tx);
    await recordSetupStep(tx, 'demo-catalogue-corrections');
  });
};

/**
 * The artist terms page (linked from the onboarding's terms checkbox) joined the demo seed after
 * databases had been seeded: a one-time step adds it where it is missing. Recorded, so a page the
 * operator deleted afterwards stays deleted.
 */
const addArtistTermsPage = async (db: Db, demo: DemoWorld, say: (msg: string) => void): Promise<void> => {
  if (await setupStepDone(db, 'demo-artist-terms')) return;
  await db.transaction(async (tx) => {
    if (await addPageUnlessPresent(tx, 'artist-terms', demo.pageTexts('artist-terms'))) say('Added the artist terms page.');
    await recordSetupStep(tx, 'demo-artist-terms');
  });
};
