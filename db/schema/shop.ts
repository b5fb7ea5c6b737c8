/** The Always Be Fabulous shop: products, stock per size, orders and applied payment events. */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { orderStatuses, productCategories } from '../enums';
import { bool, createdAt, demo } from './columns';

/** A further photo of a product, with the words that describe it. */
export interface ProductPhoto {
  url: string;
  alt: string;
}

/** ABF clothing products; `priceCents` null means the default price applies. */
export const abfProducts = sqliteTable('abf_products', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  description: text('description'),
  category: text('category', { enum: productCategories }).notNull().default('hat'),
  color: text('color').notNull(),
  imageUrl: text('image_url').notNull(),
  priceCents: integer('price_cents'),
  isActive: bool('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: createdAt('updated_at'),
  /** The card's badges, as the owner sets them (CONTRACT.md §16); null or false shows nothing. */
  rating: real('rating'),
  reviewCount: integer('review_count'),
  viewedCount: integer('viewed_count'),
  /** 'Limited stock', shown only while the product's stock is not tracked (tracked stock shows itself). */
  limitedStock: bool('limited_stock').notNull().default(false),
  bestseller: bool('bestseller').notNull().default(false),
  demo: demo(),
  /** The product page's address, /always-be-fabulous/{slug}; null on rows older than it (named from the product then). */
  slug: text('slug').unique(),
  /** Photos beside `imageUrl`, in the owner's order. */
  photos: text('photos', { mode: 'json' })
    .$type<ProductPhoto[]>()
    .notNull()
    .default(sql`'[]'`),
});

/**
 * Stock per product and size. A product with no rows here is not tracked (the shop
 * shows SPEC.md's fixed marketing texts and never refuses an order for stock); a
 * tracked product counts a size without a row as sold out. `size` is '' for a
 * product that comes in one size. Taken by a conditional UPDATE when an order is
 * created, given back when the order is cancelled (src/features/shop/stock.queries.ts).
 */
export const abfStock = sqliteTable(
  'abf_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => abfProducts.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    /** Items left to sell; never below 0. */
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('abf_stock_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Shop orders; the total is computed by the server from the product price. */
export const abfOrders = sqliteTable(
  'abf_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => abfProducts.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull(),
    size: text('size'),
    quantity: integer('quantity').notNull().default(1),
    totalCents: integer('total_cents').notNull(),
    paypalOrderId: text('paypal_order_id').unique(),
    paypalPaymentId: text('paypal_payment_id'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: createdAt('updated_at'),
    /** Items this order holds from stock (0 when the product is not tracked or the stock was given back). */
    stockHeld: integer('stock_held').notNull().default(0),
    /** Shipping: the carrier's name (USPS, UPS, FedEx, DHL or another) and its tracking number. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When the order was first marked shipped; the shipping mail goes out only then. */
    shippedAt: integer('shipped_at', { mode: 'timestamp_ms' }),
    /** The PayPal refund of the whole capture, once refunded (from the admin or in PayPal). */
    refundId: text('refund_id'),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // Status filters and the unpaid sweep read newest or oldest first within a status; the
    // admin's totals per status add up total_cents from the index alone.
    index('abf_orders_status_created_idx').on(t.status, t.createdAt, t.totalCents),
    index('abf_orders_created_idx').on(t.createdAt),
  ],
);

/** Webhook and capture events already applied, so a replay changes nothing. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: integer('order_id').references(() => abfOrders.id, { onDelete: 'set null' }),
  receivedAt: createdAt('received_at'),
});

export type AbfProduct = typeof abfProducts.$inferSelect;

export type AbfOrder = typeof abfOrders.$inferSelect;

export type AbfStock = typeof abfStock.$inferSelect;

export type ProductCategory = (typeof productCategories)[number];

export type OrderStatus = (typeof orderStatuses)[number];
