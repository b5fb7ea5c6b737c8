/** The order confirmation mail, queued when a payment is captured. */
import type { OutgoingMail } from '../../../db/queries/outbox';
import type { AbfOrder } from '../../../db/schema';
import { formatAmount } from '../../lib/money';

/** The mail telling the buyer their order is paid. */
export function orderConfirmationMail(order: AbfOrder, productName: string): OutgoingMail {
  const total = formatAmount(order.totalCents);
  const item = `${productName}${order.size ? ` (size ${order.size})` : ''} x ${order.quantity}`;
  return {
    kind: 'order-confirmation',
    to: order.customerEmail,
    subject: `Your Always Be Fabulous order #${order.id} is confirmed`,
    text: [
      `Hi ${order.customerName},`,
      '',
      `Thank you for your order! Your payment of $${total} USD was received.`,
      '',
      `Order #${order.id}`,
      item,
      `Total: $${total} USD`,
      '',
      'Shipping to:',
      order.customerAddress,
      '',
      "We'll email you again when it ships.",
      '',
      'Write Bold. Live Loud. Be Fabulous.',
      'Kendra Lane',
    ].join('\n'),
  };
}
