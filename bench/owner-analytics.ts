/**
 * Times the owner's analytics report (/admin/analytics) over a year holding 1,000,000
 * page views (the bar: under 200 ms). Builds a temporary database, makes a year of
 * synthetic page views inside SQLite (deterministic: views cycle through 2,000 paths, 40
 * referrers, 60 countries, 3 devices and 30,000 visitors (three views each a visit), more of them recently), rolls
 * them up exactly as the beacon endpoint does one by one, and times the report for each
 * range; it also times the beacon's own write (one batch per view).
 *
 *   npx tsx bench/owner-analytics.ts [views=1000000]
 *
 * CPU time is printed beside wall time: on a shared machine the wall time also measures
 * waiting for a core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { pageViewWrites } from '../src/features/analytics/page-views.queries';
import { runScript } from '../db/script';
import { OWNER_RANGES } from '../src/features/analytics/owner';
import { ownerAnalytics } from '../src/features/analytics/owner.server';
import { addDays, isoDay } from '../src/features/analytics/range';

const RUNS = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Fills the rollups from `views` synthetic page views over the 365 days ending `today`. */
export async function fillYear(db: Database, views: number, today: string): Promise<void> {
  const first = addDays(today, -364);
  const run = (sql: string) => db.$client.execute(sql);
  await run(`CREATE TEMP TABLE raw AS
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${views})
    SELECT
      -- more traffic lately: the day index grows like a square root of i
      date('${first}', '+' || min(364, CAST(365 * sqrt(i * 1.0 / ${views}) AS INTEGER)) || ' days') AS day,
      CASE WHEN i % 7 = 0 THEN '/' ELSE '/book/' || ((i * 7919) % 1000 + 1) || '/preview' END AS path,
      CASE WHEN i % 3 = 0 THEN NULL WHEN i % 5 = 0 THEN 'site' || ((i * 31) % 40) || '.example' ELSE '' END AS referrer,
      CASE WHEN i % 11 = 0 THEN '' ELSE char(65 + (i * 13) % 26, 65 + (i * 17) % 3) END AS country,
      CASE (i * 2654435761) % 10 WHEN 0 THEN 'tablet' WHEN 1 THEN 'desktop' WHEN 2 THEN 'desktop' WHEN 3 THEN 'desktop' ELSE 'mobile' END AS device,
      'visitor-' || (((i / 3) * 104729) % 30000) AS visitor
    FROM n`);
  for (const [dimension, column] of [
    ['page', 'path'],
    ['referrer', 'referrer'],
    ['country', 'country'],
    ['device', 'device'],
  ])
    await run(`INSERT INTO page_view_counts (dimension, day, value, views)
      SELECT '${dimension}', day, ${column}, count(*) FROM raw WHERE ${column} IS NOT NULL GROUP BY day, ${column}`);
  await run(`INSERT INTO page_view_visitors (day, visitor) SELECT DISTINCT day, visitor FROM raw`);
  await run('DROP TABLE raw');
  await run('ANALYZE');
}

runScript(import.meta.url, async () => {
  const views = Number(process.argv[2] ?? 1_000_000);
  const dir = mkdtempSync(join(tmpdir(), 'bench-owner-analytics-'));
  const db = openDatabase({ url: `file:${join(dir, 'bench.db')}` });
  try {
    await migrateDatabase(db);
    const today = isoDay(new Date());
    let started = performance.now();
    await fillYear(db, views, today);
    const rows = await db.$client.execute(
      "SELECT (SELECT count(*) FROM page_view_counts) AS counts, (SELECT count(*) FROM page_view_visitors) AS visitors, (SELECT sum(views) FROM page_view_counts WHERE dimension = 'device') AS total",
    );
    const r = rows.rows[0]!;
    console.log(
      `${Number(r.total).toLocaleString('en-US')} page views over 365 days as ${Number(r.counts).toLocaleString('en-US')} rollup rows and ${Number(r.visitors).toLocaleString('en-US')} visitor-days (made in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    for (const range of OWNER_RANGES) {
      const wall: number[] = [];
      const cpu: number[] = [];
      let report = await ownerAnalytics(db, range, today);
      for (let i = 0; i < RUNS; i++) {
        const c = process.cpuUsage();
        started = performance.now();
        report = await ownerAnalytics(db, range, today);
        wall.push(performance.now() - started);
        const used = process.cpuUsage(c);
        cpu.push((used.user + used.system) / 1000);
      }
      console.log(
        `report ${range}: median ${median(wall).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU (max ${Math.max(...wall).toFixed(1)} ms) — ${report.totals.views.toLocaleString('en-US')} views, ${report.totals.visitors.toLocaleString('en-US')} visitors, top page ${report.pages[0]?.value}`,
      );
    }

    // The beacon's write: one batch of four or five upserts per page view.
    const writes = 2000;
    started = performance.now();
    for (let i = 0; i < writes; i++) {
      const batch = pageViewWrites(db, {
        day: today,
        path: `/blog/${i % 50}`,
        referrer: i % 2 ? '' : 'google.com',
        country: 'US',
        device: 'mobile',
        visitor: `w${i % 300}`,
      });
      await db.batch(batch);
    }
    console.log(
      `beacon write: ${((performance.now() - started) / writes).toFixed(2)} ms per page view (${writes} in a row)`,
    );
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
