/**
 * The checkout's rate limits, in buckets of their own so a buyer is never blocked by
 * other forms they sent from the same address (CONTRACT.md §4: at least 30 a minute).
 */
import type { Limit } from '~/lib/security/rate-limit';

/** Placing and cancelling orders: 30 a minute per address. */
export const ORDER_LIMIT: Limit = { name: 'abf-orders', max: 30, windowMs: 60_000 };

/** Creating and capturing PayPal orders: 60 a minute per address (a retry takes two calls). */
export const PAYMENT_LIMIT: Limit = { name: 'abf-payments', max: 60, windowMs: 60_000 };
