/**
 * `.env`: `npm start` and the db scripts read it, and a variable already set in the
 * environment always wins over the file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env';
import { tsxArgs } from '../tests/support/tsx';

const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadEnvFile', () => {
  it('sets what the file names, keeps what the environment already has, and says what it set', () => {
    const file = join(dir, 'a.env');
    writeFileSync(
      file,
      [
        '# a comment',
        'DATABASE_URL=file:from-file.db',
        'SESSION_SECRET="quoted secret"',
        "SMTP_URL='smtp://user:pass@host:587'",
        'MAIL_FROM=from file',
        'EMPTY=',
        '',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = { MAIL_FROM: 'from the environment', EMPTY: '' };
    expect(loadEnvFile(file, env)).toEqual(['DATABASE_URL', 'SESSION_SECRET', 'SMTP_URL']);
    expect(env).toEqual({
      DATABASE_URL: 'file:from-file.db',
      SESSION_SECRET: 'quoted secret',
      SMTP_URL: 'smtp://user:pass@host:587',
      MAIL_FROM: 'from the environment',
      EMPTY: '',
    });
  });

  it('does nothing when there is no file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(join(dir, 'missing.env'), env)).toEqual([]);
    expect(env).toEqual({});
  });

  it('names the file in one line when it cannot be read', () => {
    const folder = join(dir, 'a-folder.env');
    mkdirSync(folder);
    expect(() => loadEnvFile(folder, {})).toThrow(/a-folder\.env could not be read \(EISDIR\)/);
  });
});

describe('the db scripts read .env from the folder npm runs them in', () => {
  const migrate = (cwd: string, env: NodeJS.ProcessEnv) => {
    const base = { ...process.env };
    delete base.DATABASE_URL;
    return spawnSync(process.execPath, tsxArgs('db/migrate.ts'), {
      cwd,
      env: { ...base, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
  };

  it('npm run db:migrate migrates the DATABASE_URL of .env', () => {
    const cwd = mkdtempSync(join(dir, 'project-'));
    writeFileSync(join(cwd, '.env'), 'DATABASE_URL=file:from-dotenv/site.db\n');
    const result = migrate(cwd, {});
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Migrations applied.');
    expect(existsSync(join(cwd, 'from-dotenv/site.db'))).toBe(true);
  });

  it('a DATABASE_URL set in the environment wins over .env', () => {
    const cwd = mkdtempSync(join(dir, 'project-'));
    writeFileSync(join(cwd, '.env'), 'DATABASE_URL=file:from-dotenv/site.db\n');
    const result = migrate(cwd, { DATABASE_URL: 'file:from-environment/site.db' });
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(join(cwd, 'from-environment/site.db'))).toBe(true);
    expect(existsSync(join(cwd, 'from-dotenv'))).toBe(false);
  });
});
