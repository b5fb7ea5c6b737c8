/** The Overview's business table: paid orders, revenue and stories sent in for review, today / 7 / 30 days. */
import { formatPrice } from '~/features/shop/money';
import type { DashboardData } from './dashboard.server';
import Panel from './Panel';

interface Props {
  figures: DashboardData['figures'];
}

const WINDOWS = [
  ['today', 'Today'],
  ['week', '7 days'],
  ['month', '30 days'],
] as const;

export default function BusinessFigures({ figures }: Props) {
  const rows = [
    ['Paid orders', figures.paidOrders, String],
    ['Revenue', figures.revenueCents, formatPrice],
    ['Stories for review', figures.storiesSubmitted, String],
  ] as const;
  return (
    <Panel id="business-title" title="Orders, Revenue and Stories">
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-72 text-left text-sm">
          <caption className="sr-only">
            Paid orders, revenue and stories sent in for review, by period
          </caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-2 font-semibold">
                <span className="sr-only">Figure</span>
              </th>
              {WINDOWS.map(([key, label]) => (
                <th key={key} scope="col" className="py-1 pr-2 text-right font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-plum/10 divide-y">
            {rows.map(([label, values, format]) => (
              <tr key={label}>
                <th scope="row" className="py-2 pr-2 font-semibold">
                  {label}
                </th>
                {WINDOWS.map(([key]) => (
                  <td key={key} className="text-plum py-2 pr-2 text-right text-lg font-bold tabular-nums">
                    {format(values[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted mt-2 text-sm">
        Orders count once paid (paid, shipped or completed), by the day they were placed; refunded and unpaid
        ones are left out. Days are UTC. {figures.storiesWaiting}{' '}
        {figures.storiesWaiting === 1 ? 'story waits' : 'stories wait'} for review in all (Stories tab).
      </p>
    </Panel>
  );
}
