import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { abfOrders, mailOutbox, paymentEvents } from '~db/schema';
import {
  cancelPendingOrder,
  createOrder,
  markOrderPaid,
  recordRefund,
  setPaypalOrderId,
} from './orders.queries';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

const mail = { kind: 'order-confirmation', to: 'ada@example.com', subject: 'Paid', text: 'Thanks' };
const newOrder = async () => {
  const order = await createOrder(data.db, {
    productId: 1,
    customerName: 'Ada',
    customerEmail: 'ada@example.com',
    customerAddress: '12 Long Street',
    size: 'S/M',
    quantity: 2,
    totalCents: 5198,
    notes: null,
  });
  if (!order) throw new Error('not stored');
  return order;
};
const mails = async () =>
  (await data.db.select().from(mailOutbox)).filter((m) => m.kind === 'order-confirmation');

describe('orders', () => {
  it('stores new orders pending', async () => {
    expect(await newOrder()).toMatchObject({ status: 'pending', totalCents: 5198, paypalOrderId: null });
  });

  it('ten concurrent markOrderPaid calls mark and mail once', async () => {
    const order = await newOrder();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => markOrderPaid(data.db, order, `CAP${i}`, mail, 'capture')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await data.db.select().from(abfOrders).where(eq(abfOrders.id, order.id));
    expect(row?.status).toBe('paid');
    expect(row?.paypalPaymentId).toBe(`CAP${results.indexOf(true)}`);
    expect(await mails()).toHaveLength(1);
  });

  it('never marks or mails an order that is no longer pending', async () => {
    const order = await newOrder();
    await cancelPendingOrder(data.db, order.id, 'changed my mind');
    expect(await markOrderPaid(data.db, order, 'CAP1', mail, 'webhook')).toBe(false);
    const [row] = await data.db.select().from(abfOrders).where(eq(abfOrders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', paypalPaymentId: null, notes: 'changed my mind' });
    expect(await mails()).toHaveLength(0);
    expect(await data.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it('cancels only pending, unpaid orders', async () => {
    const order = await newOrder();
    await markOrderPaid(data.db, order, 'CAP1', mail, 'capture');
    expect(await cancelPendingOrder(data.db, order.id, 'x')).toBeUndefined();
  });

  it('re-points a PayPal order only from the id the caller saw', async () => {
    const order = await newOrder();
    expect(await setPaypalOrderId(data.db, order.id, 'PP1', null)).toBeDefined();
    expect(await setPaypalOrderId(data.db, order.id, 'PP2', null)).toBeUndefined();
    expect((await setPaypalOrderId(data.db, order.id, 'PP2', 'PP1'))?.paypalOrderId).toBe('PP2');
  });

  it('records a refund once, cancelling the paid order with a note and one mail', async () => {
    const order = await newOrder();
    await markOrderPaid(data.db, order, 'CAP1', mail, 'capture');
    const refund = {
      refundId: 'REF1',
      source: 'admin',
      note: 'Refunded',
      mail: { ...mail, kind: 'order-refunded' },
    };
    const results = await Promise.all([1, 2, 3].map(() => recordRefund(data.db, order.id, refund)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await data.db.select().from(abfOrders).where(eq(abfOrders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', notes: 'Refunded', refundId: 'REF1' });
    const refunds = (await data.db.select().from(mailOutbox)).filter((m) => m.kind === 'order-refunded');
    expect(refunds).toHaveLength(1);
  });

  it('never records a refund on an order that was not paid', async () => {
    const order = await newOrder();
    expect(await recordRefund(data.db, order.id, { refundId: 'R', source: 'admin', note: 'x', mail })).toBe(
      false,
    );
    const [row] = await data.db.select().from(abfOrders).where(eq(abfOrders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', refundId: null });
  });
});
