/** Webhook calls as PayPal sends them, signed so that the PayPal emulator's check accepts them (or not). */
import { VALID_WEBHOOK_SIGNATURE } from './paypal-emulator';

/** PayPal's transmission headers, with the signature the emulator accepts unless `sig` says otherwise. */
export function signedHeaders(sig = VALID_WEBHOOK_SIGNATURE): Record<string, string> {
  return {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-transmission-id': crypto.randomUUID(),
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': new Date().toISOString(),
  };
}

/** PAYMENT.CAPTURE.COMPLETED for the provider order `providerId`, of `value` USD. */
export function captureEvent(providerId: string, value: string, captureId = `CAP${Date.now()}`) {
  return {
    id: `WH-${crypto.randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: {
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: providerId } },
    },
  };
}

/** PAYMENT.CAPTURE.REFUNDED: refund `refundId` of `value` USD on the capture `captureId`. */
export function refundEvent(captureId: string, refundId: string, value: string) {
  return {
    id: `WH-${crypto.randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource: {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}` }],
    },
  };
}
