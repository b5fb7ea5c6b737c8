/**
 * The link to a buyer's own order page, /orders/{id}?token=...: the order id sealed with
 * SESSION_SECRET. No Astro imports, so the mail sender of `npm start` links it too;
 * order-page.server.ts reads the server's secret and site URL.
 */
import { seal, unseal } from '~/lib/security/signing';

const PURPOSE = 'abf-order-page';

/** The signed token of an order's page. */
export function orderPageTokenWith(secret: string, orderId: number): string {
  return seal(secret, PURPOSE, String(orderId));
}

/** True when `token` opens the page of order `orderId`. */
export function isOrderPageTokenWith(secret: string, orderId: number, token: string | null | undefined) {
  return unseal(secret, PURPOSE, token) === String(orderId);
}

/** The absolute link to an order's page, for mails. */
export function orderPageUrlWith(secret: string, siteUrl: string, orderId: number): string {
  const token = encodeURIComponent(orderPageTokenWith(secret, orderId));
  return new URL(`/orders/${orderId}?token=${token}`, siteUrl).href;
}
