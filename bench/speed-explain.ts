/**
 * Why a page's simulated LCP is what it is: for each page of the speed budget, one
 * Lighthouse run (mobile preset) and what Lighthouse's simulation (lantern) put on the LCP's
 * path: the requests and main-thread tasks of its optimistic and pessimistic graphs with
 * their simulated start and end, bytes on the wire and priority, beside the observed
 * (unthrottled) FCP and LCP. LCP is the mean of the two graphs' last end.
 * Builds .test-build/ first unless TEST_BUILD_READY=1.
 *
 *   npx tsx bench/speed-explain.ts [/about ...]
 */
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';
import { CHROME_FLAGS, FIRST_VIEW_STORAGE } from './lighthouse';
import { CHROMIUM_PATH } from './pages';
import { SPEED_PAGES } from './speed-budget';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

await ensureTestBuild();
const site = await startTestSite();
process.env.CHROME_PATH ||= CHROMIUM_PATH;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const pages = routes.length ? routes : SPEED_PAGES.map((page) => page.route);
try {
  // A page's first request makes the server compress it; Lighthouse should see the steady state.
  for (const route of pages) await fetch(site.url + route, { headers: { 'accept-encoding': 'gzip' } });
  for (const route of pages) {
    const result = await lighthouse(
      site.url + route,
      { port: chrome.port, output: 'json', logLevel: 'error', clearStorageTypes: FIRST_VIEW_STORAGE },
      {
        extends: 'lighthouse:default',
        audits: [{ path: fileURLToPath(new URL('./lcp-graph-audit.mjs', import.meta.url)) }],
        settings: {
          onlyAudits: ['lcp-graph', 'metrics', 'largest-contentful-paint-element', 'network-requests'],
        },
      },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no result for ${route}`);
    const metrics = (lhr.audits.metrics?.details as { items: Record<string, number>[] } | undefined)
      ?.items[0];
    const graph = lhr.audits['lcp-graph']?.details as unknown as {
      items: {
        lcp: number;
        fcp: number;
        serverMs: number;
        rttMs: number;
        graphs: Record<string, { end: number; rows: string[] }>;
      }[];
    };
    const element = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {});
    const selector = /"selector":"([^"]+)"/.exec(element)?.[1] ?? '?';
    const requests = (
      lhr.audits['network-requests']?.details as
        | { items: { url: string; transferSize: number; resourceSize: number; networkEndTime: number }[] }
        | undefined
    )?.items;
    console.log(
      `\n## ${route}: LCP ${Math.round(graph.items[0]!.lcp)} ms, FCP ${Math.round(graph.items[0]!.fcp)} ms; observed FCP ${Math.round(metrics?.observedFirstContentfulPaint ?? NaN)} ms, LCP ${Math.round(metrics?.observedLargestContentfulPaint ?? NaN)} ms, load ${Math.round(metrics?.observedLoad ?? NaN)} ms; LCP element ${selector}; host index ${Math.round(lhr.environment.benchmarkIndex)}; observed server response ${graph.items[0]!.serverMs} ms (median of the origin's requests, added to each simulated request), RTT ${graph.items[0]!.rttMs.toFixed(1)} ms`,
    );
    for (const r of requests ?? [])
      console.log(
        `  ${r.url.slice(site.url.length) || '/'}: ${r.transferSize} B on the wire (${r.resourceSize} B), ended ${Math.round(r.networkEndTime)} ms`,
      );
    for (const [name, { end, rows }] of Object.entries(graph.items[0]!.graphs)) {
      console.log(`  ${name}: ends at ${Math.round(end)} ms`);
      for (const row of rows) console.log(`    ${row.replaceAll(site.url, '')}`);
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}
