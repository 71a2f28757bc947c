/**
 * The back office's product management over HTTP (docs/rules/catalogue-management.md); the contract is in
 * src/adapters/http/contract/catalogue-admin.ts. Every route needs the `catalogue` ability (the catalogue
 * role and admins: the guard checks it before the body is read); every write names who acts and is
 * audited in its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enumParam, idParam, intParam, stringParam } from '../../http/params.js';
import { decodeBody } from '../../http/request-body.js';
import { answerOf } from '../../http/failure-status.js';
import { badRequest } from '../../http/errors.js';
import { ADMIN_PAGE_SIZE } from '../../../src/domain/backoffice/index.js';
import { STATUS_NAMES, statusOfName } from '../../../src/domain/catalogue/product-lifecycle.js';
import { UPLOAD_MAX_BYTES } from '../../platform/image-checks.js';
import {
  AdminProduct,
  AdminProductList,
  CreateProductRequest,
  ImportAnswer,
  LowStockList,
  ProductPricesRequest,
  StandardPriceList,
  StandardPricesRequest,
  StatusRequest,
  StockRequest,
  TOTAL_COUNT_HEADER,
  UpdateProductRequest,
} from '../../../src/adapters/http/contract/index.js';
import { requireAbility } from '../staff-guard.js';
import { recordAct, staffActOf } from '../staff-act.js';
import type { ChangeRecorder, ProductManagement } from './product-management.port.js';

type Query = Readonly<Record<string, unknown>>;
const BASE = '/api/admin/catalogue';
/** A CSV of the whole catalogue stays well under this. */
const CSV_MAX_BYTES = 10 * 1024 * 1024;

export const productRoutes = async (
  app: FastifyInstance,
  deps: { readonly products: ProductManagement; readonly now: () => number },
): Promise<void> => {
  const { products } = deps;
  /** The audit writer of the request's member of staff. */
  const recorder = (req: FastifyRequest): ChangeRecorder => {
    const by = staffActOf(req, 'catalogue');
    return (tx, change) => recordAct(tx, by, new Date(deps.now()), change);
  };
  const id = (req: FastifyRequest<{ Params: { id: string } }>) => idParam(req.params.id);

  await app.register(async (scope) => {
    // The master image and the CSV import come as they are, not as JSON.
    scope.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    scope.get<{ Querystring: Query }>(`${BASE}/products`, async (req, reply) => {
      requireAbility(req, 'catalogue');
      const q = req.query;
      const status = enumParam(q, 'status', STATUS_NAMES);
      const page = intParam(q, 'page', 1, 100_000) ?? 1;
      const text = stringParam(q, 'q', 100)?.trim();
      const sku = stringParam(q, 'sku', 40)?.trim();
      const artist = stringParam(q, 'artist', 100)?.trim();
      const type = intParam(q, 'type', 1, 4);
      const category = intParam(q, 'category', 1);
      const { items, total } = await products.list({
        ...(text ? { text } : {}),
        ...(sku ? { sku } : {}),
        ...(artist ? { artist } : {}),
        ...(status ? { status: statusOfName(status)! } : {}),
        ...(type === undefined ? {} : { type }),
        ...(category === undefined ? {} : { category }),
        offset: (page - 1) * ADMIN_PAGE_SIZE,
        limit: ADMIN_PAGE_SIZE,
      });
      void reply.header(TOTAL_COUNT_HEADER, String(total));
      return AdminProductList.encode(items);
    });

    scope.post(`${BASE}/products`, async (req) =>
      AdminProduct.encode(answerOf(await products.create(decodeBody(CreateProductRequest, req.body), recorder(req)))),
    );

    scope.get<{ Params: { id: string } }>(`${BASE}/products/:id`, async (req) => {
      requireAbility(req, 'catalogue');
      return AdminProduct.encode(answerOf(await products.get(id(req))));
    });

    scope.patch<{ Params: { id: string } }>(`${BASE}/products/:id`, async (req) =>
      AdminProduct.encode(answerOf(await products.update(id(req), decodeBody(UpdateProductRequest, req.body), recorder(req)))),
    );

    scope.post<{ Params: { id: string } }>(`${BASE}/products/:id/status`, async (req) =>
      AdminProduct.encode(answerOf(await products.move(id(req), decodeBody(StatusRequest, req.body), recorder(req)))),
    );

    scope.put<{ Params: { id: string } }>(`${BASE}/products/:id/prices`, async (req) =>
      AdminProduct.encode(answerOf(await products.setPrices(id(req), decodeBody(ProductPricesRequest, req.body), recorder(req)))),
    );

    scope.put<{ Params: { id: string } }>(`${BASE}/products/:id/stock`, async (req) =>
      AdminProduct.encode(answerOf(await products.setStock(id(req), decodeBody(StockRequest, req.body), recorder(req)))),
    );

    scope.post<{ Params: { id: string } }>(`${BASE}/products/:id/image`, async (req) => {
      if (!Buffer.isBuffer(req.body)) throw badRequest('Send the master image as the body, with Content-Type image/jpeg.');
      return AdminProduct.encode(answerOf(await products.uploadMaster(id(req), req.body, recorder(req))));
    });

    scope.get(`${BASE}/low-stock`, async (req) => {
      requireAbility(req, 'catalogue');
      return LowStockList.encode(await products.lowStock());
    });

    scope.get(`${BASE}/standard-prices`, async (req) => {
      requireAbility(req, 'catalogue');
      return StandardPriceList.encode(await products.standardPrices());
    });

    scope.put(`${BASE}/standard-prices`, async (req) =>
      StandardPriceList.encode(
        answerOf(await products.setStandardPrices(decodeBody(StandardPricesRequest, req.body), recorder(req))),
      ),
    );

    scope.get(`${BASE}/products.csv`, async (req, reply) => {
      requireAbility(req, 'catalogue');
      const day = new Date(deps.now()).toISOString().slice(0, 10);
      void reply.header('content-type', 'text/csv; charset=utf-8');
      void reply.header('content-disposition', `attachment; filename="products-${day}.csv"`);
      return products.exportCsv();
    });

    scope.post(`${BASE}/products.csv`, async (req) => {
      if (typeof req.body !== 'string') throw badRequest('Send the CSV as the body, with Content-Type text/csv.');
      return ImportAnswer.encode(answerOf(await products.importCsv(req.body, recorder(req))));
    });
  });
};
