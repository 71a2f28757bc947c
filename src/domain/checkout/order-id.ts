/**
 * The shape of an order id (docs/rules/personalisation.md#print-files: the order's id is the key to its page, its print files and
 * its issued gift-card codes). The checkout makes them random and URL-safe (16 to 64 characters of
 * base64url); every route that takes one checks it here before a query or a media key is built
 * from it, so an id that cannot be an order's answers 404 at once and never becomes part of a path.
 */
const ORDER_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const isOrderId = (s: string): boolean => ORDER_ID.test(s);
