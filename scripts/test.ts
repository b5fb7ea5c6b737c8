/**
 * `npm test`: every suite, overlapped where they do not wait for each other, and one summary
 * line counted from the runners' JSON reports at the end.
 *
 * 1. At once: the site's test build (.test-build/), the unit tests (Vitest project `unit`,
 *    which need no build) and the Vercel suite (`npm run test:vercel`: its own
 *    @astrojs/vercel build served the way the platform serves it, two instances on one
 *    database). The last two print their output when they finish.
 * 2. The integration tests (Vitest project `integration`) against the build, once it and the
 *    unit tests are done (the Vercel suite may still be finishing).
 * 3. End to end in Chromium (Playwright) against the same build.
 *
 * The integration and end-to-end suites take turns: side by side on two cores they kept the
 * machine so busy that the tests which time other visitors' answers under a load, and
 * islands waiting for an idle moment, failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { runScript } from '../db/script';
import { ensureTestBuild } from '../tests/support/build';
import { PROJECT_ROOT } from './build-site';

const RESULTS = join(PROJECT_ROOT, '.test-reports');

interface Counts {
  passed: number;
  failed: number;
  /** Each failed test: its file and name, then the first lines of its error. */
  failures: string[];
  /** Each test that failed once and passed on its second try, named the same way. */
  retried: string[];
}

/** How many lines of its error a failed test shows; one that passed on its second try, fewer. */
const FAILED_LINES = 30;
const RETRIED_LINES = 3;

/**
 * An error without colour codes: the first `limit` lines of its message (a diff keeps its own
 * indentation), then where it was thrown in the project's own code (not a runner's).
 */
function errorLines(message: string | undefined, limit: number): string[] {
  const lines = (message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const frame = (line: string) => line.trimStart().startsWith('at ');
  const where = lines.find((line) => frame(line) && !line.includes('node_modules'))?.trim();
  const text = lines.filter((line) => !frame(line));
  const more = text.length > limit ? [`… ${text.length - limit} more lines`] : [];
  return [...text.slice(0, limit), ...more, ...(where ? [where] : [])].map((line) => line.slice(0, 300));
}

/**
 * A test (or file) named, with the error of its first failed try indented under it; a later
 * try that failed otherwise adds its first line.
 */
function named(name: string, messages: (string | undefined)[], limit: number): string {
  const [first, ...later] = messages.filter((message) => message);
  const lines = [`  ${name}`, ...errorLines(first, limit).map((line) => `      ${line}`)];
  const opening = (message: string | undefined) => errorLines(message, 1)[0];
  for (const message of later)
    if (opening(message) !== opening(first)) lines.push(`      then: ${opening(message)}`);
  return lines.join('\n');
}

/**
 * Runs node with `args` in the project and resolves with its exit code. With `quietly`, its
 * output is kept and printed in one piece when it ends, so suites running side by side do
 * not interleave their lines.
 */
function run(args: string[], quietly = false): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      stdio: quietly ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code) => {
      if (quietly) process.stdout.write(Buffer.concat(output));
      done(code ?? 1);
    });
  });
}

/** Where a suite's JSON report is written. */
const report = (name: string) => join(RESULTS, `${name}.json`);

/** A Vitest run writing its JSON report to `.test-reports/<name>.json`. */
const vitest = (name: string, ...args: string[]) => [
  'node_modules/vitest/vitest.mjs',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report(name)}`,
];

/** A report that is not there: the runner itself failed before it could write one. */
const missing = (file: string): Counts => ({
  passed: 0,
  failed: 1,
  failures: [`  ${basename(file)}: no report (the runner stopped before writing it; its output is above)`],
  retried: [],
});

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/**
 * Counts from a Vitest JSON report, with each failed test, and each file that failed outside
 * its tests (a hook, an import), named; such a file counts as one failure, since the report
 * counts only tests.
 */
export function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return missing(file);
  const json = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  const failures: string[] = [];
  const retried: string[] = [];
  for (const result of json.testResults) {
    const name = relative(PROJECT_ROOT, result.name);
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(named(`${name} › ${test.fullName}`, test.failureMessages, FAILED_LINES));
    if (result.status === 'failed' && failedTests.length === 0)
      failures.push(named(name, [result.message], FAILED_LINES));
    // A test that passed keeps the messages of the tries that failed before it.
    for (const test of result.assertionResults)
      if (test.status === 'passed' && test.failureMessages.length > 0)
        retried.push(named(`${name} › ${test.fullName}`, test.failureMessages, RETRIED_LINES));
  }
  return { passed: json.numPassedTests, failed: failures.length, failures, retried };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: {
    title: string;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/**
 * Counts from a Playwright JSON report (flaky counts as passed), with each failed test named,
 * and each error outside any test (a global setup) counted as a failure too.
 */
export function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return missing(file);
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
    errors: { message?: string }[];
  };
  const failures = json.errors.map((error) => named('(outside any test)', [error.message], FAILED_LINES));
  const retried: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs)
      for (const test of spec.tests) {
        const name = `${suite.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}`;
        const messages = test.results.map((result) => result.error?.message);
        if (test.status === 'unexpected') failures.push(named(name, messages, FAILED_LINES));
        if (test.status === 'flaky') retried.push(named(name, messages, RETRIED_LINES));
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of json.suites) walk(suite, []);
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + json.errors.length,
    failures,
    retried,
  };
}

/**
 * The suites that start servers, builds and browsers give a failed test one more try: on two
 * busy cores a wait can run out once. A test that needed it is still named in the summary,
 * with the error of its first try; one that fails twice fails the run. The unit tests get none.
 */
const RETRY = '--retry=1';

/** Resolves with how long `task` took, in seconds, beside its own result. */
async function timed<T>(task: Promise<T>): Promise<[T, string]> {
  const started = Date.now();
  const result = await task;
  return [result, `${((Date.now() - started) / 1000).toFixed(0)} s`];
}

runScript(import.meta.url, async () => {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  console.log('Building the site for the tests; meanwhile the unit tests and the Vercel suite run...');
  const unit = timed(run(vitest('unit', '--project', 'unit'), true));
  const vercel = timed(run(vitest('vercel', '--config', 'vitest.vercel.config.ts', RETRY), true));
  // A failed build is reported once the suites beside it have ended, so none is left running.
  const build = timed(
    ensureTestBuild().then(
      () => null,
      (error: unknown) => error,
    ),
  );
  const [[buildError, buildTime], [unitCode, unitTime]] = await Promise.all([build, unit]);
  if (buildError) {
    await vercel;
    throw buildError;
  }
  // The integration suite starts as soon as the build is there; the Vercel suite's last half
  // minute (serving its build to two instances) runs beside its start. Three workers on two
  // cores: its files wait on their servers and clocks much of the time (a settled memory
  // reading, a payment that times out), and two workers kept 1.4 cores busy (213 s), three
  // 1.7 (181 s).
  const [integrationCode, integrationTime] = await timed(
    run(vitest('integration', '--project', 'integration*', '--maxWorkers=3', RETRY)),
  );
  const [vercelCode, vercelTime] = await vercel;
  const [e2eCode, e2eTime] = await timed(
    run(['node_modules/@playwright/test/cli.js', 'test', '--retries=1']),
  );

  const suites: [string, Counts][] = [
    [`Unit (Vitest, ${unitTime})`, vitestCounts(report('unit'))],
    [
      `Integration (Vitest, ${integrationTime}, after the build's ${buildTime})`,
      vitestCounts(report('integration')),
    ],
    [`Vercel build on two instances (Vitest, ${vercelTime})`, vitestCounts(report('vercel'))],
    [`End-to-end (Playwright, Chromium, ${e2eTime})`, playwrightCounts(report('e2e'))],
  ];
  // The failures last, beside the counts: a log read from its end (as CI shows it) names them.
  const retried = suites.flatMap(([, counts]) => counts.retried);
  if (retried.length > 0) console.log(`\nFailed once, then passed on a second try:\n${retried.join('\n')}`);
  const failures = suites.flatMap(([, counts]) => counts.failures);
  if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
  console.log('');
  for (const [name, counts] of suites)
    console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
  const passed = suites.reduce((sum, [, counts]) => sum + counts.passed, 0);
  const failed = suites.reduce((sum, [, counts]) => sum + counts.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  const codes = [unitCode, vercelCode, integrationCode, e2eCode];
  process.exit(failed === 0 && codes.every((code) => code === 0) ? 0 : 1);
});
