/**
 * Shop orders, their stock and their payment. Every state change is a conditional
 * UPDATE (or a batch) so concurrent requests cannot pay, cancel, refund or re-point an
 * order twice, nor sell the same item twice.
 */
import { and, asc, eq, getTableColumns, inArray, is, isNull, lt, SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '~db/client';
import { abfOrders, mailOutbox, paymentEvents, type AbfOrder } from '~db/schema';
import { queueMail, type OutgoingMail } from '~/lib/mail/outbox.queries';
import { ORDER_OWNER_KIND, ORDER_RECEIVED_KIND } from './order-mail';
import { isTracked, releaseStock, takeStock } from './stock.queries';

/** A new order as the server priced it: the columns the buyer and the price decide. */
export type NewOrder = Pick<
  AbfOrder,
  | 'productId'
  | 'customerName'
  | 'customerEmail'
  | 'customerAddress'
  | 'size'
  | 'quantity'
  | 'totalCents'
  | 'notes'
>;

/**
 * Who hears about a new order, and when: the owner (a notice) and the buyer ('order
 * received' while unpaid), both written when due from the order as it then stands
 * (order-mail-preparer.ts). With online payment the buyer is still paying at checkout,
 * so they wait a little: a payment meanwhile sends the owner's notice at once and the
 * buyer's receipt instead.
 */
export interface OrderNotice {
  /** The owner's address. */
  owner: string;
  /** When the notices are due. */
  dueAt: Date;
}

/** A new order to store, with the notices to queue in the same batch. */
export type OrderToStore = NewOrder & { notice?: OrderNotice };

/** The columns an insert writes (all but generated ones), in the table's order. */
const INSERTED_COLUMNS = Object.entries(getTableColumns(abfOrders)).filter(
  ([, column]) => column.generated === undefined,
);

/**
 * The insert of one order, written only when the stock statement just before it took
 * the items (`changes() = 1`) or the product is not tracked at all. The order records
 * how many items it holds, so cancelling gives back exactly those. It is an
 * `insert ... select` over every column in the table's order (columns the order does
 * not set get their defaults), so the row comes back mapped by `returning()`.
 */
function insertIfInStock(db: Database, order: NewOrder) {
  const taken = sql`changes() = 1`;
  const values: Record<string, unknown> = {
    ...order,
    status: 'pending',
    stockHeld: sql`case when ${taken} then ${order.quantity} else 0 end`,
  };
  const selected = INSERTED_COLUMNS.map(([key, column]) => {
    const value = key in values ? values[key] : (column.default ?? column.defaultFn?.());
    if (value === undefined) return sql`null`;
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return db
    .insert(abfOrders)
    .select(sql`select ${sql.join(selected, sql`, `)} where ${taken} or not ${isTracked(order.productId)}`)
    .returning();
}

/**
 * The notices of the order inserted just before (only when it was: `changes()`, read once,
 * is the insert's), pointing at it by the largest order id, which that insert just took.
 * Their bodies are written when they are due.
 */
function queueOrderNotices(db: Database, order: NewOrder, notice: OrderNotice) {
  const due = notice.dueAt.getTime();
  return db.run(sql`insert into ${mailOutbox} (kind, to_address, subject, text, order_id, next_attempt_at)
    select n.kind, n.address, n.subject, '', (select max(${abfOrders.id}) from ${abfOrders}), ${due}
    from (select ${ORDER_OWNER_KIND} as kind, ${notice.owner} as address, 'New order (written when due)' as subject
      union all select ${ORDER_RECEIVED_KIND}, ${order.customerEmail}, 'Order received (written when due)') n
    where (select changes()) = 1`);
}

/**
 * Stores several new orders in one batch (one transaction, so one disk sync), each
 * 'pending' and each taking its items from stock when its product is tracked, with its
 * notices to the owner and the buyer. Stock is checked and taken by the same conditional
 * statements, in order, so no two orders can take the same last item. Answers the stored
 * rows in the order given, with null for an order refused because too few items are left.
 */
export async function createOrders(db: Database, orders: OrderToStore[]): Promise<(AbfOrder | null)[]> {
  if (orders.length === 0) return [];
  const inserts: number[] = [];
  const statements = orders.flatMap(({ notice, ...order }) => {
    const steps = [takeStock(db, order.productId, order.size, order.quantity), insertIfInStock(db, order)];
    return notice ? [...steps, queueOrderNotices(db, order, notice)] : steps;
  });
  let at = 0;
  for (const order of orders) {
    inserts.push(at + 1);
    at += order.notice ? 3 : 2;
  }
  const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return inserts.map((index) => (results[index] as AbfOrder[])[0] ?? null);
}

/** Stores one new order (see createOrders); null when too few items are left. */
export async function createOrder(db: Database, order: OrderToStore): Promise<AbfOrder | null> {
  const [row] = await createOrders(db, [order]);
  return row ?? null;
}

/** The order whose `column` holds `value` (each is unique), if any. */
async function findOrder(db: Database, column: SQLiteColumn, value: string | number) {
  const [row] = await db.select().from(abfOrders).where(eq(column, value)).limit(1);
  return row;
}

/** One order by id. */
export function getOrder(db: Database, id: number): Promise<AbfOrder | undefined> {
  return findOrder(db, abfOrders.id, id);
}

/** The order a PayPal order was created for. */
export function getOrderByPaypalOrderId(db: Database, paypalOrderId: string): Promise<AbfOrder | undefined> {
  return findOrder(db, abfOrders.paypalOrderId, paypalOrderId);
}

/** The order a PayPal capture paid. */
export function getOrderByPaymentId(db: Database, paymentId: string): Promise<AbfOrder | undefined> {
  return findOrder(db, abfOrders.paypalPaymentId, paymentId);
}

/**
 * Points a pending order at a PayPal order, only if it still points where the caller
 * saw it (`previous`), so two concurrent checkouts cannot overwrite each other.
 */
export async function setPaypalOrderId(
  db: Database,
  id: number,
  paypalOrderId: string,
  previous: string | null,
): Promise<AbfOrder | undefined> {
  const [row] = await db
    .update(abfOrders)
    .set({ paypalOrderId, updatedAt: new Date() })
    .where(
      and(
        eq(abfOrders.id, id),
        eq(abfOrders.status, 'pending'),
        previous === null ? isNull(abfOrders.paypalOrderId) : eq(abfOrders.paypalOrderId, previous),
      ),
    )
    .returning();
  return row;
}

/** SQL true for an order that is still pending and unpaid. */
const pendingUnpaid = sql`${abfOrders.status} = 'pending' and ${abfOrders.paypalPaymentId} is null`;

/**
 * Cancels an order that is still pending and unpaid, giving its items back to stock in
 * the same batch; undefined when it is not pending and unpaid.
 */
export async function cancelPendingOrder(
  db: Database,
  id: number,
  note: string,
): Promise<AbfOrder | undefined> {
  const [, rows] = await db.batch([
    releaseStock(db, id, pendingUnpaid),
    db
      .update(abfOrders)
      .set({ status: 'cancelled', stockHeld: 0, notes: appendNote(note), updatedAt: new Date() })
      .where(and(eq(abfOrders.id, id), pendingUnpaid))
      .returning(),
  ]);
  return rows[0];
}

/** Orders left unpaid this long are cancelled and their stock given back. */
export const UNPAID_LIMIT_MS = 24 * 60 * 60 * 1000;
/**
 * An order whose PayPal checkout started this recently is left alone even past the
 * limit: PayPal lets a buyer approve an order for 3 hours, and a capture may be on its way.
 */
export const PAYMENT_GRACE_MS = 3 * 60 * 60 * 1000;

/**
 * The unpaid sweep: cancels every order still pending and unpaid 24 hours after it was
 * placed (and untouched for PAYMENT_GRACE_MS), giving its stock back. Each order is
 * cancelled by a conditional batch, so one paid meanwhile stays paid. Returns the ids
 * cancelled. Runs from `npm start` on a timer and from /api/cron/unpaid-orders on Vercel.
 */
export async function cancelUnpaidOrders(db: Database, now: Date): Promise<number[]> {
  const placedBefore = new Date(now.getTime() - UNPAID_LIMIT_MS);
  const touchedBefore = new Date(now.getTime() - PAYMENT_GRACE_MS);
  const expired = and(
    pendingUnpaid,
    lt(abfOrders.createdAt, placedBefore),
    lt(abfOrders.updatedAt, touchedBefore),
  )!;
  const note = 'Cancelled automatically: not paid within 24 hours.';
  const cancelled: number[] = [];
  for (;;) {
    const due = await db
      .select({ id: abfOrders.id })
      .from(abfOrders)
      .where(expired)
      .orderBy(asc(abfOrders.createdAt))
      .limit(200);
    if (due.length === 0) return cancelled;
    const statements = due.flatMap(({ id }) => [
      releaseStock(db, id, expired),
      db
        .update(abfOrders)
        .set({ status: 'cancelled', stockHeld: 0, notes: appendNote(note), updatedAt: now })
        .where(and(eq(abfOrders.id, id), expired))
        .returning({ id: abfOrders.id }),
    ]);
    const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
    const done = due.filter((_, i) => (results[2 * i + 1] as { id: number }[]).length > 0);
    cancelled.push(...done.map(({ id }) => id));
    if (due.length < 200) return cancelled;
  }
}

/** The payment_events key that marks an order paid exactly once, by capture or webhook. */
export const paidEventId = (orderId: number) => `order-paid:${orderId}`;

/**
 * The statements that go with an order becoming paid: the owner's notice of the order
 * falls due now (it says paid), and the buyer's 'order received', not sent yet, is
 * dropped (the receipt says it all).
 */
export function orderPaidNotices(db: Database, orderId: number, now = new Date(), onlyIf?: SQL) {
  const unsent = (kind: string) =>
    and(
      eq(mailOutbox.orderId, orderId),
      eq(mailOutbox.kind, kind),
      eq(mailOutbox.status, 'pending'),
      isNull(mailOutbox.lockedUntil),
      onlyIf,
    );
  return [
    db.update(mailOutbox).set({ nextAttemptAt: now }).where(unsent(ORDER_OWNER_KIND)),
    db.delete(mailOutbox).where(unsent(ORDER_RECEIVED_KIND)),
  ] as const;
}

/**
 * Marks a pending order paid, stores the payment id and queues the confirmation mail,
 * all in one batch. The batch starts by inserting the order's 'paid' event, whose
 * type is read from the order row only while it is still pending: when a concurrent
 * capture or webhook already inserted it (unique id), or the order is no longer
 * pending (NULL type), that insert fails and the whole batch rolls back. So an order
 * is marked and mailed at most once. Returns true when this call did it.
 */
export async function markOrderPaid(
  db: Database,
  order: Pick<AbfOrder, 'id'>,
  paymentId: string,
  mail: OutgoingMail,
  source: string,
): Promise<boolean> {
  return batchOnce(db, [
    db.insert(paymentEvents).values({
      id: paidEventId(order.id),
      type: sql`(select ${source} from ${abfOrders} where ${abfOrders.id} = ${order.id} and ${abfOrders.status} = 'pending')`,
      orderId: order.id,
    }),
    db
      .update(abfOrders)
      .set({ status: 'paid', paypalPaymentId: paymentId, updatedAt: new Date() })
      .where(and(eq(abfOrders.id, order.id), eq(abfOrders.status, 'pending'))),
    queueMail(db, mail),
    ...orderPaidNotices(db, order.id),
  ]);
}

/** True when a payment event (webhook id, etc.) was already applied. */
export async function hasPaymentEvent(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, id))
    .limit(1);
  return Boolean(row);
}

/** Records a payment event; false when it was already recorded. */
export async function recordPaymentEvent(
  db: Database,
  id: string,
  type: string,
  orderId: number | null,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type, orderId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** The payment_events key that records an order's refund exactly once, from the admin or a webhook. */
export const refundedEventId = (orderId: number) => `order-refunded:${orderId}`;

/** A full refund to record on an order. */
export interface RefundRecord {
  /** PayPal's refund id; null for a refund the owner made outside PayPal (the order was paid that way too). */
  refundId: string | null;
  /** Where it came from: 'admin' or the webhook's event type. */
  source: string;
  /** A line added to the order's notes. */
  note: string;
  /** The mail telling the buyer. */
  mail: OutgoingMail;
  /** A webhook event id to record in the same batch, so its replay changes nothing. */
  eventId?: string;
  now?: Date;
}

/**
 * SQL true for an order that can be refunded by hand: no PayPal payment and not refunded yet
 * (it may have been cancelled since: the money was still received). Callers check first
 * that it was marked paid by hand.
 */
const refundableByHand = sql`${abfOrders.paypalPaymentId} is null and ${abfOrders.refundedAt} is null and ${abfOrders.status} <> 'pending'`;

/**
 * Records the full refund of an order: through PayPal (its capture, with PayPal's refund
 * id) or, for an order paid outside PayPal, by hand (no refund id). Status 'cancelled'
 * (the five statuses have no 'refunded'), its stock given back, `refundedAt` set and the
 * buyer's mail queued, all in one batch. The batch starts by inserting the order's
 * 'refunded' event, whose type is read from the order only while it can be refunded that
 * way and is not yet: when a concurrent refund or webhook already did it, that insert
 * fails and the batch rolls back. So an order is refunded, restocked and mailed at most
 * once. True when this call did it.
 */
export async function recordRefund(db: Database, orderId: number, refund: RefundRecord): Promise<boolean> {
  const now = refund.now ?? new Date();
  const refundable =
    refund.refundId === null
      ? refundableByHand
      : sql`${abfOrders.paypalPaymentId} is not null and ${abfOrders.refundId} is null`;
  return batchOnce(db, [
    db.insert(paymentEvents).values({
      id: refundedEventId(orderId),
      type: sql`(select ${refund.source} from ${abfOrders} where ${abfOrders.id} = ${orderId} and ${refundable})`,
      orderId,
    }),
    ...(refund.eventId
      ? [db.insert(paymentEvents).values({ id: refund.eventId, type: 'PAYMENT.CAPTURE.REFUNDED', orderId })]
      : []),
    releaseStock(db, orderId),
    db
      .update(abfOrders)
      .set({
        status: 'cancelled',
        stockHeld: 0,
        refundId: refund.refundId,
        refundedAt: now,
        notes: appendNote(refund.note),
        updatedAt: now,
      })
      .where(eq(abfOrders.id, orderId)),
    queueMail(db, refund.mail),
  ]);
}

/** Adds a note to an order (e.g. a denied capture), once per event. */
export async function noteOrderEvent(
  db: Database,
  orderId: number,
  eventId: string,
  type: string,
  note: string,
): Promise<boolean> {
  return batchOnce(db, [
    db.insert(paymentEvents).values({ id: eventId, type, orderId }),
    db
      .update(abfOrders)
      .set({ notes: appendNote(note), updatedAt: new Date() })
      .where(eq(abfOrders.id, orderId)),
  ]);
}

/**
 * Runs `statements` as one batch; false when a constraint failed, i.e. a concurrent call
 * already recorded the same event and this batch rolled back.
 */
async function batchOnce(db: Database, statements: BatchItem<'sqlite'>[]): Promise<boolean> {
  try {
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    return true;
  } catch (error) {
    if (isConstraintViolation(error)) return false;
    throw error;
  }
}

/** SQL that appends a line to the order's notes. */
export function appendNote(note: string) {
  return sql`case when ${abfOrders.notes} is null or ${abfOrders.notes} = '' then ${note} else ${abfOrders.notes} || char(10) || ${note} end`;
}

/** True for SQLite constraint failures (unique id taken, NOT NULL), whatever the wrapping. */
export function isConstraintViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const text = `${(e as { code?: string }).code ?? ''} ${(e as Error).message ?? ''}`;
    if (/SQLITE_CONSTRAINT|constraint failed/i.test(text)) return true;
  }
  return false;
}
