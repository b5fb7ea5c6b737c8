/** Stock taken and given back with the orders that cause it (CONTRACT.md §13). */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { abfOrders, abfStock, mailOutbox } from '~db/schema';
import { changeOrderStatus } from './admin/orders-admin.queries';
import { insertProduct, updateProduct } from './admin/products-admin.queries';
import {
  cancelPendingOrder,
  cancelUnpaidOrders,
  createOrder,
  createOrders,
  markOrderPaid,
  PAYMENT_GRACE_MS,
  recordRefund,
  setPaypalOrderId,
  UNPAID_LIMIT_MS,
  type NewOrder,
} from './orders.queries';
import { getProductWithStock, listActiveProducts } from './products.queries';
import { replaceStock, stockLeft } from './stock.queries';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

/** Product 1 is the seeded Classic Dad Hat (sizes S/M and L/XL). */
const hat = (levels: Record<string, number>) => data.db.batch(replaceStock(data.db, 1, levels) as [never]);
const order = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  productId: 1,
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  customerAddress: '12 Long Street',
  size: 'S/M',
  quantity: 1,
  totalCents: 2599,
  notes: null,
  ...overrides,
});
const left = (size = 'S/M') => stockLeft(data.db, 1, size);
const stored = async (id: number) => (await data.db.select().from(abfOrders).where(eq(abfOrders.id, id)))[0]!;
const placed = async (overrides: Partial<NewOrder> = {}) => {
  const row = await createOrder(data.db, order(overrides));
  if (!row) throw new Error('refused');
  return row;
};
const mail = { kind: 'k', to: 'ada@example.com', subject: 's', text: 't' };

describe('taking stock with the order', () => {
  it('leaves a product without stock rows untracked: orders are never refused', async () => {
    expect(await left()).toBeNull();
    const row = await placed({ quantity: 100 });
    expect(row).toMatchObject({ stockHeld: 0, quantity: 100 });
  });

  it('takes the items of a tracked size and refuses more than is left', async () => {
    await hat({ 'S/M': 3, 'L/XL': 0 });
    expect(await placed({ quantity: 2 })).toMatchObject({ stockHeld: 2 });
    expect(await left()).toBe(1);
    expect(await createOrder(data.db, order({ quantity: 2 }))).toBeNull();
    expect(await createOrder(data.db, order({ size: 'L/XL' }))).toBeNull();
    expect(await left()).toBe(1);
    expect(await data.db.select().from(abfOrders)).toHaveLength(1);
  });

  it('counts a size without a row of a tracked product as sold out', async () => {
    await hat({ 'S/M': 3 });
    expect(await createOrder(data.db, order({ size: 'L/XL' }))).toBeNull();
  });

  it('sells the last items exactly once among orders batched together', async () => {
    await hat({ 'S/M': 5, 'L/XL': 1 });
    const rows = await createOrders(data.db, [
      ...Array.from({ length: 20 }, () => order()),
      ...Array.from({ length: 5 }, () => order({ size: 'L/XL' })),
      order({ productId: 2, size: 'M' }), // untracked joggers
    ]);
    expect(rows.slice(0, 20).filter(Boolean)).toHaveLength(5);
    expect(rows.slice(20, 25).filter(Boolean)).toHaveLength(1);
    expect(rows[25]).toMatchObject({ productId: 2, stockHeld: 0 });
    expect(await left()).toBe(0);
    expect(await left('L/XL')).toBe(0);
  });
});

describe('giving stock back', () => {
  it('when the buyer cancels, once', async () => {
    await hat({ 'S/M': 2 });
    const row = await placed({ quantity: 2 });
    expect(await left()).toBe(0);
    await Promise.all([1, 2, 3].map(() => cancelPendingOrder(data.db, row.id, 'changed my mind')));
    expect(await left()).toBe(2);
    expect(await stored(row.id)).toMatchObject({ status: 'cancelled', stockHeld: 0 });
  });

  it('never for a paid order the buyer tries to cancel', async () => {
    await hat({ 'S/M': 1 });
    const row = await placed();
    await markOrderPaid(data.db, row, 'CAP1', mail, 'capture');
    expect(await cancelPendingOrder(data.db, row.id, 'x')).toBeUndefined();
    expect(await left()).toBe(0);
  });

  it('after 24 hours unpaid, by the sweep (time injected); paid and recent orders keep theirs', async () => {
    await hat({ 'S/M': 10 });
    const unpaid = await placed({ quantity: 3 });
    const paid = await placed({ quantity: 2 });
    await markOrderPaid(data.db, paid, 'CAP1', mail, 'capture');
    const t0 = new Date();
    expect(await cancelUnpaidOrders(data.db, new Date(t0.getTime() + UNPAID_LIMIT_MS - 60_000))).toEqual([]);
    const later = new Date(t0.getTime() + UNPAID_LIMIT_MS + 60_000);
    // Placed an hour before `later`.
    const recent = await placed({ quantity: 1 });
    const anHourBefore = new Date(later.getTime() - 3_600_000);
    await data.db
      .update(abfOrders)
      .set({ createdAt: anHourBefore, updatedAt: anHourBefore })
      .where(eq(abfOrders.id, recent.id));
    expect(await left()).toBe(4);

    expect(await cancelUnpaidOrders(data.db, later)).toEqual([unpaid.id]);
    expect(await left()).toBe(7);
    expect(await stored(unpaid.id)).toMatchObject({ status: 'cancelled', stockHeld: 0 });
    expect((await stored(unpaid.id)).notes).toMatch(/not paid within 24 hours/);
    expect(await stored(paid.id)).toMatchObject({ status: 'paid', stockHeld: 2 });
    expect(await stored(recent.id)).toMatchObject({ status: 'pending', stockHeld: 1 });
    expect(await cancelUnpaidOrders(data.db, later)).toEqual([]);
    expect(await left()).toBe(7);
  });

  it('the sweep leaves an order whose PayPal checkout started within the grace time', async () => {
    await hat({ 'S/M': 1 });
    const row = await placed();
    const later = new Date(Date.now() + UNPAID_LIMIT_MS + 60_000);
    await data.db
      .update(abfOrders)
      .set({ paypalOrderId: 'PP1', updatedAt: new Date(later.getTime() - PAYMENT_GRACE_MS + 60_000) })
      .where(eq(abfOrders.id, row.id));
    expect(await cancelUnpaidOrders(data.db, later)).toEqual([]);
    expect(await cancelUnpaidOrders(data.db, new Date(later.getTime() + PAYMENT_GRACE_MS))).toEqual([row.id]);
    expect(await left()).toBe(1);
  });

  it('when the admin cancels, and takes it again when the order leaves cancelled', async () => {
    await hat({ 'S/M': 2 });
    const row = await placed({ quantity: 2 });
    await setPaypalOrderId(data.db, row.id, 'PP1', null);
    const shipped = { shipped: () => mail, paid: () => ({ ...mail, kind: 'order-confirmation' }) };
    const cancelled = await changeOrderStatus(data.db, row.id, { status: 'cancelled' }, shipped);
    expect(cancelled).toMatchObject({ kind: 'changed', order: { status: 'cancelled', stockHeld: 0 } });
    expect(await left()).toBe(2);
    // Cancelled twice: nothing more comes back.
    await changeOrderStatus(data.db, row.id, { status: 'cancelled' }, shipped);
    expect(await left()).toBe(2);
    // Another buyer takes one; the cancelled order cannot come back for two.
    await placed();
    expect(await changeOrderStatus(data.db, row.id, { status: 'paid' }, shipped)).toEqual({
      kind: 'out-of-stock',
      left: 1,
    });
    expect(await stored(row.id)).toMatchObject({ status: 'cancelled', stockHeld: 0 });
    await data.db.update(abfStock).set({ quantity: 5 }).where(eq(abfStock.size, 'S/M'));
    expect(await changeOrderStatus(data.db, row.id, { status: 'paid' }, shipped)).toMatchObject({
      kind: 'changed',
      order: { status: 'paid', stockHeld: 2 },
    });
    expect(await left()).toBe(3);
  });

  it('when refunded, once, with the refund recorded', async () => {
    await hat({ 'S/M': 1 });
    const row = await placed();
    await markOrderPaid(data.db, row, 'CAP1', mail, 'capture');
    const refund = { refundId: 'R1', source: 'admin', note: 'Refunded', mail };
    expect(await recordRefund(data.db, row.id, refund)).toBe(true);
    expect(await recordRefund(data.db, row.id, { ...refund, refundId: 'R2' })).toBe(false);
    expect(await left()).toBe(1);
    expect(await stored(row.id)).toMatchObject({ status: 'cancelled', refundId: 'R1', stockHeld: 0 });
  });
});

describe('shipping', () => {
  it('mails the buyer the first time the order is shipped only, with concurrent changes', async () => {
    const row = await placed();
    await markOrderPaid(data.db, row, 'CAP1', mail, 'capture');
    const shippedMail = {
      shipped: (o: { carrier: string | null; trackingNumber: string | null }) => ({
        ...mail,
        kind: 'order-shipped',
        text: `${o.carrier} ${o.trackingNumber}`,
      }),
      paid: () => mail,
    };
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        changeOrderStatus(
          data.db,
          row.id,
          { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' },
          shippedMail,
        ),
      ),
    );
    expect(results.filter((r) => r.kind === 'changed' && r.mailed)).toHaveLength(1);
    await changeOrderStatus(data.db, row.id, { status: 'completed' }, shippedMail);
    await changeOrderStatus(data.db, row.id, { status: 'shipped' }, shippedMail);
    const sent = (await data.db.select().from(mailOutbox)).filter((m) => m.kind === 'order-shipped');
    expect(sent.map((m) => m.text)).toEqual(['UPS 1Z999']);
    expect(await stored(row.id)).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
    });
  });
});

describe('products with stock', () => {
  it('stores a new product and its stock in one batch, and edits or untracks it', async () => {
    const product = await insertProduct(
      data.db,
      { name: 'Tote', category: 'accessories', color: 'Red', imageUrl: '/x.svg' },
      { '': 4 },
    );
    expect(product.stock).toEqual({ '': 4 });
    expect((await getProductWithStock(data.db, product.id))?.stock).toEqual({ '': 4 });
    const listed = (await listActiveProducts(data.db)).find((p) => p.id === product.id);
    expect(listed?.stock).toEqual({ '': 4 });
    expect((await listActiveProducts(data.db)).find((p) => p.id === 1)?.stock).toBeNull();
    await updateProduct(data.db, product.id, { color: 'Blue' }, { '': 9 });
    expect(await getProductWithStock(data.db, product.id)).toMatchObject({ color: 'Blue', stock: { '': 9 } });
    await updateProduct(data.db, product.id, {}, null);
    expect((await getProductWithStock(data.db, product.id))?.stock).toBeNull();
  });
});
