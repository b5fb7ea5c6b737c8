/**
 * Runs after every browser test (the server-logs project depends on the chromium ones): the site
 * servers of the run render with React's development build, which reports misuse
 * ("Invalid hook call", missing keys, bad props) on the server's console. None may appear.
 */
import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Lines of a server log that are React's warnings. */
function reactWarnings(log: string): string[] {
  return log
    .split('\n')
    .filter((line) =>
      /Invalid hook call|react\.dev\/(link|errors)|^Warning: |React does not recognize/.test(line),
    );
}

test('the site servers logged no React warning while the pages were rendered', () => {
  const dir = process.env.SERVER_LOG_DIR!;
  expect(existsSync(dir), `no server log in ${dir}`).toBe(true);
  const files = readdirSync(dir);
  expect(files.length).toBeGreaterThan(0);
  const warnings = files.flatMap((file) =>
    reactWarnings(readFileSync(join(dir, file), 'utf8')).map((line) => `${file}: ${line}`),
  );
  expect(warnings).toEqual([]);
});
