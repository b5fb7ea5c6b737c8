import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium; Playwright's own browser download is not available on these machines.
 * Its headless shell (`apt-get install chromium-headless-shell`, the same Chromium without
 * the desktop browser around it, which is what Playwright itself runs headless tests in) when
 * it is there: the same pages took 18 % less CPU in it, and the browser is half of the
 * suite's. Else the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Chosen once by the main process; the workers inherit it through the environment.
process.env.E2E_PORT ||= String(20000 + Math.floor(Math.random() * 20000));
// Every site server the run starts keeps its log here; the server-logs project reads it last.
process.env.SERVER_LOG_DIR ||= '.test-reports/server-logs';

/** Desktop Chromium, Debian's build (see CHROMIUM). */
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
/** The specs that take longest (a real `npm start` publishing; passes over every page). */
const LONGEST = /(owner-content|quality|theme)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on two cores: the specs that wait on `npm start`'s builds and on clocks left
  // two workers' cores about a tenth idle; a third fills that (the run 353 -> 310 s).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  timeout: 30_000,
  // An assertion waits up to 10 s: on two busy cores a page may take that long to settle (it
  // passes as soon as it holds, so a quick page loses nothing).
  expect: { timeout: 10_000 },
  globalSetup: './tests/support/e2e-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    // Listed first, so their tests are handed out first: none is left to run alone at the end.
    { name: 'chromium-long', testMatch: LONGEST, use: chromium },
    { name: 'chromium', testIgnore: LONGEST, use: chromium },
    // After every browser test: what the servers logged while the pages were rendered.
    {
      name: 'server-logs',
      testMatch: /server-logs\.check\.ts$/,
      dependencies: ['chromium-long', 'chromium'],
    },
  ],
});
