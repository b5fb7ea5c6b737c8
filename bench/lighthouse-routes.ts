/**
 * Lighthouse (bench/lighthouse.ts: mobile preset, median of 3 runs) on chosen routes of the
 * test build, served with a fresh seeded database: a quick before/after check of one change
 * without the whole benchmark. Builds .test-build/ first unless TEST_BUILD_READY=1.
 *
 *   npx tsx bench/lighthouse-routes.ts / /blog/1 /catalog
 *   npx tsx bench/lighthouse-routes.ts --dark /     (the visitor's system in dark mode)
 */
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';
import { runLighthouse } from './lighthouse';

const dark = process.argv.includes('--dark');
const routes = process.argv.slice(2).filter((arg) => arg !== '--dark');
if (routes.length === 0) routes.push('/');
await ensureTestBuild();
const site = await startTestSite();
try {
  const results = await runLighthouse(
    routes.map((route) => site.url + route),
    3,
    { dark },
  );
  for (const [url, figures] of Object.entries(results)) {
    const route = url.slice(site.url.length) || '/';
    if ('error' in figures) console.log(`${route}: ${figures.error}`);
    else {
      const { performance, accessibility, bestPractices, seo, fcp, lcp, tbt, cls, benchmarkIndex } = figures;
      console.log(
        `${route}: ${performance}/${accessibility}/${bestPractices}/${seo} FCP ${fcp} ms, LCP ${lcp} ms, TBT ${tbt} ms, CLS ${cls} (host index ${benchmarkIndex})`,
      );
    }
  }
} finally {
  await site.stop();
}
