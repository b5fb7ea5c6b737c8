/** Read queries for Always Be Fabulous products. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { abfProducts, type AbfProduct } from '../schema';

/** The products on sale, in the order they were added. */
export function listActiveProducts(db: Database): Promise<AbfProduct[]> {
  return db.select().from(abfProducts).where(eq(abfProducts.isActive, true)).orderBy(asc(abfProducts.id));
}

/** One product on sale, or undefined when it does not exist or is inactive. */
export async function getActiveProduct(db: Database, id: number): Promise<AbfProduct | undefined> {
  const [row] = await db
    .select()
    .from(abfProducts)
    .where(and(eq(abfProducts.id, id), eq(abfProducts.isActive, true)))
    .limit(1);
  return row;
}

/** One product whatever its state (for order summaries and mails). */
export async function getProduct(db: Database, id: number): Promise<AbfProduct | undefined> {
  const [row] = await db.select().from(abfProducts).where(eq(abfProducts.id, id)).limit(1);
  return row;
}
