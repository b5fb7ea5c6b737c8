/** The Vercel build migrates only production deploys' databases (CONTRACT.md §15). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { failureReason, migrateIfProduction, migrationGate } from './vercel-build';

describe('the migration gate', () => {
  it('migrates for production deploys only', () => {
    expect(migrationGate({ VERCEL: '1', VERCEL_ENV: 'production' }).migrate).toBe(true);
    expect(migrationGate({ VERCEL: '1', VERCEL_ENV: 'preview' })).toEqual({
      migrate: false,
      line: 'A preview deploy: migrations skipped; they run for production deploys or with npm run db:migrate.',
    });
    expect(migrationGate({ VERCEL: '1', VERCEL_ENV: 'development' }).migrate).toBe(false);
    expect(migrationGate({}).migrate).toBe(false);
    expect(migrationGate({ VERCEL_ENV: 'Production' }).migrate).toBe(false);
  });

  describe('against a database file', () => {
    let dir: string;
    let url: string;
    const tables = async () => {
      const db = openDatabase({ url });
      const result = await db.run(sql`SELECT name FROM sqlite_master WHERE type = 'table'`);
      db.$client.close();
      return result.rows.map((row) => row.name);
    };
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'vercel-build-'));
      url = `file:${join(dir, 'production.db')}`;
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('leaves the production database untouched from a preview deploy', async () => {
      const lines: string[] = [];
      expect(
        await migrateIfProduction({ VERCEL_ENV: 'preview', DATABASE_URL: url }, (l) => lines.push(l)),
      ).toBe(false);
      expect(await tables()).toEqual([]);
      expect(lines).toEqual([migrationGate({ VERCEL_ENV: 'preview' }).line]);
    });

    it('migrates it from a production deploy', async () => {
      expect(await migrateIfProduction({ VERCEL_ENV: 'production', DATABASE_URL: url }, () => {})).toBe(true);
      expect(await tables()).toEqual(expect.arrayContaining(['books', 'blog_posts', 'site_state']));
    });
  });
});

describe('a failed build', () => {
  it('is described by its error line, without colours', () => {
    const tail =
      '11:02:29 [build] Building...\n\x1b[31m[ERROR] [vite] Build failed: "x" is not exported\x1b[39m\n  at a.ts:1\n';
    expect(failureReason(tail)).toBe(
      'The Vercel build failed: [ERROR] [vite] Build failed: "x" is not exported',
    );
    expect(failureReason('just this\n')).toBe('The Vercel build failed: just this');
  });
});
