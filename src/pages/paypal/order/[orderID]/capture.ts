/**
 * POST /paypal/order/{providerOrderId}/capture: captures the approved PayPal order and
 * marks the shop order paid when PayPal says COMPLETED for exactly its total.
 */
import { captureProviderOrder } from '~/features/shop/paypal/payments.server';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { getPayPal } from '~/features/shop/paypal/paypal.server';
import { clientAddress, hit } from '~/lib/security/rate-limit';
import { PAYMENT_LIMIT } from '~/features/shop/limits.server';

export const prerender = false;

export const POST = endpoint(async (ctx) => {
  await hit(PAYMENT_LIMIT, clientAddress(ctx));
  const providerId = ctx.params.orderID ?? '';
  if (!/^[A-Za-z0-9-]{1,64}$/.test(providerId))
    throw new HttpError(404, 'No order is waiting for this payment');
  const paypal = getPayPal();
  if (!paypal) throw new HttpError(503, 'Online payment is unavailable right now.');
  return json(await captureProviderOrder(getDb(), paypal, providerId));
});

export const ALL = methodNotAllowed;
