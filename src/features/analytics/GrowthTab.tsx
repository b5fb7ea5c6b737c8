/** Community Growth: measured readers and page views, the milestones, and the owner's community targets. */
import type { ImpactStoryItem, MilestoneItem } from './api';
import DailyChart from './DailyChart';
import { describeDaily, formatNumber } from './format';
import type { Load } from './load';
import MetricsGate from './MetricsGate';
import Milestones from './Milestones';
import TabSection from './TabSection';
import type { EngagementMetrics } from './schema';
import { countOf } from '~/lib/count-text';

/** A community target as the owner set it (site text 'figures'), and the measure it is compared with. */
export interface Target {
  id: string;
  label: string;
  value: string;
  measure: 'readers' | 'countries' | 'stories';
}

interface Props {
  /** The owner's targets that have a value; none hides the section. */
  targets: Target[];
  metrics: Load<EngagementMetrics>;
  milestones: Load<MilestoneItem[]>;
  stories: Load<ImpactStoryItem[]>;
  onRetry: () => void;
}

export default function GrowthTab({ targets, metrics, milestones, stories, onRetry }: Props) {
  const measured: Record<string, string> = {};
  if (metrics.status === 'ready') {
    measured.readers = `${countOf(metrics.data.totalReaders, ['reader', 'readers'])} measured in this range`;
    measured.countries = `${countOf(metrics.data.globalReach, ['country', 'countries'])} measured in this range`;
  }
  if (stories.status === 'ready')
    measured.stories = `${countOf(stories.data.length, ['approved public story', 'approved public stories'])} so far`;

  return (
    <div className="grid gap-8">
      <MetricsGate metrics={metrics} onRetry={onRetry}>
        {(m) => (
          <DailyChart
            title="Readers and page views per day"
            metrics={m}
            kind="line"
            height={280}
            values={(d) => ({ readers: d.readers, pageViews: d.pageViews })}
            series={[
              { key: 'readers', label: 'Readers', color: 'var(--color-plum)' },
              { key: 'pageViews', label: 'Page views', color: 'var(--color-magenta)' },
            ]}
            summary={describeDaily(
              m.daily.map((d) => ({ date: d.date, value: d.pageViews })),
              ['page view', 'page views'],
            )}
          />
        )}
      </MetricsGate>

      {targets.length > 0 && (
        <TabSection
          id="targets-heading"
          title="Community targets"
          kind="target"
          intro="Goals the community is working towards, not results."
        >
          <ul className="grid gap-4 sm:grid-cols-3">
            {targets.map((t) => (
              <li key={t.id} className="bg-surface rounded-2xl border border-sky-200 p-5 shadow-sm">
                <p className="text-muted text-sm font-semibold">Target: {t.label}</p>
                <p className="text-plum mt-1 font-serif text-3xl font-bold">{t.value}</p>
                {measured[t.measure] && <p className="text-muted mt-1 text-sm">{measured[t.measure]}</p>}
              </li>
            ))}
          </ul>
        </TabSection>
      )}

      <TabSection
        id="milestones-heading"
        title="Community milestones"
        intro="Where the community stands on each milestone."
      >
        <Milestones milestones={milestones} />
      </TabSection>
    </div>
  );
}
