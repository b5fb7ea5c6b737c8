/**
 * Benchmark of the shelf import (the bar: under 5 s): importing a 5,000-row Goodreads library export into
 * the reader's shelf takes under 5 s. Serves the test build with its own seeded
 * database, then POSTs a generated export (tests/support/goodreads-library.ts) to
 * /api/reading-progress/import as three fresh visitors, and the same file again
 * (which must add nothing). Exits non-zero when the bar is missed.
 *
 *   npx tsx bench/shelf-import.ts [rows=5000]      (builds .test-build/ first if needed)
 */
import { goodreadsExport } from '../tests/support/goodreads-library';
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';
import { VisitorClient } from '../tests/support/visitor-client';

const ROWS = Number(process.argv[2] || 5000);
const BAR_MS = 5000;
await ensureTestBuild();
const site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
try {
  const csv = goodreadsExport(ROWS);
  const times: number[] = [];
  let summary: Record<string, unknown> = {};
  let again = { ms: 0, body: {} as Record<string, unknown> };
  for (let run = 0; run < 3; run++) {
    const reader = new VisitorClient(site.url);
    await reader.get('/api/reading-progress');
    const start = performance.now();
    const res = await reader.post('/api/reading-progress/import', csv, { 'content-type': 'text/csv' });
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(res.body)}`);
    summary = res.body;
    if (run === 0) {
      const second = performance.now();
      const repeat = await reader.post('/api/reading-progress/import', csv, { 'content-type': 'text/csv' });
      again = { ms: performance.now() - second, body: repeat.body };
    }
  }
  const median = [...times].sort((a, b) => a - b)[1]!;
  console.log(
    `| import of a ${ROWS}-row Goodreads export (${(csv.length / 1024 / 1024).toFixed(1)} MB) | ms |`,
  );
  console.log('|---|---|');
  console.log(
    `| first import, median of 3 fresh visitors | ${median.toFixed(0)} (${times.map((t) => t.toFixed(0)).join(', ')}) |`,
  );
  console.log(`| the same file again (adds nothing) | ${again.ms.toFixed(0)} |`);
  console.log(
    `added ${summary.added}, skipped ${summary.skipped}; again: added ${again.body.added}, updated ${again.body.updated}`,
  );
  const ok = median < BAR_MS && again.body.added === 0 && again.body.updated === 0;
  console.log(
    ok
      ? `OK: under ${BAR_MS / 1000} s`
      : `MISSED: the bar is ${BAR_MS / 1000} s and a second import adding nothing`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await site.stop();
}
