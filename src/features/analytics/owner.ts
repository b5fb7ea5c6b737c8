/**
 * The owner's analytics (/admin/analytics): how a page view's request becomes the facts
 * that are counted, and how the counted rows become the report. Pure, no server imports,
 * so the island shares the types and the unit tests drive every rule.
 */
import { fillDays, addDays } from './range';

/** The ranges the owner's report offers. */
export const OWNER_RANGES = ['7d', '30d', '90d'] as const;
export type OwnerRange = (typeof OWNER_RANGES)[number];
export const OWNER_RANGE_DAYS: Record<OwnerRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** Longest path or host kept; longer ones are cut (a crafted beacon cannot grow a row). */
const MAX_VALUE = 200;

/** Device class from the user agent: tablets first (iPad, Android without "Mobile"), then phones. */
export function deviceOf(userAgent: string | null | undefined): 'desktop' | 'mobile' | 'tablet' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

/**
 * What a view's referrer counts as: the referring site's host ('www.' dropped), '' for a
 * direct visit (no referrer), or null for a link from this site, which is not an entry.
 */
export function referrerOf(referrer: string | null | undefined, siteHost: string): string | null {
  if (!referrer) return '';
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase();
  } catch {
    return '';
  }
  const bare = (h: string) => h.replace(/^www\./, '');
  if (bare(host) === bare(siteHost.toLowerCase())) return null;
  return bare(host).slice(0, MAX_VALUE);
}

/** The page a view counts for: the path without query, hash or trailing slash. */
export function pagePathOf(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed || '/').slice(0, MAX_VALUE);
}

/** A value with its views and share of the range's views. */
export interface RankedValue {
  value: string;
  /** What the report shows ('Direct', 'United States', 'Mobile', ...). */
  label: string;
  views: number;
  /** Percent of all views in the range, one decimal. */
  share: number;
}

/** One day of the report. */
export interface OwnerDay {
  date: string;
  views: number;
  visitors: number;
}

/** GET /api/admin/analytics: the owner's report for one range. */
export interface OwnerAnalytics {
  range: OwnerRange;
  from: string;
  to: string;
  totals: { views: number; visitors: number };
  /** Every day of the range, quiet days as zeros. */
  daily: OwnerDay[];
  pages: RankedValue[];
  referrers: RankedValue[];
  countries: RankedValue[];
  devices: RankedValue[];
}

/** The counted rows a report is made from (src/features/analytics/page-views.queries.ts `pageViewRows`). */
export interface OwnerRows {
  views: { day: string; views: number }[];
  visitors: { day: string; visitors: number }[];
  rangeVisitors: number;
  top: Record<'page' | 'referrer' | 'country' | 'device', { value: string; views: number }[]>;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country code's English name ('' is 'Unknown'). */
export function countryLabel(code: string): string {
  if (!code) return 'Unknown';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first and last day of `range` ending on `today`. */
export function ownerWindow(range: OwnerRange, today: string): { from: string; to: string } {
  return { from: addDays(today, -(OWNER_RANGE_DAYS[range] - 1)), to: today };
}

/** Turns the counted rows into the report: days filled in, totals, labels and shares. */
export function summarizeOwnerAnalytics(range: OwnerRange, today: string, rows: OwnerRows): OwnerAnalytics {
  const { from, to } = ownerWindow(range, today);
  const visitorsByDay = new Map(rows.visitors.map((d) => [d.day, d.visitors]));
  const viewsByDay = new Map(rows.views.map((d) => [d.day, d.views]));
  const measured = [...new Set([...viewsByDay.keys(), ...visitorsByDay.keys()])].map((date) => ({
    date,
    views: viewsByDay.get(date) ?? 0,
    visitors: visitorsByDay.get(date) ?? 0,
  }));
  const daily = fillDays(from, to, measured, (date) => ({ date, views: 0, visitors: 0 }));
  const views = daily.reduce((total, d) => total + d.views, 0);
  const rank = (list: { value: string; views: number }[], label: (value: string) => string): RankedValue[] =>
    list.map(({ value, views: n }) => ({
      value,
      label: label(value),
      views: n,
      share: views > 0 ? Math.round((n / views) * 1000) / 10 : 0,
    }));
  return {
    range,
    from,
    to,
    totals: { views, visitors: rows.rangeVisitors },
    daily,
    pages: rank(rows.top.page, (v) => v),
    referrers: rank(rows.top.referrer, (v) => v || 'Direct'),
    countries: rank(rows.top.country, countryLabel),
    devices: rank(rows.top.device, capitalise),
  };
}
