/**
 * The mails a buyer gets about an order: paid, shipped, refunded. Each links to the
 * buyer's own order page (`pageUrl`, signed: see order-page.server.ts).
 */
import type { OutgoingMail } from '~/lib/mail/outbox.queries';
import type { AbfOrder } from '~db/schema';
import { formatAmount } from './money';
import { trackingUrl } from './tracking';

type MailOrder = Pick<
  AbfOrder,
  'id' | 'customerName' | 'customerEmail' | 'customerAddress' | 'size' | 'quantity' | 'totalCents'
>;

const SIGNATURE = ['Write Bold. Live Loud. Be Fabulous.', 'Kendra Lane'];

function itemLine(order: MailOrder, productName: string): string {
  return `${productName}${order.size ? ` (size ${order.size})` : ''} x ${order.quantity}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain-text mail with an HTML twin whose links are clickable. */
function mail(kind: string, order: MailOrder, subject: string, lines: string[]): OutgoingMail {
  const html = lines
    .join('\n')
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)
          .replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return { kind, to: order.customerEmail, subject, text: lines.join('\n'), html };
}

/** The mail telling the buyer their order is paid. */
export function orderConfirmationMail(order: MailOrder, productName: string, pageUrl: string): OutgoingMail {
  const total = formatAmount(order.totalCents);
  return mail('order-confirmation', order, `Your Always Be Fabulous order #${order.id} is confirmed`, [
    `Hi ${order.customerName},`,
    '',
    `Thank you for your order! Your payment of $${total} USD was received.`,
    '',
    `Order #${order.id}`,
    itemLine(order, productName),
    `Total: $${total} USD`,
    '',
    'Shipping to:',
    order.customerAddress,
    '',
    "We'll email you again when it ships. You can follow your order here:",
    pageUrl,
    '',
    ...SIGNATURE,
  ]);
}

/** The mail telling the buyer their order has shipped, with the carrier's tracking link when there is one. */
export function orderShippedMail(
  order: MailOrder & Pick<AbfOrder, 'carrier' | 'trackingNumber'>,
  productName: string,
  pageUrl: string,
): OutgoingMail {
  const link = trackingUrl(order.carrier, order.trackingNumber);
  const tracking = order.trackingNumber
    ? [
        `Carrier: ${order.carrier || 'not given'}`,
        `Tracking number: ${order.trackingNumber}`,
        ...(link ? ['Track it with the carrier:', link] : []),
        '',
      ]
    : [];
  return mail('order-shipped', order, `Your Always Be Fabulous order #${order.id} has shipped`, [
    `Hi ${order.customerName},`,
    '',
    `Good news: your order #${order.id} is on its way!`,
    '',
    itemLine(order, productName),
    '',
    'Shipping to:',
    order.customerAddress,
    '',
    ...tracking,
    'Your order page:',
    pageUrl,
    '',
    ...SIGNATURE,
  ]);
}

/** The mail telling the buyer their payment was refunded in full. */
export function orderRefundedMail(order: MailOrder, productName: string, pageUrl: string): OutgoingMail {
  const total = formatAmount(order.totalCents);
  return mail('order-refunded', order, `Your Always Be Fabulous order #${order.id} was refunded`, [
    `Hi ${order.customerName},`,
    '',
    `Your payment of $${total} USD for order #${order.id} (${itemLine(order, productName)}) was refunded in full through PayPal, and the order is cancelled.`,
    'PayPal usually shows the refund within a few days.',
    '',
    'Your order page:',
    pageUrl,
    '',
    ...SIGNATURE,
  ]);
}
