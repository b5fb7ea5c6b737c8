/** The four measured headline figures: total readers, growth, monthly active users, global reach. */
import DataLabel from './DataLabel';
import { formatGrowth, formatNumber } from './format';
import { RANGE_DAYS, type Range } from './range';
import type { EngagementMetrics } from './schema';
import { countOf } from '~/lib/count-text';

interface Props {
  metrics: EngagementMetrics;
  range: Range;
}

export default function KpiGrid({ metrics, range }: Props) {
  const days = RANGE_DAYS[range];
  const growth = metrics.communityGrowth;
  const kpis = [
    {
      id: 'total-readers',
      term: 'Total Readers',
      value: formatNumber(metrics.totalReaders),
      note: `Different visitors in the last ${days} days`,
    },
    {
      id: 'community-growth',
      term: 'Community Growth',
      value: formatGrowth(growth),
      note:
        growth === null
          ? `Nobody was measured in the ${days} days before`
          : `Against ${countOf(metrics.previousReaders, ['reader', 'readers'])} in the previous ${days} days`,
      tone: growth === null ? '' : growth >= 0 ? 'text-emerald-800' : 'text-red-800',
    },
    {
      id: 'monthly-active',
      term: 'Monthly Active Users',
      value: formatNumber(metrics.monthlyActiveUsers),
      note: 'Different visitors in the last 30 days',
    },
    {
      id: 'global-reach',
      term: 'Global Reach',
      value: countOf(metrics.globalReach, ['country', 'countries']),
      note: 'Countries readers visited from in this range',
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {kpis.map((kpi) => (
        <div key={kpi.id} className="border-plum/10 bg-surface rounded-2xl border p-5 shadow-sm">
          <dt
            id={`kpi-${kpi.id}`}
            className="text-muted flex items-center justify-between gap-2 text-sm font-semibold"
          >
            {kpi.term} <DataLabel kind={metrics.demo ? 'demo' : 'live'} />
          </dt>
          <dd
            aria-labelledby={`kpi-${kpi.id}`}
            className={`text-plum mt-2 font-serif text-3xl font-bold ${kpi.tone ?? ''}`}
          >
            {kpi.value}
          </dd>
          <dd className="text-muted mt-1 text-sm">{kpi.note}</dd>
        </div>
      ))}
    </dl>
  );
}
