/** Read queries for Always Be Fabulous products. */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { abfProducts, abfStock, mediaAssets, type AbfProduct } from '~db/schema';
import type { StockLevels } from './stock.queries';
import { productSlug } from './product-slug';

/** A product with its stock per size; null when its stock is not tracked. */
export type ProductWithStock = AbfProduct & { stock: StockLevels | null };

/** Each product's stock rows as one JSON object {size: quantity}, or null without rows. */
const stockJson = sql<
  string | null
>`(select json_group_object(${abfStock.size}, ${abfStock.quantity}) from ${abfStock} where ${abfStock.productId} = ${abfProducts.id} having count(*) > 0)`;

/** Reads the JSON of `stockJson`. */
export function parseStock(json: string | null): StockLevels | null {
  return json ? (JSON.parse(json) as StockLevels) : null;
}

/** The alt text the owner gave the product's image when she uploaded it, or null. */
const imageAlt = sql<
  string | null
>`(select "media_assets"."alt" from ${mediaAssets} where "media_assets"."url" = "abf_products"."image_url")`;

/** The products on sale, in the order they were added, with their stock and image description (one query). */
export async function listActiveProducts(
  db: Database,
): Promise<(ProductWithStock & { imageAlt: string | null })[]> {
  const rows = await db
    .select({ ...getTableColumns(abfProducts), stockJson, imageAlt })
    .from(abfProducts)
    .where(eq(abfProducts.isActive, true))
    .orderBy(asc(abfProducts.id));
  return rows.map(({ stockJson: json, ...product }) => ({ ...product, stock: parseStock(json) }));
}

/** Every product, active or not, newest first, with its stock (for the admin). */
export async function listProductsWithStock(db: Database): Promise<ProductWithStock[]> {
  const rows = await db
    .select({ ...getTableColumns(abfProducts), stockJson })
    .from(abfProducts)
    .orderBy(sql`${abfProducts.createdAt} desc`, sql`${abfProducts.id} desc`);
  return rows.map(({ stockJson: json, ...product }) => ({ ...product, stock: parseStock(json) }));
}

/** One product whatever its state, with its stock. */
export async function getProductWithStock(db: Database, id: number): Promise<ProductWithStock | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(abfProducts), stockJson })
    .from(abfProducts)
    .where(eq(abfProducts.id, id))
    .limit(1);
  if (!row) return undefined;
  const { stockJson: json, ...product } = row;
  return { ...product, stock: parseStock(json) };
}

/**
 * The product on sale whose page is /always-be-fabulous/{slug}: by its own slug, or for one
 * stored before products had slugs, by the name-and-id slug its page is given (productSlug).
 */
export async function findActiveProductBySlug(
  db: Database,
  slug: string,
): Promise<ProductWithStock | undefined> {
  return (await listActiveProducts(db)).find((product) => productSlug(product) === slug);
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
