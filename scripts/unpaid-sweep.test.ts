/** `npm start` runs the unpaid-order sweep at once and then on its timer. */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, UNPAID_LIMIT_MS } from '../src/features/shop/orders.queries';
import { replaceStock, stockLeft } from '../src/features/shop/stock.queries';
import { abfOrders } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { startUnpaidOrderSweep } from './start';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

async function staleOrder() {
  const row = await createOrder(data.db, {
    productId: 1,
    customerName: 'Ada',
    customerEmail: 'ada@example.com',
    customerAddress: '12 Long Street',
    size: 'S/M',
    quantity: 1,
    totalCents: 2599,
    notes: null,
  });
  const dayAgo = new Date(Date.now() - UNPAID_LIMIT_MS - 4 * 3_600_000);
  await data.db
    .update(abfOrders)
    .set({ createdAt: dayAgo, updatedAt: dayAgo })
    .where(eq(abfOrders.id, row!.id));
  return row!;
}

const statusOf = async (id: number) =>
  (await data.db.select().from(abfOrders).where(eq(abfOrders.id, id)))[0]?.status;

describe('the unpaid-order sweep under npm start', () => {
  it('cancels an order left unpaid for 24 hours at start-up and again on its timer, giving stock back', async () => {
    await data.db.batch(replaceStock(data.db, 1, { 'S/M': 2, 'L/XL': 0 }) as [never]);
    const first = await staleOrder();
    const stop = startUnpaidOrderSweep(data.db, 100);
    try {
      await expect.poll(() => statusOf(first.id)).toBe('cancelled');
      const second = await staleOrder();
      await expect.poll(() => statusOf(second.id)).toBe('cancelled');
      expect(await stockLeft(data.db, 1, 'S/M')).toBe(2);
    } finally {
      stop();
    }
  });
});
