// Paid personalised orders for bench/scale.mjs, and what became of their print jobs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Creates `count` heart-template orders through the shop at `base` and marks them paid (as the sandbox's payment does). */
export const seedPaidPrintOrders = async (db, base, count) => {
  const variation = (
    await db.query(
      `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
       JOIN attribute_option o ON o.id = v.option_id JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
       WHERE p.sku = 'TPL-HEART' AND o.name = '13x18'`,
    )
  ).rows[0];
  const made = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/print-orders.ts', base, String(count), JSON.stringify(variation)],
    { cwd: root, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(made.stderr);
  const ids = JSON.parse(made.stdout);
  await db.query(`UPDATE shop_order SET status = 'checkout_complete', completed_at = now() WHERE id = ANY($1)`, [ids]);
  return ids;
};

/** Jobs done and jobs not done, of the given orders. */
export const printJobStates = async (db, ids) => {
  const jobs = (await db.query(`SELECT status, attempts FROM print_job WHERE order_id = ANY($1)`, [ids])).rows;
  const done = jobs.filter((j) => j.status === 'done').length;
  return { done, left: ids.length - done, retried: jobs.filter((j) => j.attempts > 1).length };
};
