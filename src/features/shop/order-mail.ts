/**
 * The mails about an order: to the buyer (received, paid, shipped, refunded), each linking
 * to the buyer's own order page (`pageUrl`, signed: see order-page-link.ts), and to the
 * owner (a new order). All in the site's mail layout; no Astro imports, so the mail sender
 * of `npm start` builds them too.
 */
import { composeMail, type MailBlock } from '~/lib/mail/layout';
import type { OutgoingMail } from '~/lib/mail/outbox.queries';
import type { AbfOrder } from '~db/schema';
import { formatAmount } from './money';
import { carrierFor, trackingUrl } from './tracking';

type MailOrder = Pick<
  AbfOrder,
  'id' | 'customerName' | 'customerEmail' | 'customerAddress' | 'size' | 'quantity' | 'totalCents'
>;

/** The outbox kinds of the order mails written when they are due (mail_outbox.order_id). */
export const ORDER_OWNER_KIND = 'order-owner';
export const ORDER_RECEIVED_KIND = 'order-received';

const SIGNATURE: MailBlock = { text: 'Write Bold. Live Loud. Be Fabulous.\nKendra Lane' };

function itemLine(order: Pick<MailOrder, 'size' | 'quantity'>, productName: string): string {
  return `${productName}${order.size ? ` (size ${order.size})` : ''} x ${order.quantity}`;
}

const dollars = (cents: number) => `$${formatAmount(cents)} USD`;

/** The order's number, item, total and address, as a mail shows them. */
function orderDetails(order: MailOrder, productName: string): MailBlock {
  return {
    details: [
      ['Order', `#${order.id}`],
      ['Item', itemLine(order, productName)],
      ['Total', dollars(order.totalCents)],
      ['Shipping to', order.customerAddress],
    ],
  };
}

function buyerMail(kind: string, order: MailOrder, subject: string, blocks: MailBlock[], siteUrl?: string) {
  return composeMail({ kind, to: order.customerEmail, subject, blocks: [...blocks, SIGNATURE], siteUrl });
}

/** The receipt: the order is paid (through PayPal, or marked paid by the owner). */
export function orderConfirmationMail(order: MailOrder, productName: string, pageUrl: string): OutgoingMail {
  return buyerMail('order-confirmation', order, `Your Always Be Fabulous order #${order.id} is confirmed`, [
    { heading: 'Thank you for your order!' },
    {
      text: `Hi ${order.customerName}, your payment of ${dollars(order.totalCents)} was received. This mail is your receipt.`,
    },
    orderDetails(order, productName),
    { text: "We'll email you again when it ships. You can follow your order here:" },
    { button: 'See your order', href: pageUrl },
  ]);
}

/**
 * 'Order received' for an order that is not paid: what happens next and how paying works.
 * `paymentsOnline` says whether the shop takes PayPal at checkout right now.
 */
export function orderReceivedMail(
  order: MailOrder,
  productName: string,
  pageUrl: string,
  paymentsOnline: boolean,
): OutgoingMail {
  const howToPay = paymentsOnline
    ? 'The payment was not completed at checkout. To pay, reply to this mail and Kendra will send you a PayPal payment request, or bank details if you prefer a transfer.'
    : `Online payment is not available right now, so Kendra will email you at ${order.customerEmail} to arrange payment (a PayPal payment request, or bank details for a transfer).`;
  return buyerMail('order-received', order, `We received your Always Be Fabulous order #${order.id}`, [
    { heading: 'We have your order' },
    { text: `Hi ${order.customerName}, thank you! Your order is saved, and nothing has been charged yet.` },
    orderDetails(order, productName),
    { heading: 'How payment works' },
    { text: howToPay },
    {
      text: 'Your items are held for you for 24 hours. Once the payment arrives you get a receipt, and another mail when your order ships.',
    },
    { button: 'See your order', href: pageUrl },
  ]);
}

/** The buyer's mail when the order has shipped, with the carrier's tracking link when there is one. */
export function orderShippedMail(
  order: MailOrder & Pick<AbfOrder, 'carrier' | 'trackingNumber'>,
  productName: string,
  pageUrl: string,
): OutgoingMail {
  const link = trackingUrl(order.carrier, order.trackingNumber);
  const carrier = carrierFor(order.carrier, order.trackingNumber);
  const tracking: MailBlock[] = order.trackingNumber
    ? [
        {
          details: [
            ['Carrier', carrier || 'not given'],
            ['Tracking number', order.trackingNumber],
          ],
        },
        ...(link ? [{ button: `Track it with ${carrier}`, href: link }] : []),
      ]
    : [];
  return buyerMail('order-shipped', order, `Your Always Be Fabulous order #${order.id} has shipped`, [
    { heading: 'Your order is on its way!' },
    { text: `Hi ${order.customerName}, good news: your order #${order.id} has shipped.` },
    {
      details: [
        ['Item', itemLine(order, productName)],
        ['Shipping to', order.customerAddress],
      ],
    },
    ...tracking,
    { text: 'Your order page:' },
    { button: 'See your order', href: pageUrl },
  ]);
}

/** How a refund was made: through PayPal, or by the owner outside it (bank transfer, cash). */
export type RefundWay = 'paypal' | 'manual';

/** The buyer's mail when the payment was refunded in full and the order cancelled. */
export function orderRefundedMail(
  order: MailOrder,
  productName: string,
  pageUrl: string,
  way: RefundWay = 'paypal',
): OutgoingMail {
  const refunded = `Your payment of ${dollars(order.totalCents)} for order #${order.id} (${itemLine(order, productName)}) was refunded in full`;
  return buyerMail('order-refunded', order, `Your Always Be Fabulous order #${order.id} was refunded`, [
    { heading: 'Your refund' },
    { text: `Hi ${order.customerName},` },
    way === 'paypal'
      ? {
          text: `${refunded} through PayPal, and the order is cancelled.\nPayPal usually shows the refund within a few days.`,
        }
      : {
          text: `${refunded} by Kendra, the way you paid, and the order is cancelled.\nDepending on your bank it may take a few days to show.`,
        },
    { text: 'Your order page:' },
    { button: 'See your order', href: pageUrl },
  ]);
}

/** Where an order stands, in the owner's words. */
function ownerStatus(order: Pick<AbfOrder, 'status' | 'paypalPaymentId'>): string {
  switch (order.status) {
    case 'pending':
      return 'Not paid yet (the buyer was told how payment works)';
    case 'cancelled':
      return 'Cancelled (by the buyer at checkout, or unpaid)';
    default:
      return order.paypalPaymentId ? `Paid through PayPal (${order.status})` : `Paid (${order.status})`;
  }
}

/** The owner's notice of a new order, as the order stands when it is sent. */
export function ownerOrderMail(
  order: MailOrder & Pick<AbfOrder, 'status' | 'paypalPaymentId' | 'notes'>,
  productName: string,
  owner: string,
  siteUrl: string,
): OutgoingMail {
  const admin = new URL(`/admin/orders?q=${encodeURIComponent(`#${order.id}`)}`, siteUrl).href;
  const paid = order.status !== 'pending' && order.status !== 'cancelled';
  return composeMail({
    kind: ORDER_OWNER_KIND,
    to: owner,
    subject: `New order #${order.id}: ${itemLine(order, productName)}, $${formatAmount(order.totalCents)}${paid ? ' (paid)' : ''}`,
    siteUrl,
    blocks: [
      { heading: `New order #${order.id}` },
      {
        details: [
          ['Status', ownerStatus(order)],
          ['Item', itemLine(order, productName)],
          ['Total', dollars(order.totalCents)],
          ['Buyer', `${order.customerName} <${order.customerEmail}>`],
          ['Shipping to', order.customerAddress],
          ...(order.notes ? [['Notes', order.notes] as const] : []),
        ],
      },
      { button: 'Open it in the admin', href: admin },
      {
        note: paid
          ? 'Reply to this mail to write to the buyer.'
          : 'Not paid yet: reply to this mail to write to the buyer. Once you are paid outside PayPal, mark the order paid in the admin and the buyer gets a receipt.',
      },
    ],
    headers: { 'Reply-To': order.customerEmail },
  });
}
