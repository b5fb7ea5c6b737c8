/**
 * `npm run bench` (CONTRACT.md §8): builds the site from a seeded and a scaled
 * temporary database, serves each build with the production server, and measures
 * page weight, Lighthouse and load against a bare node:http baseline for both, and
 * interaction latency, search, the library and the rate limiter on the seeded one.
 * Writes bench/results/latest.{json,md} and prints the table.
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

/** Lighthouse of `routes` on `base` (which `pages` found), in the light theme and, with `dark`, the dark one too. */
async function lighthouseOf(
  base: string,
  pages: BenchResults['pages'],
  runs: number,
  dark: boolean,
  log: (message: string) => void,
): Promise<BenchResults['lighthouse']> {
  const lighthouse: BenchResults['lighthouse'] = {};
  const urls = LIGHTHOUSE_ROUTES.filter((route) => !isMissing(pages[route])).map((route) => base + route);
  let measured: Awaited<ReturnType<typeof runLighthouse>> = {};
  let failure = '';
  try {
    measured = await runLighthouse(urls, runs);
    log('Lighthouse done');
    if (dark) {
      // The same pages again in dark mode (the system's preference, as a first visit has).
      const darkRuns = await runLighthouse(urls, runs, { dark: true });
      for (const [url, figures] of Object.entries(darkRuns)) measured[`${url} (dark)`] = figures;
      log('Lighthouse (dark) done');
    }
  } catch (error) {
    failure = `Lighthouse could not run: ${String(error).split('\n')[0]}`;
    log(failure);
  }
  for (const route of LIGHTHOUSE_ROUTES) {
    const weight = pages[route];
    lighthouse[route] = isMissing(weight)
      ? weight
      : (measured[base + route] ?? { error: failure || 'no result' });
    if (dark && !isMissing(weight))
      lighthouse[`${route} (dark)`] = measured[`${base}${route} (dark)`] ?? {
        error: failure || 'no result',
      };
  }
  return lighthouse;
}

/** A build served by the production server (scripts/serve.ts) on `port`, with `databaseUrl`. */
function serveBuild(dir: string, port: number, databaseUrl: string): Promise<ChildServer> {
  return startChildServer('scripts/serve.ts', [dir], {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_MULTIPLIER: '100000',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
  });
}

/**
 * The load tests on `siteUrl`, beside a bare node:http server on `databaseUrl` that serves the
 * same page bytes (kept in BUILD_ROOT/`pageFile`) or does the same libSQL read or insert.
 */
async function loadBesideBaseline(
  siteUrl: string,
  databaseUrl: string,
  pageFile: string,
  options: Parameters<typeof measureLoad>[3],
  cleanups: (() => Promise<void> | void)[],
  log: (message: string) => void,
): Promise<BenchResults['load']> {
  const pagePath = (await fetch(siteUrl + '/blog/1')).ok ? '/blog/1' : '/';
  const file = join(BUILD_ROOT, pageFile);
  writeFileSync(file, Buffer.from(await (await fetch(siteUrl + pagePath)).arrayBuffer()));
  const baseline = await startChildServer('bench/baseline-server.ts', [file], {
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
  });
  cleanups.push(() => baseline.stop());
  return measureLoad(siteUrl, baseline.url, pagePath, options, log);
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
    // The scaled build is served beside the seeded one, on a port of its own (its canonical URLs).
    const scaledPort = await freePort();
    const machine = `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at start`;
    rmSync(BUILD_ROOT, { recursive: true, force: true });
    mkdirSync(BUILD_ROOT, { recursive: true });

    // 1. Builds: seeded as shipped, then scaled.
    const { seededDir, seeded, scaled, scaledBuild } = await measureBuilds(
      siteUrl,
      `http://127.0.0.1:${scaledPort}`,
      log,
    );
    if (scaledBuild) cleanups.push(() => scaledBuild.cleanup());

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
    const site = await serveBuild(seededDir, port, serveData.url);
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
    const lighthouse = await lighthouseOf(site.url, pages, lighthouseRuns, true, log);

    // 5. Load, beside a bare node:http server on its own fresh database.
    const loadOptions = { seconds: loadSeconds, slices: quick ? 1 : 5, warmUp: !quick };
    let load: BenchResults['load'] = {};
    try {
      const baselineData = await createTestDatabase();
      cleanups.push(() => baselineData.cleanup());
      load = await loadBesideBaseline(site.url, baselineData.url, 'page.html', loadOptions, cleanups, log);
    } catch (error) {
      failed('Load', error);
    }

    // 5b. The rate limiter: POST /api/contact with its counters in the database beside in memory.
    let limiter: BenchResults['limiter'];
    try {
      limiter = await measureLimiter(seededDir, loadOptions, log);
    } catch (error) {
      limiter = { error: String(error).split('\n')[0] ?? 'failed' };
      failed('Rate limiter', error);
    }

    // 6b. The scaled build, served on its own database: page weight, Lighthouse and load alike.
    let scaledSite: BenchResults['scaledSite'];
    if (scaledBuild) {
      try {
        const served = await serveBuild(scaledBuild.dir, scaledPort, scaledBuild.databaseUrl);
        cleanups.push(() => served.stop());
        log(`scaled site running at ${served.url}`);
        const scaledPages: BenchResults['pages'] = {};
        const browser = await launchBrowser();
        try {
          for (const route of PUBLIC_ROUTES)
            scaledPages[route] = await measurePage(browser, served.url + route, { scroll: false });
        } finally {
          await browser.close();
        }
        log('scaled: page weights measured');
        const scaledLighthouse = await lighthouseOf(served.url, scaledPages, lighthouseRuns, false, log);
        // Its baseline does the same reads and writes on the same scaled data.
        const scaledLoad = await loadBesideBaseline(
          served.url,
          scaledBuild.databaseUrl,
          'scaled-page.html',
          loadOptions,
          cleanups,
          log,
        );
        scaledSite = { pages: scaledPages, lighthouse: scaledLighthouse, load: scaledLoad };
      } catch (error) {
        scaledSite = { error: String(error).split('\n')[0] ?? 'failed' };
        failed('Scaled site', error);
      }
    }

    // 7. Results and the table.
    const partial = {
      date: new Date().toISOString(),
      commit: currentCommit(),
      quick,
      errors,
      machine: `${machine}, ${loadavg()[0]?.toFixed(1)} at the end`,
      build: { seeded, scaled },
      scaledSite,
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
