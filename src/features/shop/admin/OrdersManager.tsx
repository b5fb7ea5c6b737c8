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
import { api, apiPage } from '~/features/admin/api-client';
import ConfirmDialog from '~/features/admin/ConfirmDialog';
import Pager from '~/features/admin/Pager';
import { toastFailure } from '~/features/admin/toast-failure';
import OrderCard from './OrderCard';
import OrderFilters from './OrderFilters';
import { orderQueryString, type OrderQuery } from './order-query';
import type { OrderTotalsView } from './order-totals';
import OrderTotals from './OrderTotals';
import type { PresentedOrder } from './present';
import { ORDER_STATUSES, type AdminOrderStatus } from './order-status-schema';
import ShipDialog, { type Tracking } from './ShipDialog';

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
      if (ticket === requested.current) toastFailure('Error loading orders', error, 'Failed to load orders');
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

  /** Sends an order change and shows the saved order (and the totals it moved). */
  async function save(order: PresentedOrder, path: string, method: string, body: unknown) {
    const saved = await api<PresentedOrder & { mailed?: boolean }>(
      `/api/admin/abf/orders/${order.id}${path}`,
      {
        method,
        body,
      },
    );
    replace(saved);
    return saved;
  }

  const changeStatus = (order: PresentedOrder, status: AdminOrderStatus) =>
    save(order, '', 'PATCH', { status }).then(
      (saved) =>
        showToast({
          title: 'Order updated',
          description: `Order #${order.id} is now ${saved.status}.${
            (saved as { receipt?: boolean }).receipt
              ? ' Recorded as paid outside PayPal; the buyer is being emailed a receipt.'
              : ''
          }`,
        }),
      (error: unknown) => toastFailure('Error updating order', error, 'Failed to update order'),
    );

  /** Ships the order; a failure is the ship dialog's to show. */
  async function ship(order: PresentedOrder, tracking: Tracking) {
    const saved = await save(order, '', 'PATCH', { status: 'shipped', ...tracking });
    showToast({
      title: 'Order shipped',
      description: saved.mailed
        ? `Order #${order.id} is shipped; the buyer is being emailed.`
        : `Order #${order.id}'s tracking is saved.`,
    });
  }

  const refund = (order: PresentedOrder) =>
    save(order, '/refund', 'POST', { requestId: crypto.randomUUID() }).then(
      () =>
        showToast({
          title: 'Order refunded',
          description: order.paypalPaymentId
            ? `$${order.totalAmount} is going back to ${order.customerName}; they are being emailed.`
            : `The refund of $${order.totalAmount} to ${order.customerName} is recorded; they are being emailed.`,
        }),
      (error: unknown) => toastFailure('Error refunding order', error, 'Failed to refund order'),
    );

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
      <Pager
        label="Order pages"
        page={query.page}
        pages={pages}
        disabled={loading}
        onPage={(page) => change({ page })}
      />
      <ShipDialog key={shipping?.id ?? 0} order={shipping} onClose={() => setShipping(null)} onShip={ship} />
      <ConfirmDialog
        target={refunding}
        texts={(order) =>
          order.paypalPaymentId
            ? {
                title: `Refund order #${order.id}?`,
                description: `$${order.totalAmount} goes back to ${order.customerName} through PayPal. The order is cancelled, its items go back to stock and the buyer is emailed. This cannot be undone.`,
                confirm: `Refund $${order.totalAmount}`,
              }
            : {
                title: `Record the refund of order #${order.id}?`,
                description: `This order was paid outside PayPal, so send the $${order.totalAmount} back to ${order.customerName} yourself, the way they paid. Recording it cancels the order, puts its items back in stock and emails the buyer. This cannot be undone.`,
                confirm: `Record refund of $${order.totalAmount}`,
              }
        }
        onConfirm={(order) => void refund(order)}
        onClose={() => setRefunding(null)}
      />
    </div>
  );
}
