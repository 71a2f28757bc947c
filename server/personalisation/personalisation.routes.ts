/**
 * GET /api/template-values/{id} (docs/rules/personalisation.md#print-files): the stored values of one personalised order line,
 * `{ id, template, values, assets }`, read by the render page. GET /api/orders/{id}/print-files
 * lists a paid order's print files; GET /prints/{order}/{position}.jpg serves one, and
 * /prints/{order}/{position}.svg the drawing a personalised line's JPEG was rasterised from (so
 * its text can be read back). Ids are random and unguessable (order ids and template-value ids),
 * as the checkout URL already is.
 */
import type { FastifyInstance } from 'fastify';
import { PrintFileList, TemplateValues } from '../../src/adapters/http/contract/index.js';
import type { Queryable } from '../db/db.port.js';
import { notFound } from '../http/errors.js';
import { isOrderId } from '../../src/domain/checkout/index.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { printKey, printSvgKey } from './print-file.js';
import { findTemplateValues, printFilesOf } from './template-values.repository.js';

const TEMPLATE_VALUES_ID = /^[0-9a-f]{32}$/;

export const personalisationRoutes = (
  app: FastifyInstance,
  deps: { readonly db: Queryable; readonly media: MediaStore },
): void => {
  app.get<{ Params: { id: string } }>('/api/template-values/:id', async (req, reply) => {
    const row = TEMPLATE_VALUES_ID.test(req.params.id) ? await findTemplateValues(deps.db, req.params.id) : null;
    if (!row) throw notFound(`Template values "${req.params.id.slice(0, 64)}"`);
    void reply.header('cache-control', 'private, max-age=300');
    return TemplateValues.encode({ id: row.id, template: row.template, values: row.values, assets: row.assets });
  });

  app.get<{ Params: { id: string } }>('/api/orders/:id/print-files', async (req, reply) => {
    if (!isOrderId(req.params.id)) throw notFound(`Order "${req.params.id.slice(0, 64)}"`);
    void reply.header('cache-control', 'no-store');
    const id = req.params.id;
    const files = await printFilesOf(deps.db, id);
    const drawn = await Promise.all(files.map((f) => deps.media.has(printSvgKey(id, f.position))));
    return PrintFileList.encode(
      files.map((f, i) => ({
        position: f.position,
        url: `/${f.media_key}`,
        svg: drawn[i] ? `/${printSvgKey(id, f.position)}` : null,
        width: f.width,
        height: f.height,
        dpi: f.dpi,
      })),
    );
  });

  app.get<{ Params: { order: string; file: string } }>('/prints/:order/:file', async (req, reply) => {
    const [, position, kind] = /^(\d{1,3})\.(jpg|svg)$/.exec(req.params.file) ?? [];
    const key = kind === 'svg' ? printSvgKey : printKey;
    const bytes =
      isOrderId(req.params.order) && position !== undefined
        ? await deps.media.get(key(req.params.order, Number(position)))
        : null;
    if (!bytes) throw notFound('Print file');
    void reply.header('cache-control', 'private, no-store');
    if (kind === 'jpg') return reply.header('content-type', 'image/jpeg').send(bytes);
    // The drawing holds a shopper's text: opened on its own it may run nothing and load nothing.
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
