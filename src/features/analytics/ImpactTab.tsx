/**
 * Reader Impact: measured reading time and books viewed, reader stories, and (only beside the
 * seeded demo history, never once real visits exist) SPEC.md's sample retention and impact scores.
 */
import type { ImpactStoryItem } from './api';
import ChartFigure from './ChartFigure';
import DailyChart from './DailyChart';
import { describeDaily, formatDuration } from './format';
import ImpactStories from './ImpactStories';
import type { Load } from './load';
import MetricsGate from './MetricsGate';
import { SAMPLE_IMPACT_SCORES, SAMPLE_RETENTION } from './samples';
import TabSection from './TabSection';
import type { EngagementMetrics } from './schema';
import { countOf } from '~/lib/count-text';

interface Props {
  metrics: Load<EngagementMetrics>;
  stories: Load<ImpactStoryItem[]>;
  onRetry: () => void;
}

const minutes = (seconds: number) => Math.round(seconds / 60);

export default function ImpactTab({ metrics, stories, onRetry }: Props) {
  return (
    <div className="grid gap-8">
      <MetricsGate metrics={metrics} onRetry={onRetry}>
        {(m) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <DailyChart
              title="Reading time per day"
              metrics={m}
              kind="area"
              height={240}
              values={(d) => ({ minutes: minutes(d.timeSpent) })}
              series={[{ key: 'minutes', label: 'Minutes on the site', color: 'var(--color-magenta)' }]}
              summary={`${formatDuration(m.totals.timeSpent)} spent reading in total${
                m.totalReaders ? `, ${formatDuration(m.totals.timeSpent / m.totalReaders)} per reader` : ''
              }. ${describeDaily(
                m.daily.map((d) => ({ date: d.date, value: minutes(d.timeSpent) })),
                ['minute', 'minutes'],
              )}`}
            />
            <DailyChart
              title="Book previews viewed per day"
              metrics={m}
              kind="bar"
              height={240}
              values={(d) => ({ booksViewed: d.booksViewed })}
              series={[{ key: 'booksViewed', label: 'Book previews viewed', color: 'var(--color-plum)' }]}
              summary={`${countOf(m.totals.booksViewed, ['book preview', 'book previews'])} opened, ${countOf(
                m.totals.discussionsParticipated,
                ['discussion', 'discussions'],
              )} joined and ${countOf(m.totals.challengesJoined, ['challenge', 'challenges'])} joined. ${describeDaily(
                m.daily.map((d) => ({ date: d.date, value: d.booksViewed })),
                ['book preview', 'book previews'],
              )}`}
            />
          </div>
        )}
      </MetricsGate>

      {metrics.status === 'ready' && metrics.data.demo && (
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartFigure
            title="Reader retention (sample)"
            source="sample"
            kind="line"
            height={240}
            data={SAMPLE_RETENTION}
            xKey="week"
            xLabel="Week"
            formatY={(v) => `${v}%`}
            series={[{ key: 'retained', label: 'Readers still visiting (%)', color: 'var(--color-plum)' }]}
            summary={`Sample figures, not measured: of a month's new readers, ${SAMPLE_RETENTION[3]!.retained}% still visit after four weeks and ${SAMPLE_RETENTION.at(-1)!.retained}% after twelve.`}
          />
          <ChartFigure
            title="Impact scores by story category (sample)"
            source="sample"
            kind="bar"
            height={240}
            data={SAMPLE_IMPACT_SCORES}
            xKey="category"
            xLabel="Category"
            series={[{ key: 'score', label: 'Impact score (out of 100)', color: 'var(--color-magenta)' }]}
            summary={`Sample scores out of 100, not measured: ${SAMPLE_IMPACT_SCORES.map((s) => `${s.category} ${s.score}`).join(', ')}.`}
          />
        </div>
      )}

      <TabSection
        id="stories-heading"
        title="Reader impact stories"
        intro="Stories readers chose to share, published after review."
      >
        <ImpactStories stories={stories} />
      </TabSection>
    </div>
  );
}
