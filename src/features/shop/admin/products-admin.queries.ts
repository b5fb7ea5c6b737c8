/** The admin's product management: every product (active or not) with its stock; create, edit, delete. */
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { abfOrders, abfProducts } from '~db/schema';
import {
  getProductWithStock,
  listProductsWithStock,
  type ProductWithStock,
} from '~/features/shop/products.queries';
import { contentChangedQueries } from '~/features/publishing/publish.queries';
import { replaceStock, type StockLevels } from '~/features/shop/stock.queries';

export type ProductFields = Omit<typeof abfProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** True when another product than `exceptId` has this page address. */
export async function slugTaken(db: Database, slug: string, exceptId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: abfProducts.id })
    .from(abfProducts)
    .where(and(eq(abfProducts.slug, slug), ne(abfProducts.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** `base`, or `base-2`, `base-3`...: the first page address no product has. */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ slug: abfProducts.slug })
    .from(abfProducts)
    .where(or(eq(abfProducts.slug, base), like(abfProducts.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Every product, newest first, with its stock. */
export function listAllProducts(db: Database): Promise<ProductWithStock[]> {
  return listProductsWithStock(db);
}

/**
 * Stores a new product and its stock (undefined or null: not tracked) in one batch,
 * which also raises the content generation, and returns it.
 */
export async function insertProduct(
  db: Database,
  fields: ProductFields,
  stock?: StockLevels | null,
): Promise<ProductWithStock> {
  const insert = db.insert(abfProducts).values(fields).returning();
  // Inside the batch the new product is the one with the highest id (ids only grow).
  const newest = sql`(select max(${abfProducts.id}) from ${abfProducts})`;
  const stockWrites = stock ? replaceStock(db, newest, stock) : [];
  const [[row]] = await db.batch([insert, ...stockWrites, ...contentChangedQueries(db)]);
  if (!row) throw new Error('product insert returned nothing');
  return { ...row, stock: stock ?? null };
}

/**
 * Changes a product's fields and its updatedAt, and replaces its stock when `stock` is
 * given (null stops tracking), in one batch with the content generation; undefined when
 * no product has that id.
 */
export async function updateProduct(
  db: Database,
  id: number,
  fields: Partial<ProductFields>,
  stock?: StockLevels | null,
): Promise<ProductWithStock | undefined> {
  const update = db
    .update(abfProducts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(abfProducts.id, id))
    .returning();
  const stockWrites = stock !== undefined ? replaceStock(db, id, stock) : [];
  // The generation goes up only when the product row changed (an unknown id changes nothing).
  const [rows] = await db.batch([
    update,
    ...contentChangedQueries(db, { onlyIfChanged: true }),
    ...stockWrites,
  ]);
  if (rows.length === 0) return undefined;
  return getProductWithStock(db, id);
}

/**
 * Deletes a product that no order points at; a product with orders is deactivated
 * instead, so the orders keep their product. One conditional statement each, so an
 * order placed meanwhile is never orphaned.
 */
export async function deleteOrDeactivateProduct(
  db: Database,
  id: number,
): Promise<{ result: 'deleted' } | { result: 'deactivated'; product: ProductWithStock } | undefined> {
  const deleted = await db
    .delete(abfProducts)
    .where(
      sql`${abfProducts.id} = ${id} and not exists (select 1 from ${abfOrders} where ${abfOrders.productId} = ${id})`,
    )
    .returning({ id: abfProducts.id });
  if (deleted.length > 0) return { result: 'deleted' };
  const product = await updateProduct(db, id, { isActive: false });
  return product && { result: 'deactivated', product };
}
