/**
 * The date-range switch over an analytics view and the line saying which days it
 * shows (the public /analytics dashboard and the owner's traffic report).
 */
import { formatLongDay } from './format';
import type { Load } from './load';

interface Props<R extends string> {
  ranges: readonly NoInfer<R>[];
  range: R;
  onChange(range: R): void;
  /** Days in the chosen range. */
  days: number;
  /** The figures' state: their first and last day once loaded. */
  load: Load<{ from: string; to: string }>;
}

export default function RangeBar<R extends string>({ ranges, range, onChange, days, load }: Props<R>) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div
        role="group"
        aria-label="Date range"
        className="border-plum/20 bg-surface inline-flex rounded-full border p-1"
      >
        {ranges.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === range}
            onClick={() => onChange(r)}
            className="text-plum hover:bg-plum/10 aria-pressed:bg-band min-h-11 min-w-14 rounded-full px-4 font-semibold transition-colors aria-pressed:text-white"
          >
            {r}
          </button>
        ))}
      </div>
      <p className="text-muted text-sm" aria-live="polite">
        {load.status === 'ready'
          ? `Last ${days} days: ${formatLongDay(load.data.from)} to ${formatLongDay(load.data.to)} (UTC)`
          : load.status === 'loading'
            ? `Loading the last ${days} days…`
            : 'The figures could not be loaded.'}
      </p>
    </div>
  );
}
