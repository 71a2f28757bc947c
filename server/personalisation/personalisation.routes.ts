/**
 * GET /api/template-values/{id} (spec §7): the stored values of one personalised order line,
 * `{ id, template, values, assets }`, read by the render page. GET /api/orders/{id}/print-files
 * lists a paid order's print files; GET /prints/{order}/{position}.jpg serves one. Ids are
 * random and unguessable (order ids and template-value ids), as the checkout URL already is.
 */
import type { FastifyInstance } from 'fastify';
import { PrintFileList, TemplateValues } from '../../src/adapters/http/contract/index.js';
import type { Queryable } from '../db/db.port.js';
import { notFound } from '../http/errors.js';
import { ORDER_ID_PATTERN } from '../orders/order-id.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { printKey } from './print-file.js';
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
    if (!ORDER_ID_PATTERN.test(req.params.id)) throw notFound(`Order "${req.params.id.slice(0, 64)}"`);
    void reply.header('cache-control', 'no-store');
    const files = await printFilesOf(deps.db, req.params.id);
    return PrintFileList.encode(
      files.map((f) => ({
        position: f.position,
        url: `/${f.media_key}`,
        width: f.width,
        height: f.height,
        dpi: f.dpi,
      })),
    );
  });

  app.get<{ Params: { order: string; file: string } }>('/prints/:order/:file', async (req, reply) => {
    const position = /^(\d{1,3})\.jpg$/.exec(req.params.file)?.[1];
    const bytes =
      ORDER_ID_PATTERN.test(req.params.order) && position !== undefined
        ? await deps.media.get(printKey(req.params.order, Number(position)))
        : null;
    if (!bytes) throw notFound('Print file');
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').send(bytes);
  });
};
