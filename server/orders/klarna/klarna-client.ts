/**
 * Klarna's REST API as the shop calls it (docs/payments.md): HTTP Basic with the merchant's
 * API credentials, JSON both ways, a time limit on every call, and a `Klarna-Idempotency-Key` on
 * every Order Management write so a retry never moves money twice (Klarna answers a repeated key
 * with its first answer).
 *
 * A refusal (4xx) becomes PROVIDER.REFUSED and an outage (5xx, a timeout, no connection)
 * PROVIDER.UNAVAILABLE, each with Klarna's own reason and correlation id, raised as a Refusal so
 * the transaction around the call rolls back. The credentials are never logged or put in a message.
 */
import { refuse } from '../../platform/outcome.js';

export interface KlarnaConfig {
  /** Base URL: https://api.playground.klarna.com (testing), https://api.klarna.com (production), or a region's. */
  readonly apiUrl: string;
  readonly username: string;
  readonly password: string;
  /** How long one call may take before it counts as an outage (KLARNA_TIMEOUT_MS). */
  readonly timeoutMs: number;
}

export interface KlarnaAnswer<T> {
  readonly status: number;
  readonly body: T;
  readonly header: (name: string) => string | null;
}

export type KlarnaFetch = typeof fetch;

/** Klarna's error body: `{ error_code, error_messages, correlation_id }`. */
const reasonOf = (status: number, text: string): string => {
  try {
    const body = JSON.parse(text) as { error_code?: unknown; error_messages?: unknown; correlation_id?: unknown };
    const messages = Array.isArray(body.error_messages) ? body.error_messages.filter((m) => typeof m === 'string') : [];
    const code = typeof body.error_code === 'string' ? body.error_code : `HTTP ${status}`;
    const id = typeof body.correlation_id === 'string' ? ` (correlation id ${body.correlation_id})` : '';
    return `${code}${messages.length ? `: ${messages.join('; ')}` : ''}${id}`;
  } catch {
    return `HTTP ${status}`;
  }
};

export const createKlarnaClient = (config: KlarnaConfig, fetchImpl: KlarnaFetch = fetch) => {
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  const base = config.apiUrl.replace(/\/+$/, '');

  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    what: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<KlarnaAnswer<T>> => {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'klarna-idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (e) {
      const why = e instanceof Error && e.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : 'unreachable';
      return refuse('PROVIDER.UNAVAILABLE', `Klarna could not ${what}: ${why}. Nothing was changed; try again.`);
    }
    if (response.status >= 500)
      return refuse(
        'PROVIDER.UNAVAILABLE',
        `Klarna could not ${what} (${reasonOf(response.status, text)}). Nothing was changed; try again.`,
      );
    if (response.status >= 400)
      return refuse('PROVIDER.REFUSED', `Klarna refused to ${what}: ${reasonOf(response.status, text)}.`);
    let parsed: unknown = null;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        return refuse('PROVIDER.UNAVAILABLE', `Klarna answered something that is not JSON when asked to ${what}.`);
      }
    }
    return { status: response.status, body: parsed as T, header: (name) => response.headers.get(name) };
  };
  return { call };
};

export type KlarnaClient = ReturnType<typeof createKlarnaClient>;
