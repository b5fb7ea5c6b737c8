/**
 * The owner always hears of a new order, and the buyer too (CONTRACT.md §17): the notices
 * queued with the order, written when due from the order as it then stands, delivered to
 * a real SMTP receiver on loopback; payments and refunds made outside PayPal, once.
 */
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { mailText } from '~tests/support/mail-text';
import { startSmtpReceiver, type SmtpReceiver } from '~tests/support/smtp-receiver';
import { abfOrders, mailOutbox } from '~db/schema';
import { drainOutbox } from '~/lib/mail/outbox-sender';
import { changeOrderStatus, isPaidByHand } from './admin/orders-admin.queries';
import { orderConfirmationMail, orderRefundedMail, orderShippedMail } from './order-mail';
import { orderMailPreparer } from './order-mail-preparer';
import { createOrder, createOrders, markOrderPaid, recordRefund, type OrderToStore } from './orders.queries';
import { replaceStock } from './stock.queries';

let data: TestDatabase;
let receiver: SmtpReceiver;
beforeEach(async () => {
  data = await createTestDatabase();
  receiver = await startSmtpReceiver();
});
afterEach(async () => {
  await receiver.stop();
  data.cleanup();
});

const SITE = 'https://kendra.example';
const OWNER = 'kendra@example.com';
const page = (id: number) => `${SITE}/orders/${id}`;

const order = (overrides: Partial<OrderToStore> = {}): OrderToStore => ({
  productId: 1,
  customerName: 'Ada Reader',
  customerEmail: 'ada@example.com',
  customerAddress: '12 Long Street, Springfield',
  size: 'S/M',
  quantity: 1,
  totalCents: 2599,
  notes: null,
  notice: { owner: OWNER, dueAt: new Date(Date.now() + 15 * 60_000) },
  ...overrides,
});

/** Drains the outbox at `at` (epoch ms), building order mails as the server does. */
function drain(at: number, paymentsOnline = true) {
  return drainOutbox(data.db, {
    transport: nodemailer.createTransport({ url: receiver.url }),
    from: 'Kendra Lane <hello@kendra.example>',
    now: () => at,
    prepare: orderMailPreparer({ db: () => data.db, siteUrl: SITE, secret: 'secret', paymentsOnline }),
  });
}

const outbox = () => data.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const later = Date.now() + 16 * 60_000;

describe('a new order', () => {
  it('queues a notice to the owner and one to the buyer in the same batch, pointing at it', async () => {
    const [first, second] = await createOrders(data.db, [
      order(),
      order({ customerEmail: 'bo@example.com' }),
    ]);
    const rows = await outbox();
    expect(rows.map((r) => [r.kind, r.to, r.orderId])).toEqual([
      ['order-owner', OWNER, first!.id],
      ['order-received', 'ada@example.com', first!.id],
      ['order-owner', OWNER, second!.id],
      ['order-received', 'bo@example.com', second!.id],
    ]);
  });

  it('queues nothing for an order refused for stock', async () => {
    await data.db.batch(replaceStock(data.db, 1, { 'S/M': 1 }) as [never]);
    const [kept, refused] = await createOrders(data.db, [order(), order()]);
    expect(kept).not.toBeNull();
    expect(refused).toBeNull();
    expect((await outbox()).map((r) => r.orderId)).toEqual([kept!.id, kept!.id]);
  });

  it('waits while the buyer can still pay, then mails both: the owner what to do, the buyer how paying works', async () => {
    const placed = (await createOrder(data.db, order()))!;
    expect(await drain(Date.now())).toEqual({ sent: 0, failed: 0 });
    expect(await drain(later)).toEqual({ sent: 2, failed: 0 });
    const owner = receiver.mails.find((m) => m.to[0] === OWNER)!;
    expect(owner.subject).toBe(`New order #${placed.id}: Classic Dad Hat (size S/M) x 1, $25.99`);
    expect(owner.headers['reply-to']).toBe('ada@example.com');
    expect(mailText(owner)).toContain('Status: Not paid yet');
    expect(mailText(owner)).toContain('Buyer: Ada Reader <ada@example.com>');
    const buyer = receiver.mails.find((m) => m.to[0] === 'ada@example.com')!;
    expect(buyer.subject).toBe(`We received your Always Be Fabulous order #${placed.id}`);
    expect(buyer.headers['content-type']).toMatch(/^multipart\/alternative/);
    const text = mailText(buyer);
    expect(text).toContain('How payment works');
    expect(text).toMatch(new RegExp(`${SITE}/orders/${placed.id}\\?token=\\S+`));
  });

  it('without online payment tells the buyer at once that Kendra will arrange it', async () => {
    await createOrder(data.db, order({ notice: { owner: OWNER, dueAt: new Date() } }));
    expect(await drain(Date.now() + 1000, false)).toEqual({ sent: 2, failed: 0 });
    const buyer = receiver.mails.find((m) => m.to[0] === 'ada@example.com')!;
    expect(mailText(buyer)).toContain('Online payment is not available right now');
  });

  it('paid at checkout: the owner hears at once that it is paid, the buyer gets the receipt only', async () => {
    const placed = (await createOrder(data.db, order()))!;
    const receipt = orderConfirmationMail(placed, 'Classic Dad Hat', page(placed.id));
    expect(await markOrderPaid(data.db, placed, 'CAP1', receipt, 'capture')).toBe(true);
    expect(await drain(Date.now() + 1000)).toEqual({ sent: 2, failed: 0 });
    expect(await drain(later)).toEqual({ sent: 0, failed: 0 });
    expect(receiver.mails.map((m) => [m.to[0], m.subject]).sort()).toEqual([
      ['ada@example.com', `Your Always Be Fabulous order #${placed.id} is confirmed`],
      [OWNER, `New order #${placed.id}: Classic Dad Hat (size S/M) x 1, $25.99 (paid)`],
    ]);
    expect(mailText(receiver.mails.find((m) => m.to[0] === OWNER)!)).toContain('Paid through PayPal');
    expect((await outbox()).map((r) => r.kind).sort()).toEqual(['order-confirmation', 'order-owner']);
  });

  it('cancelled at checkout: the buyer is not told to pay; the owner still hears of it', async () => {
    const placed = (await createOrder(data.db, order()))!;
    await data.db.update(abfOrders).set({ status: 'cancelled' }).where(eq(abfOrders.id, placed.id));
    expect(await drain(later)).toEqual({ sent: 1, failed: 0 });
    expect(receiver.mails.map((m) => m.to[0])).toEqual([OWNER]);
    expect((await outbox()).find((r) => r.kind === 'order-received')).toMatchObject({ status: 'cancelled' });
  });
});

describe('an order paid outside PayPal', () => {
  const mails = (name = 'Classic Dad Hat') => ({
    shipped: (o: Parameters<typeof orderShippedMail>[0]) => orderShippedMail(o, name, page(o.id)),
    paid: (o: Parameters<typeof orderConfirmationMail>[0]) => orderConfirmationMail(o, name, page(o.id)),
  });

  it('marked paid by hand mails the buyer a receipt once, and the owner’s notice says paid', async () => {
    const placed = (await createOrder(data.db, order()))!;
    const first = await changeOrderStatus(data.db, placed.id, { status: 'paid' }, mails());
    expect(first).toMatchObject({ kind: 'changed', receipt: true, order: { status: 'paid' } });
    expect(await isPaidByHand(data.db, placed.id)).toBe(true);
    // Back to pending and paid again: recorded once, mailed once.
    await changeOrderStatus(data.db, placed.id, { status: 'pending' }, mails());
    expect(await changeOrderStatus(data.db, placed.id, { status: 'paid' }, mails())).toMatchObject({
      receipt: false,
    });
    expect(await drain(Date.now() + 1000)).toEqual({ sent: 2, failed: 0 });
    expect(receiver.mails.filter((m) => m.to[0] === 'ada@example.com').map((m) => m.subject)).toEqual([
      `Your Always Be Fabulous order #${placed.id} is confirmed`,
    ]);
    expect(mailText(receiver.mails.find((m) => m.to[0] === OWNER)!)).toContain('Status: Paid (paid)');
    // The buyer's own note is left as it was: the payment is recorded beside the order, not in it.
    const [row] = await data.db.select().from(abfOrders).where(eq(abfOrders.id, placed.id));
    expect(row!.notes).toBe(order().notes ?? null);
  });

  it('is refunded by hand once: recorded, cancelled, the buyer mailed once', async () => {
    const placed = (await createOrder(data.db, order()))!;
    await changeOrderStatus(data.db, placed.id, { status: 'paid' }, mails());
    const refund = {
      refundId: null,
      source: 'admin-manual',
      note: 'Refunded by hand',
      mail: orderRefundedMail(placed, 'Classic Dad Hat', page(placed.id), 'manual'),
    };
    const results = await Promise.all([1, 2, 3].map(() => recordRefund(data.db, placed.id, refund)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await data.db.select().from(abfOrders).where(eq(abfOrders.id, placed.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      refundId: null,
      notes: expect.stringMatching(/Refunded by hand$/),
    });
    expect(row!.refundedAt).toBeInstanceOf(Date);
    expect((await outbox()).filter((r) => r.kind === 'order-refunded')).toHaveLength(1);
  });

  it('an order nobody paid cannot be refunded by hand', async () => {
    const placed = (await createOrder(data.db, order()))!;
    const refund = {
      refundId: null,
      source: 'admin-manual',
      note: 'x',
      mail: orderRefundedMail(placed, 'Hat', 'u'),
    };
    expect(await recordRefund(data.db, placed.id, refund)).toBe(false);
    expect(await isPaidByHand(data.db, placed.id)).toBe(false);
  });
});
