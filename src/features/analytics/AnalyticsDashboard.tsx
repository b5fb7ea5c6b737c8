/**
 * The /analytics island: range buttons that re-query the measured metrics, and the
 * four tabs of SPEC.md §2. Milestones and impact stories are fetched once; the community
 * targets are the owner's figures, rendered with the page.
 */
import { useState } from 'react';
import {
  fetchImpactStories,
  fetchMetrics,
  fetchMilestones,
  type ImpactStoryItem,
  type MilestoneItem,
} from './api';
import GrowthTab, { type Target } from './GrowthTab';
import ImpactTab from './ImpactTab';
import RangeBar from './RangeBar';
import OverviewTab from './OverviewTab';
import { DEFAULT_RANGE, RANGE_DAYS, RANGES, type Range } from './range';
import SalesTab from './SalesTab';
import Tabs from './Tabs';
import { useLoad } from './useLoad';
import type { EngagementMetrics } from './schema';

interface Props {
  /** The owner's community targets that have a value. */
  targets: Target[];
}

export default function AnalyticsDashboard({ targets }: Props) {
  const [range, setRange] = useState<Range>(DEFAULT_RANGE);
  const [attempt, setAttempt] = useState(0);
  const metrics = useLoad<EngagementMetrics>((signal) => fetchMetrics(range, signal), [range, attempt]);
  const milestones = useLoad<MilestoneItem[]>(fetchMilestones, []);
  const stories = useLoad<ImpactStoryItem[]>(fetchImpactStories, []);
  const retry = () => setAttempt((n) => n + 1);

  return (
    <div className="mt-8">
      <RangeBar<Range>
        ranges={RANGES}
        range={range}
        onChange={setRange}
        days={RANGE_DAYS[range]}
        load={metrics}
      />

      <Tabs
        label="Dashboard sections"
        className="mt-6"
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            panel: <OverviewTab metrics={metrics} range={range} onRetry={retry} />,
          },
          {
            value: 'growth',
            label: 'Community Growth',
            panel: (
              <GrowthTab
                targets={targets}
                metrics={metrics}
                milestones={milestones}
                stories={stories}
                onRetry={retry}
              />
            ),
          },
          { value: 'sales', label: 'Sales Momentum', panel: <SalesTab /> },
          {
            value: 'impact',
            label: 'Reader Impact',
            panel: <ImpactTab metrics={metrics} stories={stories} onRetry={retry} />,
          },
        ]}
      />
    </div>
  );
}
