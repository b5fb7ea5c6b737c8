/**
 * PayPal webhook events, applied once each (payment_events). A buyer who closes the
 * tab after approving still ends up with a paid order through
 * PAYMENT.CAPTURE.COMPLETED. A refund sets the order 'cancelled' with a note, since
 * the five order statuses have no 'refunded'.
 */
import {
  getOrderByPaymentId,
  getOrderByPaypalOrderId,
  hasPaymentEvent,
  noteOrderEvent,
  recordPaymentEvent,
  refundOrder,
} from '../../../db/queries/orders';
import type { Database } from '../../../db/client';
import type { AbfOrder } from '../../../db/schema';
import type { PayPalAmount } from '../../lib/paypal/client';
import { amountMatches, settlePaid } from './payments.server';

/** The parts of a webhook event the site reads. */
export interface WebhookEvent {
  id: string;
  event_type: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: PayPalAmount;
    supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
    links?: { rel?: string; href?: string }[];
  };
}

/** What happened to an event, for the log and the tests. */
export type WebhookOutcome =
  'duplicate' | 'paid' | 'already-paid' | 'refunded' | 'denied' | 'mismatch' | 'ignored';

async function orderOf(db: Database, event: WebhookEvent): Promise<AbfOrder | undefined> {
  const resource = event.resource ?? {};
  const providerOrderId = resource.supplementary_data?.related_ids?.order_id;
  if (providerOrderId) {
    const order = await getOrderByPaypalOrderId(db, providerOrderId);
    if (order) return order;
  }
  // A refund points 'up' to the capture it refunds; a capture is its own id.
  const captureId =
    resource.supplementary_data?.related_ids?.capture_id ??
    resource.links?.find((l) => l.rel === 'up')?.href?.match(/\/captures\/([^/?#]+)/)?.[1] ??
    (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? undefined : resource.id);
  return captureId ? getOrderByPaymentId(db, captureId) : undefined;
}

/** Applies a verified webhook event; a replayed event changes nothing. */
export async function applyWebhookEvent(db: Database, event: WebhookEvent): Promise<WebhookOutcome> {
  if (await hasPaymentEvent(db, event.id)) return 'duplicate';
  const order = await orderOf(db, event);
  const resource = event.resource ?? {};
  let outcome: WebhookOutcome = 'ignored';

  if (order && event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && resource.id) {
    if (!amountMatches(resource.amount, order.totalCents)) {
      console.error(`Webhook ${event.id}: capture amount does not match order ${order.id}`, resource.amount);
      outcome = 'mismatch';
    } else if (order.status === 'pending') {
      outcome = (await settlePaid(db, order, resource.id, event.event_type)) ? 'paid' : 'already-paid';
    } else {
      outcome = 'already-paid';
    }
  } else if (order && event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    const note = `PayPal denied the payment${resource.id ? ` (capture ${resource.id})` : ''}.`;
    return (await noteOrderEvent(db, order.id, event.id, event.event_type, note)) ? 'denied' : 'duplicate';
  } else if (order && event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    const amount = resource.amount ? ` of $${resource.amount.value} ${resource.amount.currency_code}` : '';
    const note = `Refunded through PayPal${amount}${resource.id ? ` (refund ${resource.id})` : ''}; order cancelled.`;
    return (await refundOrder(db, order.id, event.id, note)) ? 'refunded' : 'duplicate';
  }
  const fresh = await recordPaymentEvent(db, event.id, event.event_type, order?.id ?? null);
  return fresh ? outcome : 'duplicate';
}
