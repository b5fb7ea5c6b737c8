/**
 * POST /paypal/webhook: PayPal's event deliveries. Each is verified with PayPal's
 * verify-webhook-signature call for PAYPAL_WEBHOOK_ID; an unverified one answers 400
 * and changes nothing.
 */
import { z } from 'astro/zod';
import { applyWebhookEvent } from '~/features/shop/paypal/webhook.server';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseBody, readText } from '~/lib/http/api';
import { getPayPal, paypalWebhookId } from '~/features/shop/paypal/paypal.server';
import { providerFailure } from '~/features/shop/paypal/payments.server';

export const prerender = false;

/** The envelope every PayPal event has; the rest is kept for the signature check. */
const eventSchema = z.looseObject({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource: z.looseObject({}).optional(),
});

export const POST = endpoint(async ({ request }) => {
  // Read once (at most 64 KiB): validated, and the same text goes to PayPal's signature check.
  const text = await readText(request);
  const event = parseBody(request, text, eventSchema);
  const rawEvent = text.trim();
  const paypal = getPayPal();
  const webhookId = paypalWebhookId();
  if (!paypal || !webhookId) throw new HttpError(400, 'Webhook signature could not be verified');
  const h = request.headers;
  let verified: boolean;
  try {
    verified = await paypal.verifyWebhookSignature(
      {
        authAlgo: h.get('paypal-auth-algo'),
        certUrl: h.get('paypal-cert-url'),
        transmissionId: h.get('paypal-transmission-id'),
        transmissionSig: h.get('paypal-transmission-sig'),
        transmissionTime: h.get('paypal-transmission-time'),
      },
      rawEvent,
      webhookId,
    );
  } catch (error) {
    providerFailure(error);
  }
  if (!verified) throw new HttpError(400, 'Webhook signature could not be verified');
  const outcome = await applyWebhookEvent(getDb(), event);
  return json({ received: true, outcome });
});

export const ALL = methodNotAllowed;
