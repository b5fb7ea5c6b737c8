/** Orders and their value in each status, for the current search and dates. */
import type { OrderTotalsView } from './order-totals';
import { BADGE, statusLabel } from './OrderCard';
import { ORDER_STATUSES } from './order-status-schema';

export default function OrderTotals({ totals }: { totals: OrderTotalsView }) {
  return (
    <section aria-labelledby="order-totals" className="bg-surface rounded-xl p-4 shadow-sm">
      <h2 id="order-totals" className="text-plum text-lg font-bold">
        Totals by status
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {ORDER_STATUSES.map((s) => (
          <div key={s} className={`rounded-lg border px-3 py-2 ${BADGE[s]}`} data-testid={`total-${s}`}>
            <dt className="font-semibold">{statusLabel(s)}</dt>
            <dd>
              {totals.byStatus[s].count} · ${totals.byStatus[s].totalAmount}
            </dd>
          </div>
        ))}
        <div className="border-plum/30 rounded-lg border px-3 py-2" data-testid="total-all">
          <dt className="font-semibold">All</dt>
          <dd>
            {totals.all.count} · ${totals.all.totalAmount}
          </dd>
        </div>
      </dl>
    </section>
  );
}
