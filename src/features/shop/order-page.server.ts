/**
 * The buyer's own order page, /orders/{id}?token=...: the token is the order id signed
 * with SESSION_SECRET, so only the links the shop mailed open it; a forged or altered
 * token (or id) is a 404.
 */
import { SITE_URL } from 'astro:env/server';
import { signingSecret } from '~/lib/security/signing-secret';
import { isOrderPageTokenWith, orderPageTokenWith, orderPageUrlWith } from './order-page-link';

/** The signed token of an order's page. */
export function orderPageToken(orderId: number): string {
  return orderPageTokenWith(signingSecret(), orderId);
}

/** True when `token` opens the page of order `orderId`. */
export function isOrderPageToken(orderId: number, token: string | null | undefined): boolean {
  return isOrderPageTokenWith(signingSecret(), orderId, token);
}

/** The absolute link to an order's page, for mails. */
export function orderPageUrl(orderId: number): string {
  return orderPageUrlWith(signingSecret(), SITE_URL, orderId);
}
