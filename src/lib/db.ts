/** The site's database handle, opened once per server process from astro:env. */
import { DATABASE_AUTH_TOKEN, DATABASE_URL } from 'astro:env/server';
import { openDatabase, type Database } from '~db/client';

let handle: Database | undefined;

/** The shared database; opened on first use so builds and tests pick up their own URL. */
export function getDb(): Database {
  handle ??= openDatabase({ url: DATABASE_URL, authToken: DATABASE_AUTH_TOKEN });
  return handle;
}
