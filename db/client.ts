/**
 * Opens the site's libSQL database from a URL. No Astro imports: scripts, tests
 * and the server all open the database through here.
 */
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';

export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

export interface DatabaseOptions {
  /** `file:data/site.db`, `file:/abs/path.db`, `:memory:` or `libsql://...` (Turso). */
  url: string;
  authToken?: string;
}

/** Per-connection settings every local connection gets before its first statement. */
export const LOCAL_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA foreign_keys = ON',
  'PRAGMA busy_timeout = 5000',
] as const;

/** True for URLs that open a file (or memory) on this machine rather than a server. */
export function isLocalUrl(url: string): boolean {
  return url.startsWith('file:') || url === ':memory:';
}

/**
 * Opens the database. For a local file the client keeps exactly one connection:
 * the pragmas above are per connection, and statements and `batch()` calls queue
 * on it in order. Several statements that belong together are written with
 * `db.batch([...])`, which is atomic both locally and on Turso. Interactive
 * transactions (`db.transaction`) are not used: on a local file they need a second
 * connection, and concurrent ones fail with SQLITE_BUSY on a 2-core machine.
 */
export function openDatabase({ url, authToken }: DatabaseOptions): Database {
  const local = isLocalUrl(url);
  const client = createClient({ url, authToken, concurrency: local ? 1 : undefined });
  if (local) {
    // The single connection is borrowed synchronously by the first call, so these
    // run before any statement a caller queues after openDatabase returns.
    for (const pragma of LOCAL_PRAGMAS) void client.execute(pragma).catch(() => {});
  }
  return drizzle(client, { schema }) as Database;
}

export { schema };
