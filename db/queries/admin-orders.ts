/** The admin's order management: every order with its product, filtered by status; status changes. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { abfOrders, abfProducts, type AbfOrder, type OrderStatus } from '../schema';

/** An order with the name of the product ordered. */
export type AdminOrderRow = AbfOrder & { productName: string };

/** Every order (or those with `status`), newest first. */
export async function listOrders(db: Database, status?: OrderStatus): Promise<AdminOrderRow[]> {
  const rows = await db
    .select({ order: abfOrders, productName: abfProducts.name })
    .from(abfOrders)
    .innerJoin(abfProducts, eq(abfProducts.id, abfOrders.productId))
    .where(status ? eq(abfOrders.status, status) : undefined)
    .orderBy(desc(abfOrders.createdAt), desc(abfOrders.id));
  return rows.map((row) => ({ ...row.order, productName: row.productName }));
}

/** Sets an order's status (any status from any other, SPEC.md §4); undefined when no order has that id. */
export async function setOrderStatus(
  db: Database,
  id: number,
  status: OrderStatus,
): Promise<AbfOrder | undefined> {
  const [row] = await db
    .update(abfOrders)
    .set({ status, updatedAt: new Date() })
    .where(eq(abfOrders.id, id))
    .returning();
  return row;
}
