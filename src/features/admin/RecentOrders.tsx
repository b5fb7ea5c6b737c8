/** The Overview's newest orders: number, item, buyer, status and total, each a link to it on /admin/orders. */
import { BADGE, statusLabel } from '~/features/shop/admin/OrderCard';
import { formatDateTime } from './api-client';
import type { DashboardData } from './dashboard.server';
import Panel from './Panel';

interface Props {
  orders: DashboardData['orders'];
}

export default function RecentOrders({ orders }: Props) {
  return (
    <Panel id="recent-orders" title="Recent Orders">
      {orders.length === 0 ? (
        <p className="text-muted mt-2">No orders yet.</p>
      ) : (
        <ul className="divide-plum/10 mt-2 divide-y">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0">
                <a
                  href={`/admin/orders?q=${encodeURIComponent(`#${o.id}`)}`}
                  className="text-plum font-semibold break-words underline"
                >
                  Order #{o.id}: {o.productName} x {o.quantity}
                </a>
                <p className="text-muted text-sm break-words">
                  {o.customerName} · {formatDateTime(o.createdAt)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${BADGE[o.status]}`}>
                  {statusLabel(o.status)}
                </span>
                <span className="font-bold tabular-nums">${o.totalAmount}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <a href="/admin/orders" className="text-plum text-sm font-semibold underline">
          All orders
        </a>
      </p>
    </Panel>
  );
}
