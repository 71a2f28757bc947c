// Personalised orders for bench/scale.mjs's print-job run: `tsx bench/print-orders.ts <shop url> <count>`
// creates <count> orders of the heart template through the shop's orders API (the same line a
// shopper's cart sends) and prints their ids as JSON. The bench marks them paid.
import { encodeTemplateFields } from '../src/adapters/http/contract/index.js';
import { templateDefaults } from '../src/domain/templates/index.js';

const [base, count] = [process.argv[2]!, Number(process.argv[3] ?? 50)];
const { product_id, variation_id, amount } = JSON.parse(process.argv[4]!) as {
  product_id: number;
  variation_id: number;
  amount: number;
};
const ids: string[] = [];
for (let i = 0; i < count; i++) {
  const values = { ...encodeTemplateFields('heart', templateDefaults('heart')) };
  const line = {
    uuid: `print-${i}`,
    type: 1,
    thumb: '/t.webp',
    name: 'Heart',
    slug: 'heart',
    product_id,
    variation_id,
    variation_name: '13x18',
    sku: 'SKU',
    margin: false,
    black_and_white: false,
    price: amount,
    currency: 'EUR',
    quantity: 1,
    template: { values, assets: {}, valid: true },
  };
  const res = await fetch(`${base}/api/sandbox-checkout/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cart: [line], coupons: [], campaign_data: {} }),
  });
  if (!res.ok) throw new Error(`order ${i}: ${res.status} ${await res.text()}`);
  ids.push(((await res.json()) as { id: string }).id);
}
process.stdout.write(JSON.stringify(ids));
