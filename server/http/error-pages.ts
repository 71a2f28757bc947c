import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

/**
 * Errors on page routes answer with the shop's styled, translated error page (docs/rules/stores-and-urls.md#routes, docs/rules/shop-wide.md#errors-and-redirects);
 * `/api/*` and every other route keep the JSON error body. The server-rendering plugin fills
 * `render` in when it is registered (API-only servers have no pages to style).
 */
export interface ErrorPages {
  /** `code`: the stable code of the shop's own problem, when the page has words for it (a sign-in provider away). */
  render?: (req: FastifyRequest, reply: FastifyReply, status: number, code?: string) => Promise<string | Buffer>;
}

/**
 * Whether an error answer should be a page: a route that serves pages, or, for an address the
 * router could not even read (no route known), a browser's navigation outside `/api/`.
 */
export const wantsErrorPage = (req: FastifyRequest, routed: boolean): boolean => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (routed) return req.routeOptions.config?.pageRoute === true || req.routeOptions.config?.errorPage === true;
  const path = req.url.split('?')[0]!;
  return !path.startsWith('/api/') && (req.headers.accept ?? '').includes('text/html');
};

/** Answers `status` with the error page where one is wanted and can be rendered, else with the JSON body. */
export const answerError = async (
  pages: ErrorPages,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  routed = true,
  code?: string,
): Promise<FastifyReply> => {
  if (pages.render && wantsErrorPage(req, routed)) {
    try {
      const html = await pages.render(req, reply, status, code);
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    } catch (err) {
      // The layout needs the database (menu, footer); when that is what failed, the plain body says it.
      req.log.error({ err }, 'error page failed to render');
    }
  }
  return reply.code(status).send(errorBody(status, message));
};
