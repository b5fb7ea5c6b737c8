/**
 * /admin/orders: the orders a page at a time from the API, searched by name, email or
 * number and filtered by status and days, with totals per status, CSV export of what is
 * shown, a status dropdown per order, and Ship and Refund with confirmation. The query
 * lives in the address, so a reload or a shared link shows the same orders. Orders are
 * never in the page's HTML (however long their notes, the page stays small): the first
 * page loads as soon as the island starts, in the owner's time zone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '~/stores/toast';
import { api, apiPage, errorText } from '~/features/admin/api-client';
import ConfirmDialog from '~/features/admin/ConfirmDialog';
import OrderCard from './OrderCard';
import OrderFilters from './OrderFilters';
import { orderQueryString, type OrderQuery } from './order-query';
import type { OrderTotalsView } from './order-totals';
import OrderTotals from './OrderTotals';
import type { PresentedOrder } from './present';
import { ORDER_STATUSES, type AdminOrderStatus } from './order-status-schema';
import ShipDialog from './ShipDialog';

interface Props {
  /** The query in the address when the page was opened. */
  initialQuery: OrderQuery;
}

const NO_TOTALS: OrderTotalsView = {
  all: { count: 0, totalAmount: '0.00' },
  byStatus: Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, { count: 0, totalAmount: '0.00' }]),
  ) as OrderTotalsView['byStatus'],
};

export default function OrdersManager({ initialQuery }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [orders, setOrders] = useState<PresentedOrder[]>([]);
  const [total, setTotal] = useState(0);
  const [totals, setTotals] = useState(NO_TOTALS);
  const [loading, setLoading] = useState(true);
  const [shipping, setShipping] = useState<PresentedOrder | null>(null);
  const [refunding, setRefunding] = useState<PresentedOrder | null>(null);
  const requested = useRef(0);

  /** Loads the page and the totals of `next`, and puts the query in the address. */
  const load = useCallback(async (next: OrderQuery) => {
    const ticket = ++requested.current;
    setLoading(true);
    const qs = orderQueryString(next);
    window.history.replaceState(null, '', qs ? `?${qs}` : window.location.pathname);
    const apiQuery = orderQueryString(next, { pageSize: 0 });
    try {
      const [page, sums] = await Promise.all([
        apiPage<PresentedOrder>(`/api/admin/abf/orders?${apiQuery}`),
        api<OrderTotalsView>(`/api/admin/abf/orders/summary?${apiQuery}`),
      ]);
      if (ticket !== requested.current) return;
      setOrders(page.items);
      setTotal(page.total);
      setTotals(sums);
    } catch (error) {
      if (ticket === requested.current)
        showToast({
          title: 'Error loading orders',
          description: errorText(error, 'Failed to load orders'),
          variant: 'destructive',
        });
    } finally {
      if (ticket === requested.current) setLoading(false);
    }
  }, []);

  const change = (part: Partial<OrderQuery>) => {
    const next = { ...query, ...part, page: part.page ?? 1 };
    setQuery(next);
    void load(next);
  };

  // The first page, with days read as the owner's days (her time zone is known only here).
  useEffect(() => {
    const next = { ...initialQuery, tz: new Date().getTimezoneOffset() };
    setQuery(next);
    void load(next);
  }, [initialQuery, load]);

  const replace = (saved: PresentedOrder) => {
    setOrders((list) => list.map((o) => (o.id === saved.id ? saved : o)));
    void api<OrderTotalsView>(
      `/api/admin/abf/orders/summary?${orderQueryString(query, { pageSize: 0 })}`,
    ).then(setTotals, () => {});
  };

  async function changeStatus(order: PresentedOrder, status: AdminOrderStatus) {
    try {
      const saved = await api<PresentedOrder>(`/api/admin/abf/orders/${order.id}`, {
        method: 'PATCH',
        body: { status },
      });
      replace(saved);
      showToast({ title: 'Order updated', description: `Order #${order.id} is now ${saved.status}.` });
    } catch (error) {
      showToast({
        title: 'Error updating order',
        description: errorText(error, 'Failed to update order'),
        variant: 'destructive',
      });
    }
  }

  async function ship(
    order: PresentedOrder,
    tracking: { carrier: string | null; trackingNumber: string | null },
  ) {
    try {
      const saved = await api<PresentedOrder & { mailed: boolean }>(`/api/admin/abf/orders/${order.id}`, {
        method: 'PATCH',
        body: { status: 'shipped', ...tracking },
      });
      replace(saved);
      showToast({
        title: 'Order shipped',
        description: saved.mailed
          ? `Order #${order.id} is shipped; the buyer is being emailed.`
          : `Order #${order.id}'s tracking is saved.`,
      });
    } catch (error) {
      showToast({
        title: 'Error updating order',
        description: errorText(error, 'Failed to update order'),
        variant: 'destructive',
      });
      throw error;
    }
  }

  async function refund(order: PresentedOrder) {
    try {
      const saved = await api<PresentedOrder>(`/api/admin/abf/orders/${order.id}/refund`, {
        method: 'POST',
        body: { requestId: crypto.randomUUID() },
      });
      replace(saved);
      showToast({
        title: 'Order refunded',
        description: `$${order.totalAmount} is going back to ${order.customerName}; they are being emailed.`,
      });
    } catch (error) {
      showToast({
        title: 'Error refunding order',
        description: errorText(error, 'Failed to refund order'),
        variant: 'destructive',
      });
    }
  }

  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const first = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, query.page * query.pageSize);
  const csvQuery = orderQueryString({ ...query, page: 1 }, { pageSize: query.pageSize });
  return (
    <div className="grid gap-4">
      <OrderFilters query={query} totals={totals} onChange={change} />
      <OrderTotals totals={totals} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-muted text-sm">
          {loading
            ? 'Loading orders…'
            : total === 0
              ? 'No orders match.'
              : `Orders ${first}–${last} of ${total}`}
        </p>
        <a
          className="btn-outline"
          href={`/api/admin/abf/orders?format=csv${csvQuery ? `&${csvQuery}` : ''}`}
          download
        >
          Export CSV
        </a>
      </div>
      {total === 0 && !loading && (
        <p className="text-muted">
          No orders
          {query.status
            ? ` with status ${query.status}`
            : query.q || query.from || query.to
              ? ' match this search'
              : ' yet'}
          .
        </p>
      )}
      <ul className="grid gap-3" aria-busy={loading}>
        {orders.map((o) => (
          <li key={o.id}>
            <OrderCard
              order={o}
              onStatus={(order, s) => void changeStatus(order, s)}
              onShip={setShipping}
              onRefund={setRefunding}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Order pages" className="flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            className="btn-outline"
            disabled={query.page <= 1 || loading}
            onClick={() => change({ page: query.page - 1 })}
          >
            Previous page
          </button>
          <span className="text-sm">
            Page {query.page} of {pages}
          </span>
          <button
            type="button"
            className="btn-outline"
            disabled={query.page >= pages || loading}
            onClick={() => change({ page: query.page + 1 })}
          >
            Next page
          </button>
        </nav>
      )}
      <ShipDialog key={shipping?.id ?? 0} order={shipping} onClose={() => setShipping(null)} onShip={ship} />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={refunding ? `Refund order #${refunding.id}?` : 'Refund order?'}
        description={
          refunding
            ? `$${refunding.totalAmount} goes back to ${refunding.customerName} through PayPal. The order is cancelled, its items go back to stock and the buyer is emailed. This cannot be undone.`
            : ''
        }
        confirmLabel={refunding ? `Refund $${refunding.totalAmount}` : 'Refund'}
        onConfirm={() => refunding && void refund(refunding)}
      />
    </div>
  );
}
