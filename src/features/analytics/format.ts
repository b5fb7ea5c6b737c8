/** How the dashboard writes its figures, and the text summaries that stand beside the charts. */
import { countOf, nounFor, type Noun } from '~/lib/count-text';

const numberFormat = new Intl.NumberFormat('en-US');
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 25000 -> '25,000'. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** '2026-11-03' -> 'Nov 3'. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** '2026-11-03' -> 'Nov 3, 2026'. */
export function formatLongDay(day: string): string {
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** 12.5 -> '+12.5%', -3 -> '−3%', null -> 'No earlier data'. */
export function formatGrowth(percent: number | null): string {
  if (percent === null) return 'No earlier data';
  if (percent === 0) return '0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}

/** Seconds as a short duration: 45 -> '45s', 125 -> '2m 5s', 7380 -> '2h 3m'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 ? `${minutes}m ${s % 60}s` : `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
}

/** Percent of a target reached, 0..100, whole. */
export function progressPercent(current: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((current / target) * 100)));
}

/**
 * A daily average as people say it: whole from 10 up, to one decimal below (10 views in 30
 * days is '0.3', not '0'), and 'under 0.1' for less.
 */
export function formatAverage(value: number): string {
  if (value === 0 || value >= 10) return formatNumber(Math.round(value));
  if (value < 0.05) return 'under 0.1';
  return formatNumber(Math.round(value * 10) / 10);
}

/**
 * A sentence describing a daily series for readers who cannot see the chart: its
 * total (unless the days do not add up, like distinct readers), daily average,
 * busiest and quietest days. `noun` names what is counted: ['page view', 'page views'].
 */
export function describeDaily(
  points: readonly { date: string; value: number }[],
  noun: Noun,
  { summed = true } = {},
): string {
  const unit = noun[1];
  if (points.length === 0) return `No ${unit} in this period.`;
  const total = points.reduce((sum, p) => sum + p.value, 0);
  if (total === 0)
    return `No ${unit} were measured from ${formatDay(points[0]!.date)} to ${formatDay(points.at(-1)!.date)}.`;
  let high = points[0]!;
  let low = points[0]!;
  for (const p of points) {
    if (p.value > high.value) high = p;
    if (p.value < low.value) low = p;
  }
  const average = formatAverage(total / points.length);
  return (
    `From ${formatDay(points[0]!.date)} to ${formatDay(points.at(-1)!.date)}: ` +
    (summed
      ? `${countOf(total, noun)} in total, ${average} a day on average.`
      : `${average} ${nounFor(total / points.length, noun)} a day on average.`) +
    ` Busiest day ${formatDay(high.date)} with ${formatNumber(high.value)}; ` +
    `quietest ${formatDay(low.date)} with ${formatNumber(low.value)}.`
  );
}
