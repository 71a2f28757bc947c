/**
 * The staff's order desk over HTTP; the contract is in
 * src/adapters/http/contract/backoffice.ts. Reading needs `orders.read`, moving `orders.fulfil`,
 * print files `printFiles.read` (src/domain/backoffice/roles.ts).
 */
import type { FastifyInstance } from 'fastify';
import { answerOf } from '../http/failure-status.js';
import { badRequest } from '../http/errors.js';
import { intParam } from '../http/params.js';
import { decodeBody } from '../http/request-body.js';
import { ADMIN_PAGE_SIZE } from '../../src/domain/backoffice/index.js';
import { AdminOrder, AdminOrderList, FulfilmentRequest, TOTAL_COUNT_HEADER } from '../../src/adapters/http/contract/index.js';
import { requireAbility } from './staff-guard.js';
import { orderIdParam } from './order-id-param.js';
import type { OrderDesk } from './order-desk.service.js';
import type { PrintFileDesk } from './print-files.service.js';
import { orderFilterOf as filterOf } from './order-filter-params.js';
import { parseDay } from '../http/date-params.js';
import type { PackingSlipDesk } from './packing-slips.service.js';

type Query = Readonly<Record<string, unknown>>;

const orderId = orderIdParam;

/** A day's download is named by its day and type (`2026-11-25.zip`): the day, and its name as written. */
const dayOf = (param: string, extension: string): { day: Date; name: string } => {
  const name = param.endsWith(extension) ? param.slice(0, -extension.length) : undefined;
  if (name === undefined) throw badRequest(`Path parameter "day": the file is named by its day, like 2026-11-25${extension}`);
  return { day: parseDay(name, 'Path parameter "day"'), name };
};

export const adminOrderRoutes = (
  app: FastifyInstance,
  deps: { readonly desk: OrderDesk; readonly prints: PrintFileDesk; readonly slips: PackingSlipDesk },
): void => {
  const { desk, prints, slips } = deps;

  app.get<{ Querystring: Query }>('/api/admin/orders', async (req, reply) => {
    requireAbility(req, 'orders.read');
    const page = intParam(req.query, 'page', 1, 100_000) ?? 1;
    const { orders, total } = await desk.list(filterOf(req.query), {
      offset: (page - 1) * ADMIN_PAGE_SIZE,
      limit: ADMIN_PAGE_SIZE,
    });
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return AdminOrderList.encode(orders);
  });

  app.get<{ Params: { id: string } }>('/api/admin/orders/:id', async (req) => {
    requireAbility(req, 'orders.read');
    return AdminOrder.encode(answerOf(await desk.detail(orderId(req.params.id))));
  });

  app.post<{ Params: { id: string } }>('/api/admin/orders/:id/fulfilment', async (req) => {
    const staff = requireAbility(req, 'orders.fulfil');
    const request = decodeBody(FulfilmentRequest, req.body);
    const by = { subject: staff.subject, role: staff.role, requestId: String(req.id) };
    return AdminOrder.encode(answerOf(await desk.fulfil(orderId(req.params.id), request, by)));
  });

  app.get<{ Params: { id: string } }>('/api/admin/orders/:id/print-files.zip', async (req, reply) => {
    requireAbility(req, 'printFiles.read');
    const id = orderId(req.params.id);
    const zip = answerOf(await prints.printFilesZip(id));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="order-${id}.zip"`)
      .send(zip);
  });

  app.get<{ Params: { day: string } }>('/api/admin/print-batches/:day', async (req, reply) => {
    requireAbility(req, 'printFiles.read');
    const { day, name } = dayOf(req.params.day, '.zip');
    const zip = answerOf(await prints.dayBatchZip(day));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="prints-${name}.zip"`)
      .send(zip);
  });

  app.get<{ Params: { id: string } }>('/api/admin/orders/:id/packing-slip.pdf', async (req, reply) => {
    requireAbility(req, 'orders.read');
    const id = orderId(req.params.id);
    const pdf = answerOf(await slips.orderSlip(id));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="packing-slip-${id}.pdf"`)
      .send(pdf);
  });

  app.get<{ Params: { day: string } }>('/api/admin/packing-slips/:day', async (req, reply) => {
    requireAbility(req, 'orders.read');
    const { day, name } = dayOf(req.params.day, '.pdf');
    const pdf = answerOf(await slips.daySlips(day));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="packing-slips-${name}.pdf"`)
      .send(pdf);
  });

  app.get<{ Params: { id: string; file: string } }>('/api/admin/orders/:id/print-files/:file', async (req, reply) => {
    requireAbility(req, 'printFiles.read');
    const bytes = answerOf(await prints.printFile(orderId(req.params.id), req.params.file));
    if (req.params.file.endsWith('.svg'))
      void reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    else void reply.header('content-type', 'image/jpeg');
    return reply.header('content-disposition', `attachment; filename="${req.params.file}"`).send(bytes);
  });
};
