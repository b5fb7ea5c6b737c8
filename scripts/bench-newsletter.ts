/**
 * Benchmark of POST /api/newsletter/subscribe (issue 4's bar: >= 300 requests/second,
 * p99 < 50 ms): serves the test build against a fresh local file database with rate
 * limits set aside (RATE_LIMIT_MULTIPLIER), then runs autocannon with a new address per request.
 * Usage: `npx tsx scripts/bench-newsletter.ts [seconds] [connections]` (builds .test-build/ first if needed).
 */
import autocannon from 'autocannon';
import { runScript } from '../db/script';
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';

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
    const result = await autocannon({
      url,
      method: 'POST',
      headers,
      body,
      idReplacement: true,
      duration,
      connections,
    });
    const rows = await site.data.db.$client.execute('select count(*) as n from newsletter_subscriptions');
    const summary = {
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      non2xx: result.non2xx,
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
