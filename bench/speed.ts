/**
 * The speed budget on its own (bench/speed-budget.ts): first-view bytes and Lighthouse LCP
 * (mobile, median of `--runs`, default 3) of the pages compared with the theme, on the test
 * build served with a fresh seeded database. Exits 1 when a page is past the budget.
 * Builds .test-build/ first unless TEST_BUILD_READY=1.
 *
 *   npx tsx bench/speed.ts [--runs 5]
 */
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';
import { runLighthouse } from './lighthouse';
import { launchBrowser, measurePage } from './pages';
import type { BenchResults } from './report';
import { checkSpeed, SPEED_PAGES, speedTable } from './speed-budget';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) || 3 : 3;

await ensureTestBuild();
const site = await startTestSite();
try {
  const pages: BenchResults['pages'] = {};
  const browser = await launchBrowser();
  try {
    for (const { route } of SPEED_PAGES) pages[route] = await measurePage(browser, site.url + route);
  } finally {
    await browser.close();
  }
  const measured = await runLighthouse(
    SPEED_PAGES.map(({ route }) => site.url + route),
    runs,
  );
  const lighthouse = Object.fromEntries(
    Object.entries(measured).map(([url, figures]) => [url.slice(site.url.length) || '/', figures]),
  );
  const checks = checkSpeed(pages, lighthouse);
  console.log(speedTable(checks, lighthouse));
  if (checks.some((check) => check.failures.length)) process.exitCode = 1;
} finally {
  await site.stop();
}
