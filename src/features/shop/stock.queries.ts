/**
 * Stock per product and size (CONTRACT.md §13). Taking and giving back are single
 * conditional statements meant to sit in the same `db.batch([...])` as the order
 * change that causes them, so stock and orders always move together and no reader
 * ever sees one without the other.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import { abfOrders, abfStock } from '~db/schema';

/** Stock as the admin sets it: items left per size ('' for a product that comes in one size). */
export type StockLevels = Record<string, number>;

/** The stock key of an order's size: null (no sizes) is ''. */
export const stockKey = (size: string | null | undefined) => size ?? '';

/** The stock of each of these products that is tracked; untracked products are absent. */
export async function stockOf(db: Database, productIds: number[]): Promise<Map<number, StockLevels>> {
  const out = new Map<number, StockLevels>();
  if (productIds.length === 0) return out;
  const rows = await db.select().from(abfStock).where(inArray(abfStock.productId, productIds));
  for (const row of rows) {
    const levels = out.get(row.productId) ?? {};
    levels[row.size] = row.quantity;
    out.set(row.productId, levels);
  }
  return out;
}

/** Items left of one product and size: null when the product is not tracked, 0 for a size without a row. */
export async function stockLeft(
  db: Database,
  productId: number,
  size: string | null,
): Promise<number | null> {
  const rows = await db.select().from(abfStock).where(eq(abfStock.productId, productId));
  if (rows.length === 0) return null;
  return rows.find((row) => row.size === stockKey(size))?.quantity ?? 0;
}

/**
 * The statements that replace a product's stock: `null` stops tracking it. For a new
 * product pass `productId` as SQL that finds it inside the same batch.
 */
export function replaceStock(db: Database, productId: number | SQL, levels: StockLevels | null) {
  const id = typeof productId === 'number' ? sql`${productId}` : productId;
  const statements = [db.run(sql`delete from ${abfStock} where ${abfStock.productId} = ${id}`)];
  const entries = Object.entries(levels ?? {});
  if (entries.length > 0) {
    const rows = sql.join(
      entries.map(([size, quantity]) => sql`(${size}, ${quantity})`),
      sql`, `,
    );
    // column1/column2 are SQLite's names for a VALUES list's columns.
    statements.push(
      db.run(
        sql`insert into ${abfStock} (product_id, size, quantity) select ${id}, column1, column2 from (values ${rows})`,
      ),
    );
  }
  return statements;
}

/**
 * Takes `quantity` items of a product and size, only when that many are left. Put the
 * order's insert right after it: `changes() = 1` there tells whether this took them.
 */
export function takeStock(db: Database, productId: number, size: string | null, quantity: number) {
  return db
    .update(abfStock)
    .set({ quantity: sql`${abfStock.quantity} - ${quantity}` })
    .where(
      sql`${abfStock.productId} = ${productId} and ${abfStock.size} = ${stockKey(size)} and ${abfStock.quantity} >= ${quantity}`,
    );
}

/**
 * Gives back the stock an order holds, when `when` (SQL over the abf_orders row) holds.
 * Put it before the statement that changes the order (and sets stock_held to 0) with
 * the same condition: both then see the same row, so stock goes back exactly once.
 */
export function releaseStock(db: Database, orderId: number, when: SQL = sql`1`) {
  const held = sql`(select ${abfOrders.stockHeld} from ${abfOrders} where ${abfOrders.id} = ${orderId})`;
  return db
    .update(abfStock)
    .set({ quantity: sql`${abfStock.quantity} + ${held}` })
    .where(
      sql`(${abfStock.productId}, ${abfStock.size}) = (select ${abfOrders.productId}, coalesce(${abfOrders.size}, '') from ${abfOrders} where ${abfOrders.id} = ${orderId} and ${abfOrders.stockHeld} > 0 and ${when})`,
    );
}

/**
 * Takes an order's items from stock again (an order taken back from 'cancelled'), only
 * when `when` (SQL over the abf_orders row) holds, the order holds nothing and enough
 * are left. Follow it directly with the order's update, which reads `changes() = 1`.
 */
export function retakeStock(db: Database, orderId: number, when: SQL) {
  const quantity = sql`(select ${abfOrders.quantity} from ${abfOrders} where ${abfOrders.id} = ${orderId})`;
  return db
    .update(abfStock)
    .set({ quantity: sql`${abfStock.quantity} - ${quantity}` })
    .where(
      sql`(${abfStock.productId}, ${abfStock.size}) = (select ${abfOrders.productId}, coalesce(${abfOrders.size}, '') from ${abfOrders} where ${abfOrders.id} = ${orderId} and ${abfOrders.stockHeld} = 0 and ${when}) and ${abfStock.quantity} >= ${quantity}`,
    );
}

/** SQL true when an order's product is tracked (has stock rows). */
export function isTracked(productId: SQL | number): SQL {
  return sql`exists (select 1 from ${abfStock} where ${abfStock.productId} = ${productId})`;
}
