/**
 * `npm run db:backup` (CONTRACT.md §15): a consistent copy taken while writes go on, and
 * a restore of it that opens, passes PRAGMA integrity_check and holds the rows.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPath, remoteBackupAdvice } from './backup';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { contentChangedQueries, readGeneration } from '../src/features/publishing/publish.queries';
import { books, mailOutbox } from './schema';
import { WRITER_MAIL_KIND } from '../tests/support/db-writer';
import { tsxArgs } from '../tests/support/tsx';

const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run db:backup`'s script in `dir` (no .env there) against `url`. */
function backupScript(url: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, tsxArgs('db/backup.ts'), {
    cwd: dir,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr })));
}

describe('backupPath', () => {
  it.each([
    ['data/site.db', 'data/backups/site-20261125-140506.db'],
    ['/srv/kendra/site.db', '/srv/kendra/backups/site-20261125-140506.db'],
    ['/srv/kendra/shop', '/srv/kendra/backups/shop-20261125-140506.db'],
  ])('%s -> %s (UTC time)', (db, expected) => {
    expect(backupPath(db, new Date('2026-11-25T14:05:06.789Z'), () => false)).toBe(expected);
  });

  it('never overwrites: a second backup in the same second gets -2', () => {
    const taken = new Set(['data/backups/site-20261125-140506.db']);
    expect(backupPath('data/site.db', new Date('2026-11-25T14:05:06Z'), (p) => taken.has(p))).toBe(
      'data/backups/site-20261125-140506-2.db',
    );
  });
});

describe('npm run db:backup', () => {
  it('copies the database consistently while a server writes, and the copy restores', async () => {
    const file = join(dir, 'site.db');
    const url = `file:${file}`;
    // The "server": another process writing batches of a queued mail and a raised content
    // generation. A consistent copy holds as many of those mails as generations it gained.
    const server = spawn(process.execPath, tsxArgs('tests/support/db-writer.ts'), {
      cwd: dir,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk));
    // 'close', not 'exit': the writer's last line ('written N') can reach the pipe after the
    // process has exited.
    const exited = new Promise((done) => server.once('close', done));
    while (!/ready (\d+)/.test(output)) {
      if (server.exitCode !== null) throw new Error(`the writer stopped: ${output}`);
      await new Promise((wait) => setTimeout(wait, 20));
    }
    const generationBefore = Number(/ready (\d+)/.exec(output)![1]);
    await new Promise((wait) => setTimeout(wait, 300)); // writes under way

    const result = await backupScript(url);

    // Restore as the README says: stop the server, copy the backup over the DATABASE_URL
    // file, delete its -wal and -shm.
    server.kill('SIGTERM');
    await exited;
    const written = Number(/written (\d+)/.exec(output)?.[1]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [name, ...others] = readdirSync(join(dir, 'backups'));
    expect(name).toMatch(/^site-\d{8}-\d{6}\.db$/);
    expect(others).toEqual([]); // one self-contained file: no -wal or -shm beside it
    expect(result.stdout).toContain(`Backup written: backups/${name}`);
    expect(result.stdout).toMatch(/To restore it: stop the server, copy it over site\.db/);
    copyFileSync(join(dir, 'backups', name!), file);
    rmSync(`${file}-wal`, { force: true });
    rmSync(`${file}-shm`, { force: true });

    const restored = openDatabase({ url });
    try {
      const check = await restored.$client.execute('PRAGMA integrity_check');
      expect(check.rows.map((row) => row[0])).toEqual(['ok']);
      expect(await restored.$count(books)).toBe(14);
      const mails = await restored.$count(mailOutbox, eq(mailOutbox.kind, WRITER_MAIL_KIND));
      expect(mails).toBeGreaterThan(0); // taken while the writes went on
      expect(mails).toBeLessThan(written); // ...and not after they stopped
      expect((await readGeneration(restored)) - generationBefore).toBe(mails);
      // The restored file is a working database: it migrates (nothing to do) and takes writes.
      await migrateDatabase(restored);
      await restored.batch([...contentChangedQueries(restored)]);
      expect((await readGeneration(restored)) - generationBefore).toBe(mails + 1);
    } finally {
      restored.$client.close();
    }
  });

  it('for a Turso URL, says to use Turso in one line and exits non-zero', () => {
    const result = spawnSync(process.execPath, tsxArgs('db/backup.ts'), {
      cwd: dir,
      env: { ...process.env, DATABASE_URL: 'libsql://site-kendra.turso.io?authToken=not-to-be-printed' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Error: ${remoteBackupAdvice('libsql://site-kendra.turso.io')}`,
    ]);
    expect(result.stderr).toContain('turso db shell');
    expect(result.stderr).not.toContain('not-to-be-printed');
  });

  it('refuses to back up a database file that does not exist (rather than an empty new one)', async () => {
    const missing = join(dir, 'missing', 'site.db');
    const result = await backupScript(`file:${missing}`);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Error: DATABASE_URL names ${missing}, which does not exist: nothing to back up.`,
    );
    expect(existsSync(missing)).toBe(false);
  });
});
