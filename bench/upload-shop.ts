// The shop the upload bench measures, in a process of its own so its resident memory is the
// server's alone: the API on embedded PGlite in memory, media in a local folder (argv[2]),
// sharp set up as server/main.ts sets it. Prints "ready <port>" once it listens.
import sharp from 'sharp';
import { buildApp } from '../server/app.js';
import { testConfig } from '../test/builders/config.js';
import { openPglite } from '../server/db/pglite.js';
import { migrate } from '../server/db/migrate.js';
import { seedCatalogue } from '../server/demo/seed/index.js';

sharp.cache(false);
sharp.concurrency(1);
const mediaDir = process.argv[2]!;
const db = await openPglite();
await migrate(db);
await seedCatalogue(db, { seed: 7 });
const config = testConfig({ ...process.env, MEDIA_DIR: mediaDir, DATA_DIR: mediaDir });
const app = await buildApp({ config, db, withSsr: false, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0)),
);
