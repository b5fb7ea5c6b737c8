/**
 * Benchmark of the shop's bar: POST /api/abf/orders must hold 200 requests/second
 * with p99 under 50 ms. Serves the test build with its own seeded database and rate
 * limits raised by configuration (RATE_LIMIT_MULTIPLIER), then drives it with
 * autocannon: first at a fixed 200 req/s, then flat out.
 *
 * The stock bar, in the same run: orders for a product whose stock is tracked (taken
 * by a conditional UPDATE in the order's batch) must keep the throughput of orders for
 * an untracked one within 20%. Both are measured flat out, alternating, twice each.
 *
 *   npx tsx bench/shop-orders.ts            (builds .test-build/ first if needed)
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { replaceStock } from '../src/features/shop/stock.queries';
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';

const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const order = (productId: number, size: string) =>
  JSON.stringify({
    productId,
    customerName: 'Bench Buyer',
    customerEmail: 'bench@example.com',
    customerAddress: '12 Long Street, Springfield',
    size,
    quantity: 2,
  });
/** Classic Dad Hat: stock not tracked (the seeded shop). */
const body = order(1, 'S/M');
/** Write Bold Beanie (a hat too): stock tracked, with more than the run can sell. */
const TRACKED_PRODUCT = 7;
const trackedBody = order(TRACKED_PRODUCT, 'S/M');

/** CPU time (user + system, ms) used so far by a process and all its descendants (Linux /proc). */
function treeCpuMs(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const todo = [root];
  while (todo.length > 0) {
    const pid = todo.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, info] of stats) if (info.ppid === pid) todo.push(child);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

function run(url: string, options: Partial<autocannon.Options>, payload = body): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon(
      {
        url: `${url}/api/abf/orders`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
        duration: DURATION_S,
        connections: 10,
        ...options,
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

await ensureTestBuild();
const site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000000' });
try {
  await run(site.url, { duration: 2, connections: 4 }); // warm-up
  const pid = site.process.pid!;
  let cpu = treeCpuMs(pid);
  const steady = await run(site.url, { overallRate: 200 });
  const steadyCpu = treeCpuMs(pid) - cpu;
  cpu = treeCpuMs(pid);
  const flat = await run(site.url, {});
  const flatCpu = treeCpuMs(pid) - cpu;
  const row = (name: string, r: autocannon.Result) =>
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r['2xx']} | ${r.non2xx + r.errors} |`;
  console.log('| POST /api/abf/orders | req/s | p50 ms | p99 ms | 2xx | other |');
  console.log('|---|---|---|---|---|---|');
  console.log(row('fixed 200 req/s', steady));
  console.log(row('flat out, 10 connections', flat));
  const perOrder = (ms: number, r: autocannon.Result) => ms / Math.max(1, r['2xx']);
  console.log(
    `Server CPU per order: ${perOrder(steadyCpu, steady).toFixed(2)} ms at 200 req/s, ${perOrder(flatCpu, flat).toFixed(2)} ms flat out` +
      ` (one core would serve about ${Math.round(1000 / perOrder(flatCpu, flat))} orders/s).`,
  );
  console.log(
    `Load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  const ok =
    steady.requests.average >= 195 && steady.latency.p99 < 50 && steady.non2xx === 0 && steady.errors === 0;
  console.log(ok ? 'PASS: 200 req/s with p99 under 50 ms' : 'FAIL: below the 200 req/s, p99 < 50 ms bar');

  // Stock checks: the same load against a tracked product, alternating with the untracked one.
  await site.data.db.batch(
    replaceStock(site.data.db, TRACKED_PRODUCT, { 'S/M': 100_000_000, 'L/XL': 0 }) as [never],
  );
  const untracked: autocannon.Result[] = [flat];
  const tracked: autocannon.Result[] = [];
  for (let round = 0; round < 2; round++) {
    tracked.push(await run(site.url, {}, trackedBody));
    if (round === 0) untracked.push(await run(site.url, {}));
  }
  const rps = (runs: autocannon.Result[]) =>
    runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length;
  const p99 = (runs: autocannon.Result[]) => Math.max(...runs.map((r) => r.latency.p99));
  const refused = tracked.reduce((n, r) => n + r.non2xx + r.errors, 0);
  console.log('');
  console.log('| POST /api/abf/orders, flat out | req/s (mean of 2) | worst p99 ms | non-2xx |');
  console.log('|---|---|---|---|');
  console.log(
    `| product without stock | ${rps(untracked).toFixed(0)} | ${p99(untracked)} | ${untracked.reduce((n, r) => n + r.non2xx + r.errors, 0)} |`,
  );
  console.log(`| product with stock checks | ${rps(tracked).toFixed(0)} | ${p99(tracked)} | ${refused} |`);
  const ratio = rps(tracked) / rps(untracked);
  const stockOk = ratio >= 0.8 && refused === 0;
  console.log(
    `${stockOk ? 'PASS' : 'FAIL'}: with stock checks ${(ratio * 100).toFixed(0)}% of the throughput without (bar: at least 80%)`,
  );
  process.exitCode = ok && stockOk ? 0 : 1;
} finally {
  await site.stop();
}
