import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tsxArgs } from '../tests/support/tsx';
import { PROJECT_ROOT } from './build-site';

describe('npm start with a bad DATABASE_URL', () => {
  it.each(['file:/dev/null/site.db', 'postgres://example/site'])(
    'stops with one line naming DATABASE_URL (%s)',
    (url) => {
      const result = spawnSync(process.execPath, tsxArgs('scripts/start.ts'), {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATABASE_URL: url, PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Error: DATABASE_URL/);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
