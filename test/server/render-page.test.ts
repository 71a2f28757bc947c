/**
 * One renderer for preview and print (docs/rules/personalisation.md#print-files "live preview", render page; the print file of a
 * paid order): for every template, the SVG the product page previews from the shopper's values
 * is the very string the print pipeline rasterises from the stored order line, and the one the
 * render page `render/{id}` serves — after the values travelled through the cart line, the wire
 * codec and the database. The render page keeps the spec's browser quirk (home before its
 * request) and swaps assets to their print-quality variants; an unknown id goes home.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lineTemplateOf, templateMachine } from '../../src/application/flows/template/machine';
import type { TemplateEvent } from '../../src/application/flows/template/events';
import { selectPreviewSvg } from '../../src/application/flows/template/selectors';
import { TEXT_FIELDS } from '../../src/application/flows/template/values';
import { toWireCartLine } from '../../src/adapters/http/http-orders';
import { money, printQualityAssets, TEMPLATE_IDS, templateDefaults, type TemplateId } from '../../src/domain';
import { findOrder } from '../../server/orders/order.repository';
import { printSvgOf } from '../../server/personalisation/print-file';
import { apiForSuite } from './harness';
import { variationOf } from '../builders/cart-line';

/** What a shopper might type: an accent, markup characters and an ampersand. */
const edits = (id: TemplateId): TemplateEvent[] => {
  const field = TEXT_FIELDS[id][0];
  if (field) return [{ type: 'template.setText', field, value: 'Zoë & <Ada>' }];
  return id === 'family'
    ? [
        { type: 'template.setCount', count: 3 },
        { type: 'template.setMember', index: 2, field: 'name', value: 'Zoë & <Ada>' },
        { type: 'template.setMember', index: 2, field: 'yob', value: '2020' },
      ]
    : [];
};

describe('preview equals print, and the render page', () => {
  const api = apiForSuite();

  /** Orders one personalised line as the browser would send it; answers the template-values id and the preview SVG. */
  const orderTemplate = async (id: TemplateId, options: { size: string; margin: boolean; blackAndWhite: boolean }) => {
    const form = createActor(templateMachine.provide({ actions: { publish: () => undefined } }), {
      input: { templateId: id, values: templateDefaults(id), assets: {} },
    }).start();
    edits(id).forEach((e) => form.send(e));
    const preview = selectPreviewSvg(form.getSnapshot(), options);
    const v = await variationOf(api.db, `TPL-${id.toUpperCase()}`, options.size);
    const line = toWireCartLine({
      uuid: `line-${id}`,
      type: 1,
      thumb: '/t.webp',
      name: id,
      slug: id,
      productId: v.product_id,
      variationId: v.variation_id,
      variationName: options.size,
      sku: 'SKU',
      margin: options.margin,
      blackAndWhite: options.blackAndWhite,
      price: money(v.amount, 'EUR'),
      quantity: 1,
      template: lineTemplateOf(form.getSnapshot().context),
    });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [line], coupons: [], campaign_data: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().id as string;
    const row = (
      await api.db.query<{ id: string; assets: Record<string, string> }>(
        'SELECT id, assets FROM template_values WHERE order_id = $1',
        [orderId],
      )
    ).rows[0]!;
    const stored = (await findOrder(api.db, orderId))!.lines[0]!;
    return { preview, stored, valuesId: row.id, assets: row.assets };
  };

  it.each(TEMPLATE_IDS)('%s: the preview SVG is the print file’s source SVG and the render page’s SVG', async (id) => {
    const options = { size: '30x40', margin: true, blackAndWhite: id === 'heart' };
    const { preview, stored, valuesId } = await orderTemplate(id, options);
    // The text may wrap: its lines, read in order, give back what was typed.
    const drawn = [...preview.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(drawn.toLowerCase()).toContain('zoë &amp; &lt;ada&gt;');
    expect(printSvgOf(stored)).toBe(preview);
    const page = await api.app.inject({ method: 'GET', url: `/render/${valuesId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-template="${id}"`);
    expect(page.body).toContain(preview);
  });

  it('the render page has its own bare layout, keeps the browser redirect home, and lists print-quality assets', async () => {
    const { valuesId, assets } = await orderTemplate('baby', { size: '50x70', margin: false, blackAndWhite: false });
    const page = await api.app.inject({ method: 'GET', url: `/render/${valuesId}` });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // No shop chrome: no header, navigation, footer or app bundle.
    expect(page.body).not.toMatch(/<header|<nav|<footer|type="module"/);
    // docs/rules/shop-wide.md#errors-and-redirects: "redirects home right before its request" — the first script, allowed by this response's CSP nonce.
    const nonce = /<script nonce="([^"]+)">location\.replace\('\/'\);<\/script>/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    const listed = JSON.parse(/<script type="application\/json" id="render-assets"[^>]*>(.*?)<\/script>/.exec(page.body)![1]!);
    expect(listed).toEqual(printQualityAssets(assets));
    expect(Object.keys(listed).length).toBeGreaterThan(0);
  });

  it.each([`${'a'.repeat(32)}`, 'not-an-id', '1%00'])('an unknown render id %s goes home', async (id) => {
    const res = await api.app.inject({ method: 'GET', url: `/render/${id}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
