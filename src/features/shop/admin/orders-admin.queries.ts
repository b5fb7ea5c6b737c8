/**
 * The admin's order management: orders searched, filtered and paged in SQL (the list
 * never loads every order), totals per status, and status changes that keep stock and
 * the shipping mail right.
 */
import { and, count, desc, eq, gte, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import {
  abfOrders,
  abfProducts,
  abfStock,
  orderStatuses,
  paymentEvents,
  type AbfOrder,
  type OrderStatus,
} from '~db/schema';
import { getOrder, orderPaidNotices, paidEventId } from '~/features/shop/orders.queries';
import { readPage, type ListQuery } from '~/lib/http/list-page.queries';
import { queueMailIf, type OutgoingMail } from '~/lib/mail/outbox.queries';
import { isTracked, releaseStock, retakeStock, stockKey, stockLeft } from '~/features/shop/stock.queries';

/** An order with the name of the product ordered, and whether the owner recorded its payment by hand. */
export type AdminOrderRow = AbfOrder & { productName: string; paidByHand?: boolean };

/** SQL true for an order the owner marked paid by hand (paid outside PayPal: its 'paid' event, no capture). */
export const paidByHandSql = sql<boolean>`("abf_orders"."paypal_payment_id" is null and exists (select 1 from ${paymentEvents} where "payment_events"."id" = 'order-paid:' || "abf_orders"."id"))`;

/** True when order `id` was marked paid by hand. */
export async function isPaidByHand(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ yes: paidByHandSql }).from(abfOrders).where(eq(abfOrders.id, id));
  return Boolean(row?.yes);
}

/** What the owner searches the orders by; every part is optional. */
export interface OrderFilter {
  /** Part of the buyer's name or email, or an order number ('#12' or '12'). */
  q?: string;
  status?: OrderStatus;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  to?: Date;
}

/** `text` for a LIKE pattern, with its wildcards taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE of a filter (undefined for none). */
function where(filter: OrderFilter, { withStatus = true } = {}): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = filter.q?.trim();
  if (q) {
    const like = `%${likeEscaped(q)}%`;
    const byText = or(
      sql`${abfOrders.customerName} like ${like} escape '\\'`,
      sql`${abfOrders.customerEmail} like ${like} escape '\\'`,
    );
    const number = /^#?(\d{1,15})$/.exec(q)?.[1];
    parts.push(number ? or(byText, eq(abfOrders.id, Number(number))) : byText);
  }
  if (withStatus && filter.status) parts.push(eq(abfOrders.status, filter.status));
  if (filter.from) parts.push(gte(abfOrders.createdAt, filter.from));
  if (filter.to) parts.push(lt(abfOrders.createdAt, filter.to));
  return parts.length > 0 ? and(...parts) : undefined;
}

const withProduct = { order: abfOrders, productName: abfProducts.name, paidByHand: paidByHandSql };
const toRow = (r: { order: AbfOrder; productName: string; paidByHand: boolean }): AdminOrderRow => ({
  ...r.order,
  productName: r.productName,
  paidByHand: Boolean(r.paidByHand),
});

/** One page of the orders matching `filter`, newest first, and how many match in all. */
export async function searchOrders(
  db: Database,
  filter: OrderFilter,
  page: ListQuery,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const condition = where(filter);
  const { rows, total } = await readPage(
    db,
    db
      .select(withProduct)
      .from(abfOrders)
      .innerJoin(abfProducts, eq(abfProducts.id, abfOrders.productId))
      .where(condition)
      .orderBy(desc(abfOrders.createdAt), desc(abfOrders.id)),
    db.select({ n: count() }).from(abfOrders).where(condition),
    page,
  );
  return { rows: rows.map(toRow), total };
}

/** The `limit` newest orders, with their product's name (the Overview's list). */
export async function recentOrders(db: Database, limit: number): Promise<AdminOrderRow[]> {
  const rows = await db
    .select(withProduct)
    .from(abfOrders)
    .innerJoin(abfProducts, eq(abfProducts.id, abfOrders.productId))
    .orderBy(desc(abfOrders.createdAt), desc(abfOrders.id))
    .limit(limit);
  return rows.map(toRow);
}

/** Orders and their value per status for a filter (its status part ignored), in cents. */
export type StatusTotals = Record<OrderStatus, { count: number; totalCents: number }>;

/** The count and value of the orders matching `filter` in each status. */
export async function orderTotals(db: Database, filter: OrderFilter): Promise<StatusTotals> {
  const rows = await db
    .select({ status: abfOrders.status, n: count(), cents: sum(abfOrders.totalCents) })
    .from(abfOrders)
    .where(where(filter, { withStatus: false }))
    .groupBy(abfOrders.status);
  const totals = Object.fromEntries(
    orderStatuses.map((s) => [s, { count: 0, totalCents: 0 }]),
  ) as StatusTotals;
  for (const row of rows) totals[row.status] = { count: row.n, totalCents: Number(row.cents ?? 0) };
  return totals;
}

/** Every order matching `filter`, newest id first, a page at a time (for the CSV export). */
export async function* eachOrder(db: Database, filter: OrderFilter, pageSize = 1000) {
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await db
      .select(withProduct)
      .from(abfOrders)
      .innerJoin(abfProducts, eq(abfProducts.id, abfOrders.productId))
      .where(and(where(filter), lt(abfOrders.id, before)))
      .orderBy(desc(abfOrders.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    before = rows[rows.length - 1]!.order.id;
    if (rows.length < pageSize) return;
  }
}

/** A status change from the admin; carrier and tracking number go with 'shipped'. */
export interface StatusChange {
  status: OrderStatus;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** The buyer's mails a status change may send: shipped (the first time), and the receipt of a payment made outside PayPal. */
export interface StatusMails {
  shipped(order: AbfOrder): OutgoingMail;
  paid(order: AbfOrder): OutgoingMail;
}

export type StatusChangeResult =
  /** `mailed`: the shipping mail was queued; `receipt`: the order was marked paid by hand and the receipt queued. */
  | { kind: 'changed'; order: AbfOrder; mailed: boolean; receipt: boolean }
  | { kind: 'not-found' }
  /** Taking a cancelled order back needs its items again and too few are left. */
  | { kind: 'out-of-stock'; left: number };

/**
 * Sets an order's status (any status from any other, SPEC.md §4), keeping stock right:
 * 'cancelled' gives the order's items back; leaving 'cancelled' takes them again (or
 * answers out-of-stock). The first time an order becomes 'shipped' the buyer's mail is
 * queued in the same batch. 'paid' for an order PayPal did not pay records a payment made
 * outside PayPal, once: its 'paid' event, a note, the buyer's receipt, and the owner's
 * notice of the order made due. Every statement applies only while the order is still as
 * it was read, so two changes at once never give stock back twice or mail twice: the
 * loser reads again and re-plans.
 */
export async function changeOrderStatus(
  db: Database,
  id: number,
  change: StatusChange,
  mails: StatusMails,
  now = new Date(),
): Promise<StatusChangeResult> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const seen = await getOrder(db, id);
    if (!seen) return { kind: 'not-found' };
    const unchanged = sql`${abfOrders.id} = ${id} and ${abfOrders.status} = ${seen.status} and ${abfOrders.stockHeld} = ${seen.stockHeld} and ${abfOrders.shippedAt} is ${seen.shippedAt ? sql`not null` : sql`null`}`;
    const ship = change.status === 'shipped';
    const carrier = ship && change.carrier !== undefined ? change.carrier : seen.carrier;
    const trackingNumber =
      ship && change.trackingNumber !== undefined ? change.trackingNumber : seen.trackingNumber;
    const retake = change.status !== 'cancelled' && seen.status === 'cancelled' && seen.stockHeld === 0;
    const enoughLeft = sql`(not ${isTracked(seen.productId)} or exists (select 1 from ${abfStock} where ${abfStock.productId} = ${seen.productId} and ${abfStock.size} = ${stockKey(seen.size)} and ${abfStock.quantity} >= ${seen.quantity}))`;
    const mail = ship && !seen.shippedAt;
    const byHand = change.status === 'paid' && seen.status !== 'paid' && !seen.paypalPaymentId;
    const applies = sql`exists (select 1 from ${abfOrders} where ${unchanged})${retake ? sql` and ${enoughLeft}` : sql``}`;
    const planned = { ...seen, status: change.status, carrier, trackingNumber, updatedAt: now };

    const statements = [];
    if (change.status === 'cancelled') statements.push(releaseStock(db, id, unchanged));
    if (mail) statements.push(queueMailIf(db, mails.shipped({ ...planned, shippedAt: now }), applies));
    let receiptAt = -1;
    if (byHand) {
      // The 'paid' event is recorded once, so a second 'paid' (after a change back) mails nothing.
      statements.push(
        db.run(
          sql`insert into ${paymentEvents} (id, type, order_id) select ${paidEventId(id)}, 'manual', ${id} where ${applies} on conflict do nothing`,
        ),
      );
      receiptAt = statements.length;
      statements.push(
        queueMailIf(db, mails.paid(planned), sql`(select changes()) = 1`),
        ...orderPaidNotices(db, id, now, applies),
      );
    }
    // retakeStock must come right before the update: the update reads its changes().
    if (retake) statements.push(retakeStock(db, id, unchanged));
    statements.push(
      db
        .update(abfOrders)
        .set({
          status: change.status,
          stockHeld:
            change.status === 'cancelled'
              ? 0
              : retake
                ? sql`case when changes() = 1 then ${abfOrders.quantity} else ${abfOrders.stockHeld} end`
                : undefined,
          carrier,
          trackingNumber,
          shippedAt: ship ? sql`coalesce(${abfOrders.shippedAt}, ${now.getTime()})` : undefined,
          updatedAt: now,
        })
        .where(retake ? sql`${unchanged} and (changes() = 1 or not ${isTracked(seen.productId)})` : unchanged)
        .returning(),
    );
    const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
    const [order] = results[results.length - 1] as AbfOrder[];
    if (order) {
      const receipt = receiptAt >= 0 && (results[receiptAt] as { rowsAffected: number }).rowsAffected > 0;
      return { kind: 'changed', order, mailed: mail, receipt };
    }

    const after = await getOrder(db, id);
    if (!after) return { kind: 'not-found' };
    const same =
      after.status === seen.status &&
      after.stockHeld === seen.stockHeld &&
      Boolean(after.shippedAt) === Boolean(seen.shippedAt);
    if (same && retake)
      return { kind: 'out-of-stock', left: (await stockLeft(db, seen.productId, seen.size)) ?? 0 };
    // Someone changed the order meanwhile: read it again and plan anew.
  }
  throw new Error(`order ${id} kept changing while its status was being set`);
}
