/**
 * Times the dashboard's metrics query over one year holding 100,000 visitor-days
 * (the bar: under 100 ms). Builds a temporary database, fills it, runs the
 * query for each range and prints the figures with SQLite's query plans.
 *
 *   npx tsx bench/engagement-metrics.ts [rows=100000]
 *
 * CPU time is printed beside wall time because on a shared, busy machine the wall
 * time also measures waiting for a core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { readerEngagement } from '../db/schema';
import { runScript } from '../db/script';
import { engagementMetrics } from '../src/features/analytics/engagement.server';
import { addDays, isoDay, RANGES, rangeWindow } from '../src/features/analytics/range';

const ROWS = Number(process.argv[2] ?? 100_000);
const DAYS = 365;
const RUNS = 15;
const COUNTRIES = Array.from({ length: 60 }, (_, i) =>
  String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26) + 7),
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

runScript(import.meta.url, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-engagement-'));
  const db = openDatabase({ url: `file:${join(dir, 'bench.db')}` });
  try {
    await migrateDatabase(db);
    const today = isoDay(new Date());
    const perDay = Math.ceil(ROWS / DAYS);
    // Visitor ids look like the real ones (UUIDs); about 30,000 different readers in the year.
    const visitors = Array.from({ length: 30_000 }, () => crypto.randomUUID());
    const started = performance.now();
    let written = 0;
    let seed = 42;
    // mulberry32: a small deterministic PRNG, so every run measures the same data.
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    for (let day = 0; day < DAYS && written < ROWS; day += 10) {
      const rows: (typeof readerEngagement.$inferInsert)[] = [];
      for (let d = day; d < Math.min(day + 10, DAYS); d++) {
        const date = addDays(today, -d);
        for (let n = 0; n < perDay && written + rows.length < ROWS; n++) {
          rows.push({
            userId: visitors[Math.floor(random() * visitors.length)],
            sessionId: crypto.randomUUID(),
            date,
            pageViews: 1 + Math.floor(random() * 8),
            timeSpent: 30 + Math.floor(random() * 900),
            booksViewed: Math.floor(random() * 3),
            country: random() < 0.9 ? COUNTRIES[Math.floor(random() * COUNTRIES.length)]! : null,
          });
        }
      }
      const chunks = [];
      for (let i = 0; i < rows.length; i += 500)
        chunks.push(db.insert(readerEngagement).values(rows.slice(i, i + 500)));
      const [first, ...rest] = chunks;
      if (first) await db.batch([first, ...rest]);
      written += rows.length;
    }
    await db.run(sql`analyze`);
    console.log(
      `Inserted ${written.toLocaleString('en-US')} visitor-days over ${DAYS} days in ${Math.round(performance.now() - started)} ms`,
    );

    const results: Record<string, { medianMs: number; minMs: number; cpuMs: number; totalReaders: number }> =
      {};
    for (const range of RANGES) {
      await engagementMetrics(db, range, today); // warm the page cache
      const times: number[] = [];
      const cpu: number[] = [];
      let totalReaders = 0;
      for (let i = 0; i < RUNS; i++) {
        const c = process.cpuUsage();
        const t = performance.now();
        const m = await engagementMetrics(db, range, today);
        times.push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu.push((used.user + used.system) / 1000);
        totalReaders = m.totalReaders;
      }
      results[range] = {
        medianMs: +median(times).toFixed(1),
        minMs: +Math.min(...times).toFixed(1),
        cpuMs: +median(cpu).toFixed(1),
        totalReaders,
      };
    }
    console.table(results);

    const w = rangeWindow('1y', today);
    for (const [name, query] of [
      [
        'daily series',
        sql`explain query plan select date, count(distinct user_id), sum(page_views) from reader_engagement where date between ${w.start} and ${w.end} group by date`,
      ],
      [
        'distinct counts',
        sql`explain query plan select count(distinct user_id), count(distinct country) from reader_engagement where date between ${w.start} and ${w.end}`,
      ],
    ] as const) {
      const plan = await db.all<{ detail: string }>(query);
      console.log(`plan (${name}): ${plan.map((p) => p.detail).join(' | ')}`);
    }
    const pass = results['1y']!.medianMs < 100;
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    console.log(
      `1y over ${written.toLocaleString('en-US')} visitor-days: ` +
        `median ${results['1y']!.medianMs} ms, best ${results['1y']!.minMs} ms, CPU ${results['1y']!.cpuMs} ms ` +
        `(${pass ? 'under' : 'OVER'} the 100 ms bar; machine load average ${load})`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
