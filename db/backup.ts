/**
 * `npm run db:backup`: a consistent copy of the local database file, written with
 * `VACUUM INTO` beside it (`data/backups/site-YYYYMMDD-HHMMSS.db` for `data/site.db`).
 * VACUUM INTO reads inside one transaction, so the copy is the database as of one moment
 * even while the server keeps writing; the copy is one self-contained SQLite file.
 * Restore: stop the server, copy the backup over the DATABASE_URL file and delete that
 * file's -wal and -shm (README, 'Backups'). A Turso database is backed up by Turso.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { openDatabase, type Database } from './client';
import { ConfigError, databaseOptionsFromEnv, localPath } from './env';
import { runScript } from './script';

/** YYYYMMDD-HHMMSS in UTC. */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/-|:/g, '')
    .replace('T', '-');
}

/**
 * Where a backup of the database file `dbPath` taken at `now` goes: a `backups` folder
 * beside it, named after it and the time (UTC); `-2`, `-3`... when that name is taken.
 */
export function backupPath(
  dbPath: string,
  now = new Date(),
  exists: (path: string) => boolean = existsSync,
): string {
  const ext = extname(dbPath) || '.db';
  const base = join(dirname(dbPath), 'backups', `${basename(dbPath, extname(dbPath))}-${stamp(now)}`);
  let path = `${base}${ext}`;
  for (let n = 2; exists(path); n++) path = `${base}-${n}${ext}`;
  return path;
}

/**
 * Writes a consistent copy of `db` to `target` (which must not exist) and checks it
 * through the same connection (attached, then detached: no -wal or -shm is left beside it).
 */
export async function backupDatabase(db: Database, target: string): Promise<void> {
  const client = db.$client;
  await client.execute({ sql: 'VACUUM INTO ?', args: [target] });
  await client.execute({ sql: 'ATTACH DATABASE ? AS backup', args: [target] });
  try {
    const result = await client.execute('PRAGMA backup.quick_check');
    const verdict = String(result.rows[0]?.[0] ?? '');
    if (verdict !== 'ok') throw new Error(`the backup ${target} failed its check: ${verdict}`);
  } finally {
    await client.execute('DETACH DATABASE backup');
  }
}

/** The line for a DATABASE_URL that is not a local file: Turso keeps its own backups. */
export function remoteBackupAdvice(url: string): string {
  let host = url;
  try {
    host = new URL(url).host || url;
  } catch {
    // ':memory:' and the like: name it as it is.
  }
  return (
    `DATABASE_URL is not a local file (${host}): npm run db:backup copies local files only. ` +
    'For Turso, dump it with `turso db shell <database> .dump > backup.sql`, or restore to a ' +
    'point in time with `turso db create <new-name> --from-db <database> --timestamp <time>`.'
  );
}

runScript(
  import.meta.url,
  async () => {
    const { url } = databaseOptionsFromEnv();
    const path = localPath(url);
    if (!path) throw new ConfigError(remoteBackupAdvice(url));
    if (!existsSync(path))
      throw new ConfigError(`DATABASE_URL names ${path}, which does not exist: nothing to back up.`);
    const target = backupPath(path);
    databaseOptionsFromEnv({ DATABASE_URL: `file:${target}` }); // makes the backups folder
    const db = openDatabase({ url });
    try {
      await backupDatabase(db, target);
    } finally {
      db.$client.close();
    }
    const mb = (statSync(target).size / 1e6).toFixed(1);
    const show = (p: string) =>
      relative(process.cwd(), p).startsWith('..') ? p : relative(process.cwd(), p);
    console.log(`Backup written: ${show(target)} (${mb} MB).`);
    console.log(
      `To restore it: stop the server, copy it over ${show(path)}, delete ${show(path)}-wal and ${show(path)}-shm if present, start again.`,
    );
  },
  { envFile: true },
);
