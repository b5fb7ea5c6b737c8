/**
 * POST /api/admin/abf/orders/{id}/refund {requestId?}: refunds the order's PayPal
 * capture in full, records the refund, cancels the order (its stock given back) and
 * mails the buyer. A second call answers 409; a refund PayPal refuses leaves the order
 * as it was and says why.
 */
import { refundOrder } from '~/features/shop/paypal/refunds.server';
import { presentOrder } from '~/features/shop/admin/present';
import { refundSchema } from '~/features/shop/admin/order-status-schema';
import { getDb } from '~/lib/db';
import { json, methodNotAllowed, readBody } from '~/lib/http/api';
import { adminById } from '~/lib/http/record-routes';
import { getPayPal } from '~/features/shop/paypal/paypal.server';

export const prerender = false;

export const POST = adminById(async (id, { request }) => {
  // The body is optional: without one the refund uses the order's own PayPal-Request-Id.
  const hasBody = request.headers.has('content-type') && request.headers.get('content-length') !== '0';
  const { requestId } = hasBody ? await readBody(request, refundSchema) : {};
  const order = await refundOrder(getDb(), getPayPal(), id, requestId);
  return json(presentOrder(order));
});

export const ALL = methodNotAllowed;
