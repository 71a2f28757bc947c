import { randomBytes } from 'node:crypto';

/**
 * Order ids are the only key to an order's page and its issued gift-card codes, so they are
 * unguessable: 144 random bits, URL-safe (24 characters of base64url), so each passes the
 * domain's isOrderId.
 */
export const newOrderId = (): string => randomBytes(18).toString('base64url');
