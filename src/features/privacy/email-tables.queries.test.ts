/**
 * The erasure's schema walk: a table with an email column that erase.queries.ts has no rule
 * for (one added later) is still found, and its condition picks the address in any case.
 */
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as s from '~db/schema';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { emailTablesOf, otherEmailTables } from './email-tables.queries';

/** A table the schema does not have yet: a back-in-stock request keyed by address. */
const backInStock = sqliteTable('back_in_stock_requests', {
  id: integer('id').primaryKey(),
  productId: integer('product_id').notNull(),
  buyerEmail: text('buyer_email').notNull(),
  email: text('email'),
});

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

describe('tables with an email column', () => {
  it('are found by walking the schema, less the ones handled by name', () => {
    const all = otherEmailTables([]).map((t) => t.name);
    expect(all).toEqual(
      expect.arrayContaining([
        'newsletter_subscriptions',
        'contact_messages',
        'abf_orders',
        'login_attempts',
        'users',
      ]),
    );
    expect(otherEmailTables([s.users, s.abfOrders]).map((t) => t.name)).not.toContain('users');
    expect(emailTablesOf([s.books, s.readingGoals], [])).toEqual([]);
  });

  it("a new table's rows with the address, in either email column and any case, are picked and deleted", async () => {
    await data.db.run(
      sql`create table back_in_stock_requests (id integer primary key, product_id integer not null, buyer_email text not null, email text)`,
    );
    await data.db.insert(backInStock).values([
      { productId: 1, buyerEmail: 'Ann@Example.com' },
      { productId: 2, buyerEmail: 'someone@example.com', email: 'ann@example.com' },
      { productId: 3, buyerEmail: 'joann@example.com' },
    ]);
    const [table] = emailTablesOf([backInStock], []);
    expect(table!.name).toBe('back_in_stock_requests');
    await data.db.delete(backInStock).where(table!.where('ann@example.com'));
    expect((await data.db.select().from(backInStock)).map((r) => r.productId)).toEqual([3]);
  });
});
