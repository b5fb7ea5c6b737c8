/** Totals per order status as the admin API answers them: counts, and amounts as '51.98'. */
import type { StatusTotals } from './orders-admin.queries';
import { formatAmount } from '~/features/shop/money';
import { ORDER_STATUSES, type AdminOrderStatus } from './order-status-schema';

/** One line of the totals. */
export interface StatusTotal {
  count: number;
  totalAmount: string;
}

/** Every status's line, and all of them together. */
export interface OrderTotalsView {
  all: StatusTotal;
  byStatus: Record<AdminOrderStatus, StatusTotal>;
}

/** The totals for the API and the orders page. */
export function presentTotals(totals: StatusTotals): OrderTotalsView {
  let count = 0;
  let cents = 0;
  const byStatus = {} as OrderTotalsView['byStatus'];
  for (const status of ORDER_STATUSES) {
    const line = totals[status];
    count += line.count;
    cents += line.totalCents;
    byStatus[status] = { count: line.count, totalAmount: formatAmount(line.totalCents) };
  }
  return { all: { count, totalAmount: formatAmount(cents) }, byStatus };
}
