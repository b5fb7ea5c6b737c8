/**
 * GET /paypal/setup -> {clientToken, clientId}: what the browser's PayPal JS SDK needs.
 * Without PayPal credentials it answers 503 and checkout says payment is unavailable.
 */
import { providerFailure } from '~/features/shop/paypal/payments.server';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { getPayPal, paypalClientId } from '~/features/shop/paypal/paypal.server';

export const prerender = false;

/** The message step 2 shows when PayPal is not configured. */
const UNAVAILABLE = 'Online payment is unavailable right now.';

export const GET = endpoint(async () => {
  const paypal = getPayPal();
  if (!paypal) throw new HttpError(503, UNAVAILABLE);
  try {
    const clientToken = await paypal.generateClientToken();
    return json({ clientToken, clientId: paypalClientId() });
  } catch (error) {
    providerFailure(error);
  }
});

export const ALL = methodNotAllowed;
