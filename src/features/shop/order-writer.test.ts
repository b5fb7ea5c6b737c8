import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { abfOrders } from '~db/schema';
import { storeOrder } from './order-writer.server';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

const order = (name: string, productId = 1) => ({
  productId,
  customerName: name,
  customerEmail: `${name}@example.com`,
  customerAddress: '12 Long Street',
  size: null,
  quantity: 1,
  totalCents: 2599,
  notes: null,
});

describe('group commit of new orders', () => {
  it('stores concurrent orders and answers each caller its own row', async () => {
    const names = Array.from({ length: 150 }, (_, i) => `buyer${i}`);
    const rows = await Promise.all(names.map((name) => storeOrder(data.db, order(name))));
    expect(rows.map((r) => r?.customerName)).toEqual(names);
    expect(new Set(rows.map((r) => r?.id)).size).toBe(150);
    expect(rows.every((r) => r?.status === 'pending')).toBe(true);
    expect(await data.db.select().from(abfOrders)).toHaveLength(150);
  });

  it('a bad order fails alone; the orders batched with it are stored', async () => {
    const results = await Promise.allSettled([
      storeOrder(data.db, order('first')),
      storeOrder(data.db, order('second')),
      storeOrder(data.db, order('broken', 9999)), // no such product: foreign key fails
      storeOrder(data.db, order('fourth')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const names = (await data.db.select().from(abfOrders)).map((r) => r.customerName).sort();
    expect(names).toEqual(['first', 'fourth', 'second']);
  });
});
