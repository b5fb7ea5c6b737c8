/**
 * Shop orders and their payment. Every state change is a conditional UPDATE (or a
 * batch) so concurrent requests cannot pay, cancel or re-point an order twice.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../client';
import { abfOrders, paymentEvents, type AbfOrder } from '../schema';
import { queueMail, type OutgoingMail } from './outbox';

/** A new order as the server priced it. */
export interface NewOrder {
  productId: number;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  size: string | null;
  quantity: number;
  totalCents: number;
  notes: string | null;
}

/** Stores a new order; its status is always 'pending'. */
export async function createOrder(db: Database, order: NewOrder): Promise<AbfOrder> {
  const [row] = await db
    .insert(abfOrders)
    .values({ ...order, status: 'pending' })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/**
 * Stores several new orders in one batch (one transaction, so one disk sync), each
 * 'pending'; the rows come back in the order given.
 */
export async function createOrders(db: Database, orders: NewOrder[]): Promise<AbfOrder[]> {
  if (orders.length === 0) return [];
  const inserts = orders.map((order) =>
    db
      .insert(abfOrders)
      .values({ ...order, status: 'pending' })
      .returning(),
  );
  const results = await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
  return results.map((rows) => {
    const row = rows[0];
    if (!row) throw new Error('order insert returned nothing');
    return row;
  });
}

/** One order by id. */
export async function getOrder(db: Database, id: number): Promise<AbfOrder | undefined> {
  const [row] = await db.select().from(abfOrders).where(eq(abfOrders.id, id)).limit(1);
  return row;
}

/** The order a PayPal order was created for. */
export async function getOrderByPaypalOrderId(
  db: Database,
  paypalOrderId: string,
): Promise<AbfOrder | undefined> {
  const [row] = await db.select().from(abfOrders).where(eq(abfOrders.paypalOrderId, paypalOrderId)).limit(1);
  return row;
}

/** The order a PayPal capture paid. */
export async function getOrderByPaymentId(db: Database, paymentId: string): Promise<AbfOrder | undefined> {
  const [row] = await db.select().from(abfOrders).where(eq(abfOrders.paypalPaymentId, paymentId)).limit(1);
  return row;
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

/** Cancels an order that is still pending and unpaid; undefined when it is not. */
export async function cancelPendingOrder(
  db: Database,
  id: number,
  note: string,
): Promise<AbfOrder | undefined> {
  const [row] = await db
    .update(abfOrders)
    .set({ status: 'cancelled', notes: appendNote(note), updatedAt: new Date() })
    .where(and(eq(abfOrders.id, id), eq(abfOrders.status, 'pending'), isNull(abfOrders.paypalPaymentId)))
    .returning();
  return row;
}

/** The payment_events key that marks an order paid exactly once, by capture or webhook. */
export const paidEventId = (orderId: number) => `order-paid:${orderId}`;

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
  try {
    await db.batch([
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
    ]);
    return true;
  } catch (error) {
    if (isConstraintViolation(error)) return false;
    throw error;
  }
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

/**
 * Applies a refund: a paid, shipped or completed order becomes 'cancelled' with a
 * note saying why (the five statuses have no 'refunded'). The event is recorded in
 * the same batch; returns false when it already was.
 */
export async function refundOrder(
  db: Database,
  orderId: number,
  eventId: string,
  note: string,
): Promise<boolean> {
  return applyOnce(db, eventId, 'PAYMENT.CAPTURE.REFUNDED', orderId, () =>
    db
      .update(abfOrders)
      .set({ status: 'cancelled', notes: appendNote(note), updatedAt: new Date() })
      .where(and(eq(abfOrders.id, orderId), inArray(abfOrders.status, ['paid', 'shipped', 'completed']))),
  );
}

/** Adds a note to an order (e.g. a denied capture), once per event. */
export async function noteOrderEvent(
  db: Database,
  orderId: number,
  eventId: string,
  type: string,
  note: string,
): Promise<boolean> {
  return applyOnce(db, eventId, type, orderId, () =>
    db
      .update(abfOrders)
      .set({ notes: appendNote(note), updatedAt: new Date() })
      .where(eq(abfOrders.id, orderId)),
  );
}

async function applyOnce(
  db: Database,
  eventId: string,
  type: string,
  orderId: number,
  change: () => BatchItem<'sqlite'>,
): Promise<boolean> {
  try {
    await db.batch([db.insert(paymentEvents).values({ id: eventId, type, orderId }), change()]);
    return true;
  } catch (error) {
    if (isConstraintViolation(error)) return false;
    throw error;
  }
}

/** SQL that appends a line to the order's notes. */
function appendNote(note: string) {
  return sql`case when ${abfOrders.notes} is null or ${abfOrders.notes} = '' then ${note} else ${abfOrders.notes} || char(10) || ${note} end`;
}

/** True for SQLite constraint failures (unique id taken, NOT NULL), whatever the wrapping. */
function isConstraintViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const text = `${(e as { code?: string }).code ?? ''} ${(e as Error).message ?? ''}`;
    if (/SQLITE_CONSTRAINT|constraint failed/i.test(text)) return true;
  }
  return false;
}
