/**
 * The order-status lookup of the render: the same answer as GET /api/order-status/{token}, passed
 * through its codec and the browser's own mapping, so the page the server renders is the page the
 * browser would draw from the API.
 */
import type { OrderGateway } from '../../src/application/ports/orders.port.js';
import { fail } from '../../src/application/model/outcome.js';
import { ok } from '../../src/domain/result/result.js';
import { OrderStatusAnswer } from '../../src/adapters/http/contract/backoffice.js';
import { orderStatusFromWire } from '../../src/adapters/http/order-status.js';
import { HttpProblem } from '../http/errors.js';
import type { Services } from '../services.js';

export const createInProcessOrderStatus = (s: Services): Pick<OrderGateway, 'status'> => ({
  status: async (token) => {
    try {
      return ok(orderStatusFromWire(OrderStatusAnswer.encode(await s.orderStatus(token))));
    } catch (e) {
      if (e instanceof HttpProblem && e.statusCode === 404) return fail('NOT_FOUND', e.message, 404);
      throw e;
    }
  },
});
