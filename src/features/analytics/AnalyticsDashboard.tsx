/**
 * The /analytics island: range buttons that re-query the measured metrics, and the
 * four tabs of SPEC.md §2. Milestones and impact stories are fetched once.
 */
import { useEffect, useState } from 'react';
import {
  fetchImpactStories,
  fetchMetrics,
  fetchMilestones,
  type ImpactStoryItem,
  type MilestoneItem,
} from './api';
import GrowthTab from './GrowthTab';
import ImpactTab from './ImpactTab';
import type { Load } from './load';
import RangeBar from './RangeBar';
import OverviewTab from './OverviewTab';
import { DEFAULT_RANGE, RANGE_DAYS, RANGES, type Range } from './range';
import SalesTab from './SalesTab';
import Tabs from './Tabs';
import type { EngagementMetrics } from './schema';

/** Runs `load` once per change of `deps`, tracking its state; aborted when superseded. */
function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): Load<T> {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

export default function AnalyticsDashboard() {
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
            panel: <GrowthTab metrics={metrics} milestones={milestones} stories={stories} onRetry={retry} />,
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
