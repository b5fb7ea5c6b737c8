/** /admin/orders: every order in full, filtered by status, with a status dropdown per order and CSV export. */
import { useState } from 'react';
import { showToast } from '../../stores/toast';
import { api, errorText, formatDateTime } from './api-client';
import type { PresentedOrder } from './present';
import { ORDER_STATUSES, type AdminOrderStatus } from './schema';

interface Props {
  initial: PresentedOrder[];
}

/** Badge colours of SPEC.md §4: pending yellow, paid green, shipped blue, completed grey, cancelled red. */
export const BADGE: Record<AdminOrderStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  paid: 'bg-green-100 text-green-900 border-green-300',
  shipped: 'bg-blue-100 text-blue-900 border-blue-300',
  completed: 'bg-gray-200 text-gray-900 border-gray-300',
  cancelled: 'bg-red-100 text-red-900 border-red-300',
};

const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export default function OrdersManager({ initial }: Props) {
  const [orders, setOrders] = useState(initial);
  const [filter, setFilter] = useState<'all' | AdminOrderStatus>('all');
  const shown = filter === 'all' ? orders : orders.filter((o) => o.status === filter);

  async function changeStatus(order: PresentedOrder, status: AdminOrderStatus) {
    try {
      const saved = await api<{ status: AdminOrderStatus; updatedAt: string }>(
        `/api/admin/abf/orders/${order.id}`,
        {
          method: 'PATCH',
          body: { status },
        },
      );
      setOrders((list) =>
        list.map((o) => (o.id === order.id ? { ...o, status: saved.status, updatedAt: saved.updatedAt } : o)),
      );
      showToast({ title: 'Order updated', description: `Order #${order.id} is now ${saved.status}.` });
    } catch (error) {
      showToast({
        title: 'Error updating order',
        description: errorText(error, 'Failed to update order'),
        variant: 'destructive',
      });
    }
  }

  const csvHref = `/api/admin/abf/orders?format=csv${filter === 'all' ? '' : `&status=${filter}`}`;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <label htmlFor="order-filter" className="text-sm font-semibold">
            Filter by status
          </label>
          <select
            id="order-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value as typeof filter)}
            className="border-muted/50 bg-surface min-h-11 rounded-lg border px-3"
          >
            <option value="all">All orders ({orders.length})</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {label(s)} ({orders.filter((o) => o.status === s).length})
              </option>
            ))}
          </select>
        </div>
        <a className="btn-outline" href={csvHref} download>
          Export CSV
        </a>
      </div>
      {shown.length === 0 && (
        <p className="text-muted">No orders{filter === 'all' ? ' yet' : ` with status ${filter}`}.</p>
      )}
      <ul className="grid gap-3">
        {shown.map((o) => (
          <li key={o.id}>
            <article aria-labelledby={`order-${o.id}`} className="bg-surface rounded-xl p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`order-${o.id}`} className="font-serif text-lg font-bold">
                  Order #{o.id}: {o.productName}
                </h2>
                <span
                  data-testid="status-badge"
                  className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${BADGE[o.status]}`}
                >
                  {label(o.status)}
                </span>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 [&_dd]:mb-1 [&_dd]:break-words [&_dt]:font-semibold">
                <div>
                  <dt>Customer</dt>
                  <dd>
                    {o.customerName} ({o.customerEmail})
                  </dd>
                </div>
                <div>
                  <dt>Address</dt>
                  <dd className="whitespace-pre-line">{o.customerAddress}</dd>
                </div>
                <div>
                  <dt>Size</dt>
                  <dd>{o.size ?? 'none'}</dd>
                </div>
                <div>
                  <dt>Quantity</dt>
                  <dd>{o.quantity}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>${o.totalAmount}</dd>
                </div>
                <div>
                  <dt>PayPal order / payment</dt>
                  <dd>
                    {o.paypalOrderId ?? 'none'} / {o.paypalPaymentId ?? 'none'}
                  </dd>
                </div>
                <div>
                  <dt>Notes</dt>
                  <dd className="whitespace-pre-line">{o.notes || 'none'}</dd>
                </div>
                <div>
                  <dt>Placed / updated</dt>
                  <dd>
                    {formatDateTime(o.createdAt)} / {formatDateTime(o.updatedAt)}
                  </dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <label htmlFor={`status-${o.id}`} className="text-sm font-semibold">
                  Status for order #{o.id}
                </label>
                <select
                  id={`status-${o.id}`}
                  value={o.status}
                  onChange={(e) => void changeStatus(o, e.target.value as AdminOrderStatus)}
                  className="border-muted/50 bg-surface min-h-11 rounded-lg border px-3"
                >
                  {ORDER_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {label(s)}
                    </option>
                  ))}
                </select>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
