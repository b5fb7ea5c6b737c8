/** Overview: the headline figures and readers per day, all measured. */
import DailyChart from './DailyChart';
import { describeDaily, formatLongDay } from './format';
import KpiGrid from './KpiGrid';
import type { Load } from './load';
import MetricsGate from './MetricsGate';
import type { Range } from './range';
import type { EngagementMetrics } from './schema';
import { countOf } from '~/lib/count-text';

interface Props {
  metrics: Load<EngagementMetrics>;
  range: Range;
  onRetry: () => void;
}

export default function OverviewTab({ metrics, range, onRetry }: Props) {
  return (
    <MetricsGate metrics={metrics} onRetry={onRetry}>
      {(m) => (
        <div className="grid gap-6">
          <KpiGrid metrics={m} range={range} />
          <DailyChart
            title="Readers per day"
            metrics={m}
            kind="area"
            height={260}
            values={(d) => ({ readers: d.readers })}
            series={[{ key: 'readers', label: 'Readers', color: 'var(--color-plum)' }]}
            summary={`${countOf(m.totalReaders, ['different reader', 'different readers'])} visited. ${describeDaily(
              m.daily.map((d) => ({ date: d.date, value: d.readers })),
              ['reader', 'readers'],
              { summed: false },
            )}`}
          />
          <p className="text-muted text-sm">
            {m.demo &&
              'Until the first real visit, these figures are the demo history installed with the site. '}
            Live figures are counted from anonymous visits to this site (browsers that ask not to be tracked
            are never counted).{' '}
            {m.dataSince
              ? `Measurements start on ${formatLongDay(m.dataSince)}; days before that show as zero.`
              : 'Nothing has been measured yet.'}
          </p>
        </div>
      )}
    </MetricsGate>
  );
}
