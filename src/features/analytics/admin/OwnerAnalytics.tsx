/**
 * /admin/analytics: the owner's traffic from the site's own beacon. Range buttons (7, 30,
 * 90 days) re-query GET /api/admin/analytics; the chart shows views and visitors per day,
 * and four tables the top pages, referrers, countries and devices.
 */
import { useState } from 'react';
import { getJson } from '~/features/analytics/api';
import ChartFigure from '~/features/analytics/ChartFigure';
import { describeDaily, formatDay, formatNumber } from '~/features/analytics/format';
import RangeBar from '~/features/analytics/RangeBar';
import LoadState from '~/features/analytics/LoadState';
import { useLoad } from '~/features/analytics/useLoad';
import {
  OWNER_RANGE_DAYS,
  OWNER_RANGES,
  type OwnerAnalytics as Report,
  type OwnerRange,
  type RankedValue,
} from '~/features/analytics/owner';

interface TopListProps {
  title: string;
  column: string;
  rows: RankedValue[];
}

function TopList({ title, column, rows }: TopListProps) {
  return (
    <section className="border-plum/10 bg-surface min-w-0 rounded-2xl border p-4 shadow-sm sm:p-6">
      <h2 className="text-plum text-lg font-bold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-muted mt-2 text-sm">Nothing measured in this range.</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-plum/20 border-b">
              <th scope="col" className="py-1 pr-2">
                {column}
              </th>
              <th scope="col" className="w-20 py-1 pr-2 text-right">
                Views
              </th>
              <th scope="col" className="w-16 py-1 text-right">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-plum/5 border-b">
                <th scope="row" className="truncate py-1.5 pr-2 font-normal" title={row.label}>
                  {row.label}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatNumber(row.views)}</td>
                <td className="text-muted py-1.5 text-right tabular-nums">{row.share}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function OwnerAnalytics() {
  const [range, setRange] = useState<OwnerRange>('30d');
  const [attempt, setAttempt] = useState(0);
  const report = useLoad<Report>(
    (signal) => getJson<Report>(`/api/admin/analytics?range=${range}`, signal),
    [range, attempt],
  );

  return (
    <div className="mt-8 grid gap-6">
      <RangeBar<OwnerRange>
        ranges={OWNER_RANGES}
        range={range}
        onChange={setRange}
        days={OWNER_RANGE_DAYS[range]}
        load={report}
      />
      {report.status !== 'ready' ? (
        <div className="grid gap-3">
          <LoadState load={report} what="traffic figures" height="h-80" />
          {report.status === 'error' && (
            <button
              type="button"
              className="btn-outline justify-self-start"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          )}
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <div className="border-plum/10 bg-surface rounded-2xl border p-5 shadow-sm">
              <dt className="text-muted text-sm font-semibold">Page views</dt>
              <dd className="text-plum mt-1 text-3xl font-bold tabular-nums">
                {formatNumber(report.data.totals.views)}
              </dd>
            </div>
            <div className="border-plum/10 bg-surface rounded-2xl border p-5 shadow-sm">
              <dt className="text-muted text-sm font-semibold">Visitors</dt>
              <dd className="text-plum mt-1 text-3xl font-bold tabular-nums">
                {formatNumber(report.data.totals.visitors)}
              </dd>
            </div>
          </dl>
          <ChartFigure
            title="Page views and visitors per day"
            source="live"
            kind="line"
            height={280}
            data={report.data.daily.map((d) => ({ date: d.date, views: d.views, visitors: d.visitors }))}
            xKey="date"
            xLabel="Day"
            formatX={formatDay}
            series={[
              { key: 'views', label: 'Page views', color: 'var(--color-magenta)' },
              { key: 'visitors', label: 'Visitors', color: 'var(--color-plum)' },
            ]}
            summary={describeDaily(
              report.data.daily.map((d) => ({ date: d.date, value: d.views })),
              ['page view', 'page views'],
            )}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <TopList title="Top pages" column="Page" rows={report.data.pages} />
            <TopList title="Referrers" column="Source" rows={report.data.referrers} />
            <TopList title="Countries" column="Country" rows={report.data.countries} />
            <TopList title="Devices" column="Device" rows={report.data.devices} />
          </div>
        </>
      )}
    </div>
  );
}
