/**
 * What the stand-in's route files share: its state, its clock, the purchase step and the
 * address browsers reach it at. Built once per stand-in by stand-in.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Address, OrderState } from './order-record.js';

export type PurchaseOutcome = { ok: true; confirmationUrl: string } | { ok: false; redirectUrl: string };

/** A stored answer to an Order Management call made with a `Klarna-Idempotency-Key`. */
export interface IdempotentAnswer {
  readonly fingerprint: string;
  /** When the keyed call was first answered (ms since the epoch). */
  readonly answeredAt: number;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface StandInContext {
  readonly orders: Map<string, OrderState>;
  readonly idempotency: Map<string, IdempotentAnswer>;
  /** The current time as Klarna writes it (ISO 8601, UTC). */
  readonly timestamp: () => string;
  readonly purchase: (id: string, shopper?: Partial<Address>) => Promise<PurchaseOutcome>;
  /** The absolute URL of the plugin's prefix as the shopper's browser reaches it, for snippets and Location headers. */
  readonly baseUrl: (request: FastifyRequest) => string;
  /** The API routes' HTTP Basic check (the hosted pages and the record are open, as a browser reaches them). */
  /** A fresh short order reference, as Klarna shows the shopper. */
  readonly newReference: () => string;
  readonly auth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
