/** One order on /admin/orders: its details, a status dropdown, and the Ship and Refund actions. */
import { formatDateTime } from '~/features/admin/api-client';
import type { PresentedOrder } from './present';
import { ORDER_STATUSES, type AdminOrderStatus } from './order-status-schema';

interface Props {
  order: PresentedOrder;
  onStatus(order: PresentedOrder, status: AdminOrderStatus): void;
  onShip(order: PresentedOrder): void;
  onRefund(order: PresentedOrder): void;
}

/** Badge colours of SPEC.md §4: pending yellow, paid green, shipped blue, completed grey, cancelled red. */
export const BADGE: Record<AdminOrderStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  paid: 'bg-green-100 text-green-900 border-green-300',
  shipped: 'bg-blue-100 text-blue-900 border-blue-300',
  completed: 'bg-gray-200 text-gray-900 border-gray-300',
  cancelled: 'bg-red-100 text-red-900 border-red-300',
};

export const statusLabel = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export default function OrderCard({ order: o, onStatus, onShip, onRefund }: Props) {
  const refundable = Boolean(o.paypalPaymentId || o.paidByHand) && !o.refundId && !o.refundedAt;
  const shippable = o.status !== 'cancelled';
  return (
    <article aria-labelledby={`order-${o.id}`} className="bg-surface rounded-xl p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`order-${o.id}`} className="font-serif text-lg font-bold">
          Order #{o.id}: {o.productName}
        </h2>
        <span
          data-testid="status-badge"
          className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${BADGE[o.status]}`}
        >
          {statusLabel(o.status)}
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
            {o.paypalOrderId ?? 'none'} / {o.paypalPaymentId ?? (o.paidByHand ? 'paid by hand' : 'none')}
          </dd>
        </div>
        {(o.shippedAt || o.trackingNumber) && (
          <div>
            <dt>Shipped</dt>
            <dd>
              {o.shippedAt ? formatDateTime(o.shippedAt) : 'not yet'}
              {o.carrier && ` · ${o.carrier}`}
              {o.trackingNumber &&
                (o.trackingUrl ? (
                  <>
                    {' · '}
                    <a className="text-plum underline" href={o.trackingUrl} rel="noopener noreferrer">
                      {o.trackingNumber}
                    </a>
                  </>
                ) : (
                  ` · ${o.trackingNumber}`
                ))}
            </dd>
          </div>
        )}
        {(o.refundId || o.refundedAt) && (
          <div>
            <dt>Refunded</dt>
            <dd>
              {o.refundedAt ? formatDateTime(o.refundedAt) : ''} ·{' '}
              {o.refundId ? `refund ${o.refundId}` : 'by hand'}
            </dd>
          </div>
        )}
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
          onChange={(e) => onStatus(o, e.target.value as AdminOrderStatus)}
          className="border-muted/50 bg-surface min-h-11 rounded-lg border px-3"
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
        <span className="flex flex-wrap gap-2 sm:ml-auto">
          {shippable && (
            <button
              type="button"
              className="btn-outline min-h-11 px-4 py-1.5 text-sm"
              aria-label={`${o.shippedAt ? 'Edit tracking of' : 'Ship'} order #${o.id}`}
              onClick={() => onShip(o)}
            >
              {o.shippedAt ? 'Edit tracking' : 'Ship…'}
            </button>
          )}
          {refundable && (
            <button
              type="button"
              className="btn min-h-11 border-2 border-red-700 px-4 py-1.5 text-sm text-red-800 hover:bg-red-700 hover:text-white"
              aria-label={`${o.paypalPaymentId ? 'Refund' : 'Record the refund of'} order #${o.id}`}
              onClick={() => onRefund(o)}
            >
              {o.paypalPaymentId ? 'Refund…' : 'Record refund…'}
            </button>
          )}
        </span>
      </div>
    </article>
  );
}
