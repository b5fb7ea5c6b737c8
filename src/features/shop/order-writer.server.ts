/**
 * Group commit for new orders. On a local database every commit waits for a disk
 * sync (synchronous=FULL), which under load capped order creation far below the
 * 200 req/s bar. Orders that arrive while a write is in flight are stored together in
 * the next batch: one transaction and one sync for all of them, no added wait for a
 * lone order. Stock is taken inside the same batch, order by order, so orders in one
 * batch compete for the last items exactly as if they came one after the other. A
 * failed batch falls back to one batch per order, so one bad row never fails the others.
 */
import { createOrder, createOrders, type NewOrder } from './orders.queries';
import type { Database } from '~db/client';
import type { AbfOrder } from '~db/schema';

interface Job {
  order: NewOrder;
  resolve: (row: AbfOrder | null) => void;
  reject: (error: unknown) => void;
}

/** Most orders written in one batch. */
const MAX_BATCH = 64;

const queues = new WeakMap<Database, { jobs: Job[]; flushing: boolean }>();

async function flush(db: Database, queue: { jobs: Job[]; flushing: boolean }): Promise<void> {
  queue.flushing = true;
  try {
    while (queue.jobs.length > 0) {
      const jobs = queue.jobs.splice(0, MAX_BATCH);
      try {
        const rows = await createOrders(
          db,
          jobs.map((job) => job.order),
        );
        jobs.forEach((job, i) => job.resolve(rows[i] ?? null));
      } catch {
        await Promise.all(jobs.map((job) => createOrder(db, job.order).then(job.resolve, job.reject)));
      }
    }
  } finally {
    queue.flushing = false;
  }
}

/**
 * Stores a new pending order, sharing a transaction with orders placed at the same
 * moment; null when its product is tracked and too few items are left.
 */
export function storeOrder(db: Database, order: NewOrder): Promise<AbfOrder | null> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { jobs: [], flushing: false };
    queues.set(db, queue);
  }
  const q = queue;
  return new Promise<AbfOrder | null>((resolve, reject) => {
    q.jobs.push({ order, resolve, reject });
    if (!q.flushing) void flush(db, q);
  });
}
