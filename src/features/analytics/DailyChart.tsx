/** A chart of measured figures per day (live, or the demo history until the first visit), with its table. */
import ChartFigure from './ChartFigure';
import { formatDay } from './format';
import type { EngagementMetrics } from './schema';
import type { ComponentProps } from 'react';

type Day = EngagementMetrics['daily'][number];

interface Props extends Omit<
  ComponentProps<typeof ChartFigure>,
  'source' | 'data' | 'xKey' | 'xLabel' | 'formatX'
> {
  metrics: EngagementMetrics;
  /** The plotted values of a day, by series key. */
  values: (day: Day) => Record<string, number>;
}

export default function DailyChart({ metrics, values, ...figure }: Props) {
  return (
    <ChartFigure
      {...figure}
      source={metrics.demo ? 'demo' : 'live'}
      data={metrics.daily.map((day) => ({ date: day.date, ...values(day) }))}
      xKey="date"
      xLabel="Day"
      formatX={formatDay}
    />
  );
}
