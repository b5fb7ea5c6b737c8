/**
 * The buyer's own order page, /orders/{id}?token=...: the token is the order id signed
 * with SESSION_SECRET, so only the links the shop mailed open it; a forged or altered
 * token (or id) is a 404.
 */
import { SITE_URL } from 'astro:env/server';
import { seal, unseal } from '~/lib/security/signing';
import { signingSecret } from '~/lib/security/signing-secret';

const PURPOSE = 'abf-order-page';

/** The signed token of an order's page. */
export function orderPageToken(orderId: number): string {
  return seal(signingSecret(), PURPOSE, String(orderId));
}

/** True when `token` opens the page of order `orderId`. */
export function isOrderPageToken(orderId: number, token: string | null | undefined): boolean {
  return unseal(signingSecret(), PURPOSE, token) === String(orderId);
}

/** The absolute link to an order's page, for mails. */
export function orderPageUrl(orderId: number): string {
  return new URL(`/orders/${orderId}?token=${encodeURIComponent(orderPageToken(orderId))}`, SITE_URL).href;
}
