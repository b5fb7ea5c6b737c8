/**
 * The /analytics island: range buttons that re-query the measured metrics, and the
 * four tabs of SPEC.md §2. Milestones and impact stories are fetched once.
 */
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import {
  fetchImpactStories,
  fetchMetrics,
  fetchMilestones,
  type ImpactStoryItem,
  type MilestoneItem,
} from './api';
import { formatLongDay } from './format';
import GrowthTab from './GrowthTab';
import ImpactTab from './ImpactTab';
import type { Load } from './load';
import OverviewTab from './OverviewTab';
import { DEFAULT_RANGE, RANGE_DAYS, RANGES, type Range } from './range';
import SalesTab from './SalesTab';
import type { EngagementMetrics } from './schema';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'growth', label: 'Community Growth' },
  { value: 'sales', label: 'Sales Momentum' },
  { value: 'impact', label: 'Reader Impact' },
] as const;

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
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div
          role="group"
          aria-label="Date range"
          className="border-plum/20 inline-flex rounded-full border bg-white p-1"
        >
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={r === range}
              onClick={() => setRange(r)}
              className="text-plum hover:bg-plum/10 aria-pressed:bg-plum min-h-11 min-w-14 rounded-full px-4 font-semibold transition-colors aria-pressed:text-white"
            >
              {r}
            </button>
          ))}
        </div>
        <p className="text-muted text-sm" aria-live="polite">
          {metrics.status === 'ready'
            ? `Last ${RANGE_DAYS[range]} days: ${formatLongDay(metrics.data.from)} to ${formatLongDay(metrics.data.to)} (UTC)`
            : metrics.status === 'loading'
              ? `Loading the last ${RANGE_DAYS[range]} days…`
              : 'The figures could not be loaded.'}
        </p>
      </div>

      <Tabs.Root defaultValue="overview" className="mt-6">
        <Tabs.List aria-label="Dashboard sections" className="border-plum/20 flex flex-wrap gap-x-1 border-b">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="text-muted hover:text-plum data-[state=active]:border-magenta data-[state=active]:text-plum -mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 font-semibold whitespace-nowrap"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-6">
          <OverviewTab metrics={metrics} range={range} onRetry={retry} />
        </Tabs.Content>
        <Tabs.Content value="growth" className="pt-6">
          <GrowthTab metrics={metrics} milestones={milestones} stories={stories} onRetry={retry} />
        </Tabs.Content>
        <Tabs.Content value="sales" className="pt-6">
          <SalesTab />
        </Tabs.Content>
        <Tabs.Content value="impact" className="pt-6">
          <ImpactTab metrics={metrics} stories={stories} onRetry={retry} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
