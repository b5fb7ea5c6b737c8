/**
 * The summary `npm test` ends with: counts from the runners' JSON reports, and each failed test
 * named there, since a log read from its end (as CI shows it) may hold nothing else.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './build-site';
import { playwrightCounts, vitestCounts } from './test';

describe('the test summary', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, json: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(json));
    return file;
  };

  it("names Vitest's failed tests with their error and diff, and counts and names files that failed in a hook", () => {
    // The shape Vitest 4's json reporter writes (read off a real run).
    const file = write('integration.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        {
          name: join(PROJECT_ROOT, 'tests/integration/a.test.ts'),
          status: 'failed',
          message: '',
          assertionResults: [
            {
              fullName: 'group fails',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n- Expected\n+ Received\n- 2\n+ 1\n' +
                  '    at file:///p/node_modules/@vitest/runner/dist/index.js:1:1\n' +
                  '    at /p/tests/integration/a.test.ts:2:57\n' +
                  '    at file:///p/node_modules/vitest/dist/run.js:2:2',
              ],
            },
            { fullName: 'group passes', status: 'passed', failureMessages: [] },
            {
              // Failed on both tries: the first try's error in full, the second's opening if it differs.
              fullName: 'long output',
              status: 'failed',
              failureMessages: [
                ['AssertionError: output:', ...Array.from({ length: 40 }, (_, i) => `line ${i}`)].join('\n'),
                'AssertionError: expected 20 to be 10',
              ],
            },
          ],
        },
        {
          name: join(PROJECT_ROOT, 'tests/integration/b.test.ts'),
          status: 'failed',
          message: 'hook broke',
          assertionResults: [{ fullName: 'x', status: 'skipped', failureMessages: [] }],
        },
        {
          name: join(PROJECT_ROOT, 'tests/integration/c.test.ts'),
          status: 'passed',
          message: '',
          assertionResults: [
            { fullName: 'c', status: 'passed', failureMessages: [] },
            // Passed on its second try: the first try's message stays in the report.
            { fullName: 'again', status: 'passed', failureMessages: ['Error: timed out'] },
          ],
        },
      ],
    });
    expect(vitestCounts(file)).toEqual({
      passed: 3,
      failed: 3,
      failures: [
        '  tests/integration/a.test.ts › group fails\n' +
          '      AssertionError: expected 1 to be 2\n      - Expected\n      + Received\n' +
          '      - 2\n      + 1\n' +
          '      at /p/tests/integration/a.test.ts:2:57',
        [
          '  tests/integration/a.test.ts › long output',
          '      AssertionError: output:',
          ...Array.from({ length: 29 }, (_, i) => `      line ${i}`),
          '      … 11 more lines',
          '      then: AssertionError: expected 20 to be 10',
        ].join('\n'),
        '  tests/integration/b.test.ts\n      hook broke',
      ],
      retried: ['  tests/integration/c.test.ts › again\n      Error: timed out'],
    });
  });

  it("names Playwright's failed tests under their describe blocks, and counts and names errors outside any test", () => {
    // Each try's result, its error if it failed (as Playwright's json reporter writes them).
    const test = (status: string, ...errors: (string | undefined)[]) => ({
      projectName: 'chromium',
      status,
      results: errors.map((message) => ({ error: message ? { message } : undefined })),
    });
    const file = write('e2e.json', {
      stats: { expected: 2, unexpected: 1, flaky: 1 },
      errors: [{ message: 'Error: global setup failed' }],
      suites: [
        {
          title: 'shop.spec.ts',
          file: 'shop.spec.ts',
          specs: [{ title: 'top', tests: [test('expected', undefined)] }],
          suites: [
            {
              title: 'mobile (360 px)',
              file: 'shop.spec.ts',
              specs: [
                {
                  title: 'the dialog fits',
                  tests: [test('unexpected', 'first try', 'Error: timed out\nmore')],
                },
                { title: 'retried', tests: [test('flaky', 'Error: slow', undefined)] },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightCounts(file)).toEqual({
      passed: 3,
      failed: 2,
      failures: [
        '  (outside any test)\n      Error: global setup failed',
        '  shop.spec.ts › [chromium] mobile (360 px) › the dialog fits\n      first try\n      then: Error: timed out',
      ],
      retried: ['  shop.spec.ts › [chromium] mobile (360 px) › retried\n      Error: slow'],
    });
  });

  it('counts a missing report as a failure that says so', () => {
    expect(vitestCounts(join(dir, 'unit.json'))).toEqual({
      passed: 0,
      failed: 1,
      failures: ['  unit.json: no report (the runner stopped before writing it; its output is above)'],
      retried: [],
    });
  });
});
