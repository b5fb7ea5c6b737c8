/**
 * `npm run bench` (CONTRACT.md §8): builds the site from a seeded and a scaled
 * temporary database, serves the seeded build with the production server, and
 * measures page weight, Lighthouse, load against a bare node:http baseline and
 * interaction latency. Writes bench/results/latest.{json,md} and prints the table.
 * `--quick` shortens every run (3 s load tests, one Lighthouse run per page);
 * `--save-baseline` also copies the results to bench/results/baseline.json.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { runScript } from '../db/script';
import { PROJECT_ROOT } from '../scripts/build-site';
import { createTestDatabase } from '../tests/support/db';
import { BUILD_ROOT, measureBuilds } from './build';
import { LIGHTHOUSE_ROUTES, runLighthouse } from './lighthouse';
import { measureLimiter } from './limiter';
import { measureLoad, startChildServer, type ChildServer } from './load';
import { INTERACTIONS, launchBrowser, measurePage, medianInp, PUBLIC_ROUTES, type Missing } from './pages';
import { flatMetrics, markdownTable, type BenchResults } from './report';
import { measureVercelFunction } from './vercel-function';
import { measureSearch } from './search';
import { measureLibrary } from './shelf-library';
import { checkSpeed } from './speed-budget';

const RESULTS_DIR = join(PROJECT_ROOT, 'bench/results');

const isMissing = (value: unknown): value is Missing =>
  typeof value === 'object' && value !== null && 'missing' in value;

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** A free loopback port, chosen before the build so canonical URLs match the server. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.once('error', fail);
  });
}

/** The branch and commit being measured, marked when the worktree has uncommitted changes. */
function currentCommit(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--abbrev-ref', 'HEAD')} ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + changes' : ''}`;
  } catch {
    return 'unknown commit';
  }
}

runScript(import.meta.url, async () => {
  const quick = process.argv.includes('--quick');
  const loadSeconds = quick ? 3 : 10;
  const lighthouseRuns = quick ? 1 : 3;
  const inpRuns = quick ? 1 : 3;
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(BUILD_ROOT, { recursive: true, force: true }),
  ];
  // Last started, first stopped; each step runs once even if SIGINT and `finally` both call this.
  const cleanup = async () => {
    while (cleanups.length) {
      const step = cleanups.pop()!;
      try {
        await step();
      } catch {
        // keep cleaning up
      }
    }
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    const machine = `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at start`;
    rmSync(BUILD_ROOT, { recursive: true, force: true });
    mkdirSync(BUILD_ROOT, { recursive: true });

    // 1. Builds: seeded as shipped, then scaled.
    const { seededDir, seeded, scaled } = await measureBuilds(siteUrl, log);

    // 1b. The Vercel function: bundle size and cold start.
    let vercel: BenchResults['vercel'];
    try {
      vercel = await measureVercelFunction(siteUrl, log, quick ? 3 : 5);
    } catch (error) {
      vercel = { error: String(error).split('\n')[0] ?? 'failed' };
      log(`Vercel function not measured: ${vercel.error}`);
    }

    // 2. The seeded build, served by the production server on its own fresh database.
    const serveData = await createTestDatabase();
    cleanups.push(() => serveData.cleanup());
    const site: ChildServer = await startChildServer('scripts/serve.ts', [seededDir], {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: serveData.url,
      SITE_URL: siteUrl,
      RATE_LIMIT_MULTIPLIER: '100000',
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    });
    cleanups.push(() => site.stop());
    log(`site running at ${site.url}`);

    // 3. Page weight, and 6. interaction latency, in Chromium.
    const errors: string[] = [];
    const failed = (phase: string, error: unknown) => {
      errors.push(`${phase} failed: ${String(error).split('\n')[0]}`);
      log(errors.at(-1)!);
    };
    const pages: BenchResults['pages'] = {};
    const inp: BenchResults['inp'] = {};
    let search: BenchResults['search'];
    let library: BenchResults['library'];
    try {
      const browser = await launchBrowser();
      try {
        for (const route of PUBLIC_ROUTES) pages[route] = await measurePage(browser, site.url + route);
        log('page weights measured');
        for (const item of INTERACTIONS) inp[item.name] = await medianInp(browser, site.url, item, inpRuns);
        log('interaction latency measured');
        search = await measureSearch(browser, site.url, quick ? 1 : 3);
        log('search latency measured');
        library = await measureLibrary(browser, site.url, quick ? 1 : 3);
        log('library at 5,000 books measured');
      } finally {
        await browser.close();
      }
    } catch (error) {
      failed('Page weight / INP', error);
    }

    // 4. Lighthouse.
    const lighthouse: BenchResults['lighthouse'] = {};
    const present = LIGHTHOUSE_ROUTES.filter((route) => !isMissing(pages[route]));
    let measured: Awaited<ReturnType<typeof runLighthouse>> = {};
    let failure = '';
    try {
      measured = await runLighthouse(
        present.map((route) => site.url + route),
        lighthouseRuns,
      );
      log('Lighthouse done');
      // The same pages again in dark mode (the system's preference, as a first visit has).
      const dark = await runLighthouse(
        present.map((route) => site.url + route),
        lighthouseRuns,
        { dark: true },
      );
      for (const [url, figures] of Object.entries(dark)) measured[`${url} (dark)`] = figures;
      log('Lighthouse (dark) done');
    } catch (error) {
      failure = `Lighthouse could not run: ${String(error).split('\n')[0]}`;
      log(failure);
    }
    for (const route of LIGHTHOUSE_ROUTES) {
      const weight = pages[route];
      lighthouse[route] = isMissing(weight)
        ? weight
        : (measured[site.url + route] ?? { error: failure || 'no result' });
      if (!isMissing(weight))
        lighthouse[`${route} (dark)`] = measured[`${site.url}${route} (dark)`] ?? {
          error: failure || 'no result',
        };
    }

    // 5. Load, beside a bare node:http server on its own fresh database.
    let load: BenchResults['load'] = {};
    try {
      const pagePath = (await fetch(site.url + '/blog/1')).ok ? '/blog/1' : '/';
      const pageFile = join(BUILD_ROOT, 'page.html');
      writeFileSync(pageFile, Buffer.from(await (await fetch(site.url + pagePath)).arrayBuffer()));
      const baselineData = await createTestDatabase();
      cleanups.push(() => baselineData.cleanup());
      const baseline = await startChildServer('bench/baseline-server.ts', [pageFile], {
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: baselineData.url,
      });
      cleanups.push(() => baseline.stop());
      const slices = quick ? 1 : 5;
      load = await measureLoad(
        site.url,
        baseline.url,
        pagePath,
        { seconds: loadSeconds, slices, warmUp: !quick },
        log,
      );
    } catch (error) {
      failed('Load', error);
    }

    // 5b. The rate limiter: POST /api/contact with its counters in the database beside in memory.
    let limiter: BenchResults['limiter'];
    try {
      limiter = await measureLimiter(
        seededDir,
        { seconds: loadSeconds, slices: quick ? 1 : 5, warmUp: !quick },
        log,
      );
    } catch (error) {
      limiter = { error: String(error).split('\n')[0] ?? 'failed' };
      failed('Rate limiter', error);
    }

    // 7. Results and the table.
    const partial = {
      date: new Date().toISOString(),
      commit: currentCommit(),
      quick,
      errors,
      machine: `${machine}, ${loadavg()[0]?.toFixed(1)} at the end`,
      build: { seeded, scaled },
      pages,
      lighthouse,
      load,
      inp,
      vercel,
      limiter,
      search,
      library,
    };
    const results: BenchResults = { ...partial, metrics: flatMetrics(partial) };
    const baselineFile = join(RESULTS_DIR, 'baseline.json');
    const previous = existsSync(baselineFile)
      ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as BenchResults)
      : undefined;
    const table = markdownTable(results, previous);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'latest.json'), JSON.stringify(results, null, 2) + '\n');
    writeFileSync(join(RESULTS_DIR, 'latest.md'), table);
    console.log('\n' + table);
    log(`wrote bench/results/latest.json and latest.md${previous ? ' (compared with baseline.json)' : ''}`);
    if (process.argv.includes('--save-baseline') && quick) {
      log('not saving a --quick run as the baseline: run the full benchmark for that');
    } else if (process.argv.includes('--save-baseline')) {
      copyFileSync(join(RESULTS_DIR, 'latest.json'), baselineFile);
      log('saved it as bench/results/baseline.json: commit that file to make it the reference');
    }
    // The speed budget fails the run, so a later change cannot quietly give it back.
    const over = checkSpeed(pages, lighthouse).filter((check) => check.failures.length);
    for (const check of over) log(`past the speed budget: ${check.route}: ${check.failures.join('; ')}`);
    if (over.length) process.exitCode = 1;
  } finally {
    // 8. Servers stopped, temporary databases and builds removed.
    await cleanup();
  }
});
