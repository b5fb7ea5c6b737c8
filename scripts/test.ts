/**
 * `npm test`: builds the site once, then runs Vitest (unit + integration), the Vercel
 * suite (`npm run test:vercel`: the site built with @astrojs/vercel and served the way
 * the platform serves it, two instances on one database) and Playwright (end-to-end in
 * Chromium), and ends with one summary line counted from the runners' JSON reports.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runScript } from '../db/script';
import { ensureTestBuild } from '../tests/support/build';
import { PROJECT_ROOT } from './build-site';

const RESULTS = join(PROJECT_ROOT, '.test-reports');

function run(args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** Passed and failed counts from a Vitest JSON report. */
function vitestCounts(file: string): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

/** Passed and failed counts from a Playwright JSON report (flaky counts as passed). */
function playwrightCounts(file: string): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

runScript(import.meta.url, async () => {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  console.log('Building the site for the tests...');
  await ensureTestBuild();

  const unitCode = await run([
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(RESULTS, 'unit.json')}`,
  ]);
  const vercelCode = await run([
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.vercel.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(RESULTS, 'vercel.json')}`,
  ]);
  const e2eCode = await run(['node_modules/@playwright/test/cli.js', 'test']);

  const unit = vitestCounts(join(RESULTS, 'unit.json'));
  const vercel = vitestCounts(join(RESULTS, 'vercel.json'));
  const e2e = playwrightCounts(join(RESULTS, 'e2e.json'));
  console.log(`\nUnit and integration (Vitest): ${unit.passed} passed, ${unit.failed} failed`);
  console.log(`Vercel build on two instances (Vitest): ${vercel.passed} passed, ${vercel.failed} failed`);
  console.log(`End-to-end (Playwright, Chromium): ${e2e.passed} passed, ${e2e.failed} failed`);
  const passed = unit.passed + vercel.passed + e2e.passed;
  const failed = unit.failed + vercel.failed + e2e.failed;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(unitCode === 0 && vercelCode === 0 && e2eCode === 0 ? 0 : 1);
});
