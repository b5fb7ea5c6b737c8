/** Community Growth: measured readers and page views, the milestones, and the community targets. */
import type { ImpactStoryItem, MilestoneItem } from './api';
import ChartFigure from './ChartFigure';
import DataLabel from './DataLabel';
import { describeDaily, formatDay, formatNumber } from './format';
import type { Load } from './load';
import MetricsGate from './MetricsGate';
import Milestones from './Milestones';
import { TARGETS } from './samples';
import type { EngagementMetrics } from './schema';

interface Props {
  metrics: Load<EngagementMetrics>;
  milestones: Load<MilestoneItem[]>;
  stories: Load<ImpactStoryItem[]>;
  onRetry: () => void;
}

export default function GrowthTab({ metrics, milestones, stories, onRetry }: Props) {
  const measured: Record<string, string> = {};
  if (metrics.status === 'ready') {
    measured.readers = `${formatNumber(metrics.data.totalReaders)} readers measured in this range`;
    measured.countries = `${formatNumber(metrics.data.globalReach)} countries measured in this range`;
  }
  if (stories.status === 'ready')
    measured.stories = `${formatNumber(stories.data.length)} approved public stories so far`;

  return (
    <div className="grid gap-8">
      <MetricsGate metrics={metrics} onRetry={onRetry}>
        {(m) => (
          <ChartFigure
            title="Readers and page views per day"
            source={m.demo ? 'demo' : 'live'}
            kind="line"
            height={280}
            data={m.daily.map((d) => ({ date: d.date, readers: d.readers, pageViews: d.pageViews }))}
            xKey="date"
            xLabel="Day"
            formatX={formatDay}
            series={[
              { key: 'readers', label: 'Readers', color: 'var(--color-plum)' },
              { key: 'pageViews', label: 'Page views', color: 'var(--color-magenta)' },
            ]}
            summary={describeDaily(
              m.daily.map((d) => ({ date: d.date, value: d.pageViews })),
              'page views',
            )}
          />
        )}
      </MetricsGate>

      <section aria-labelledby="targets-heading">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="targets-heading" className="text-plum text-xl font-bold">
            Community targets
          </h2>
          <DataLabel kind="target" />
        </div>
        <p className="text-muted mt-1 text-sm">Goals the community is working towards, not results.</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {TARGETS.map((t) => (
            <li key={t.key} className="bg-surface rounded-2xl border border-sky-200 p-5 shadow-sm">
              <p className="text-muted text-sm font-semibold">Target: {t.label}</p>
              <p className="text-plum mt-1 font-serif text-3xl font-bold">{formatNumber(t.value)}</p>
              {measured[t.key] && <p className="text-muted mt-1 text-sm">{measured[t.key]}</p>}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="milestones-heading">
        <h2 id="milestones-heading" className="text-plum text-xl font-bold">
          Community milestones
        </h2>
        <p className="text-muted mt-1 mb-4 text-sm">Where the community stands on each milestone.</p>
        <Milestones milestones={milestones} />
      </section>
    </div>
  );
}
