/** The admin's product management: every product (active or not), create, edit (content writes). */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { contentChangedQueries } from './publish';
import { abfProducts, type AbfProduct } from '../schema';

export type ProductFields = Omit<typeof abfProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every product, newest first. */
export function listAllProducts(db: Database): Promise<AbfProduct[]> {
  return db.select().from(abfProducts).orderBy(desc(abfProducts.createdAt), desc(abfProducts.id));
}

/** Stores a new product and returns it; raises the content generation in the same batch. */
export async function insertProduct(db: Database, fields: ProductFields): Promise<AbfProduct> {
  const [[row]] = await db.batch([
    db.insert(abfProducts).values(fields).returning(),
    ...contentChangedQueries(db),
  ]);
  return row!;
}

/** Changes a product's fields and its updatedAt; undefined when no product has that id. */
export async function updateProduct(
  db: Database,
  id: number,
  fields: Partial<ProductFields>,
): Promise<AbfProduct | undefined> {
  const [[row]] = await db.batch([
    db
      .update(abfProducts)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(abfProducts.id, id))
      .returning(),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
  ]);
  return row;
}
