/**
 * The render page `render/{id}` (docs/rules/personalisation.md#print-files "Render page"): its own bare layout, rendered on the
 * server — the stored template values of one order line (the same row GET
 * /api/template-values/{id} answers) drawn by the one template renderer, at the line's size,
 * margin and colour, with the template's assets swapped to their print-quality WebP variants.
 *
 * The spec's browser quirk is kept: in a browser the page "redirects home right before its
 * request, so it may never display" — the first script of the document sends the browser to
 * the start page before anything else runs (and the shop's client router, which knows no
 * render route, sends an in-app visit home the same way: a failed catch-all lookup). The
 * server's HTML itself carries the finished poster, so a reader without scripts sees it.
 *
 * The print pipeline does not go through this page at all: print-file.ts calls the same
 * renderer (`renderTemplateSvg` via `printSvgOf`) in-process on the paid order's stored line
 * and rasterises that SVG with sharp — no HTTP round trip, no browser, so no redirect. A test
 * checks that this page's SVG and the print file's source SVG are the same string. An unknown
 * id redirects home (docs/rules/shop-wide.md#errors-and-redirects "render load failures: redirect home with no message").
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../http/escape-html.js';
import { isTemplateId, printQualityAssets, renderTemplateSvg } from '../../src/domain/templates/index.js';
import { decodeTemplateFields } from '../../src/adapters/http/contract/template-fields.js';
import type { Queryable } from '../db/db.port.js';
import type { OrderedLines } from './ordered-lines.port.js';
import { findTemplateValues } from './template-values.repository.js';

const TEMPLATE_VALUES_ID = /^[0-9a-f]{32}$/;

export interface RenderedPoster {
  readonly id: string;
  readonly template: string;
  readonly size: string;
  readonly svg: string;
  readonly assets: Readonly<Record<string, string>>;
}

/** The poster of one stored template-values row, or null when the row, its line or its values are gone. */
export const renderStoredPoster = async (db: Queryable, orders: OrderedLines, id: string): Promise<RenderedPoster | null> => {
  const row = TEMPLATE_VALUES_ID.test(id) ? await findTemplateValues(db, id) : null;
  if (!row || !isTemplateId(row.template)) return null;
  const line = (await orders(db, row.order_id))?.lines.find((l) => l.uuid === row.line_uuid);
  const values = decodeTemplateFields(row.template, row.values);
  if (!line || !values) return null;
  const svg = renderTemplateSvg(row.template, values, {
    size: line.variation_name,
    margin: line.margin === true,
    blackAndWhite: line.black_and_white === true,
  });
  return { id: row.id, template: row.template, size: line.variation_name, svg, assets: printQualityAssets(row.assets) };
};

/** JSON inside a script element: `<` escaped so no value can close the element. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export const renderPageHtml = (poster: RenderedPoster, nonce: string): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
  `<title>${escapeHtml(`${poster.template} ${poster.size}`)}</title>` +
  // docs/rules/personalisation.md#templates: the browser is sent home before the page's request; kept as the spec says.
  `<script nonce="${escapeHtml(nonce)}">location.replace('/');</script>` +
  '<style>html,body{margin:0;background:#fff}main>svg{display:block;width:100%;height:auto}</style>' +
  `</head><body><main data-render="${escapeHtml(poster.id)}" data-template="${escapeHtml(poster.template)}" data-size="${escapeHtml(poster.size)}">` +
  poster.svg +
  `</main><script type="application/json" id="render-assets" nonce="${escapeHtml(nonce)}">${inlineJson(poster.assets)}</script></body></html>`;

export const renderPageRoutes = (app: FastifyInstance, deps: { readonly db: Queryable; readonly orders: OrderedLines }): void => {
  // A page (HTML): an id that names no poster, NUL characters included, goes home (docs/rules/personalisation.md#templates), so the
  // JSON edge check of server/http/input-guard.ts stays out; the id is checked before any SQL.
  app.get<{ Params: { id: string } }>('/render/:id', { config: { pageRoute: true } }, async (req, reply) => {
    const poster = await renderStoredPoster(deps.db, deps.orders, req.params.id);
    if (!poster) return reply.header('cache-control', 'no-store').redirect('/', 302);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(renderPageHtml(poster, reply.cspNonce.script));
  });
};
