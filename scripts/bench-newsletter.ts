/**
 * Benchmark of POST /api/newsletter/subscribe (the bar: >= 300 requests/second,
 * p99 < 50 ms): serves the test build against a fresh local file database with rate
 * limits set aside (RATE_LIMIT_MULTIPLIER), then runs autocannon with a new address per request.
 * Usage: `npx tsx scripts/bench-newsletter.ts [seconds] [connections]` (builds .test-build/ first if needed).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { runScript } from '../db/script';
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';

/** CPU time (ms) used so far by a process and its descendants (Linux /proc), or NaN elsewhere. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ = 100
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return own + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0);
  } catch {
    return Number.NaN;
  }
}

runScript(import.meta.url, async () => {
  const duration = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 10);
  await ensureTestBuild();
  const site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000000' });
  try {
    const url = `${site.url}/api/newsletter/subscribe`;
    const body = JSON.stringify({ email: 'bench-[<id>]@example.com' });
    const headers = { 'content-type': 'application/json' };
    // Warm-up: loads the route and opens the database.
    await autocannon({ url, method: 'POST', headers, body, idReplacement: true, duration: 2, connections });
    const cpuBefore = cpuMs(site.process.pid!);
    const result = await autocannon({
      url,
      method: 'POST',
      headers,
      body,
      idReplacement: true,
      duration,
      connections,
    });
    const cpuUsed = cpuMs(site.process.pid!) - cpuBefore;
    const rows = await site.data.db.$client.execute('select count(*) as n from newsletter_subscriptions');
    const summary = {
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      non2xx: result.non2xx,
      // Server CPU per request: what the figures above are made of on a busy machine.
      serverCpuMsPerRequest: Number((cpuUsed / result.requests.total).toFixed(2)),
      errors: result.errors,
      rowsStored: Number(rows.rows[0]!.n),
      duration,
      connections,
    };
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await site.stop();
  }
});
