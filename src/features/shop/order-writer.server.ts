/**
 * Group commit for new orders (~/lib/group-commit): orders that arrive while a write is
 * in flight are stored together, one transaction and one disk sync for all of them.
 * Stock is taken inside the same batch, order by order, so orders in one batch compete
 * for the last items exactly as if they came one after the other.
 */
import { groupCommit } from '~/lib/group-commit';
import { createOrders } from './orders.queries';

/** Most orders written in one batch. */
const MAX_BATCH = 64;

/**
 * Stores a new pending order, sharing a transaction with orders placed at the same
 * moment; null when its product is tracked and too few items are left.
 */
export const storeOrder = groupCommit(createOrders, MAX_BATCH);
