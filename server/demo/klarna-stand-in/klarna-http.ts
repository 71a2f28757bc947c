/**
 * What every route of the stand-in shares with Klarna's API: the error body
 * `{ error_code, error_messages, correlation_id }`, HTTP Basic authentication with the merchant's
 * API credentials, JSON bodies of at most 1 MB (anything else is the client's 400), and the
 * failures a test asks for (`failNext`).
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const BODY_LIMIT = 1024 * 1024;

export interface StandInFailure {
  readonly method: string;
  readonly path: RegExp;
  readonly status: number | 'timeout';
  readonly times?: number;
}

export interface PendingFailure {
  readonly failure: StandInFailure;
  left: number;
}

export const errorBody = (errorCode: string, messages: readonly string[]) => ({
  error_code: errorCode,
  error_messages: messages,
  correlation_id: randomUUID(),
});

export const sendError = (reply: FastifyReply, status: number, errorCode: string, messages: readonly string[]): FastifyReply =>
  reply.code(status).header('content-type', 'application/json; charset=utf-8').send(errorBody(errorCode, messages));

/** Klarna's code for a server-side failure of each status. */
const serverErrorCode = (status: number): string =>
  [502, 503, 504].includes(status) ? 'TEMPORARILY_UNAVAILABLE' : status === 500 ? 'INTERNAL_SERVER_ERROR' : 'ERROR';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** An onRequest hook refusing any request without the merchant's credentials in an HTTP Basic header. */
export const basicAuth =
  (username: string, password: string) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const encoded = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const plain = encoded === undefined ? '' : Buffer.from(encoded, 'base64').toString('utf8');
    const colon = plain.indexOf(':');
    const ok = colon >= 0 && sameSecret(plain.slice(0, colon), username) && sameSecret(plain.slice(colon + 1), password);
    if (!ok) {
      await sendError(reply.header('www-authenticate', 'Basic realm="Klarna stand-in"'), 401, 'UNAUTHORIZED', [
        'Unable to authenticate the request: wrong or missing API credentials',
      ]);
    }
  };

/** The request's path below the plugin's prefix, without its query: what `failNext` patterns match. */
export const pathBelowPrefix = (request: FastifyRequest, prefix: string): string => {
  const path = request.url.split('?', 1)[0] ?? '';
  return prefix && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
};

/**
 * Takes the first pending failure matching the request, counting it down. A status fails at once
 * with Klarna's error body; 'timeout' holds the request without an answer until the client goes
 * away or `holdMs` has passed (then a 504, which no patient client will still be waiting for).
 */
export const failureHook =
  (pending: PendingFailure[], holdMs: number, prefix: string) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = pathBelowPrefix(request, prefix);
    const index = pending.findIndex((p) => p.failure.method.toUpperCase() === request.method && p.failure.path.test(path));
    const match = pending[index];
    if (match === undefined) return;
    match.left -= 1;
    if (match.left <= 0) pending.splice(index, 1);
    const { status } = match.failure;
    if (status !== 'timeout') {
      await sendError(reply, status, serverErrorCode(status), [`Failure requested by the test (${status})`]);
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, holdMs);
      reply.raw.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    // A client that gave up gets nothing, and the call is not carried out after all: the
    // lifecycle stops here (a hijacked reply skips the handler) rather than running it late.
    if (reply.raw.destroyed || reply.raw.writableEnded) {
      reply.hijack();
      return;
    }
    await sendError(reply, 504, 'TEMPORARILY_UNAVAILABLE', ['Gateway timeout (requested by the test)']);
  };

/**
 * JSON and form bodies parsed by the stand-in itself, whatever the app around it registered: a
 * body over 1 MB or that is not JSON is Klarna's 400, not a framework 413 or 500.
 */
export const ownBodies = (instance: FastifyInstance): void => {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not JSON'), { statusCode: 400, code: 'STAND_IN_BAD_JSON' }), undefined);
    }
  });
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  instance.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) return sendError(reply, 500, 'INTERNAL_SERVER_ERROR', ['Unexpected error in the stand-in']);
    // An unreadable body (not JSON, too large, of another type) is a bad request in Klarna's words;
    // any other refusal from around the routes (a rate limit, say) keeps its status.
    if ([400, 413, 415].includes(status)) return sendError(reply, 400, 'BAD_VALUE', [`Bad request: ${error.message}`]);
    return sendError(reply, status, CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST', [error.message]);
  });
};

/** Klarna's codes for the other client errors it lists. */
const CLIENT_ERROR_CODES: Readonly<Record<number, string>> = {
  401: 'UNAUTHORIZED',
  403: 'NOT_ALLOWED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};
