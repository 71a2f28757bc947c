/** Store-relative paths the flows send the shopper to (the reverse of routes.ts). */
export const confirmationPath = (orderId: string): string => `/checkout/confirmation/${encodeURIComponent(orderId)}`;
