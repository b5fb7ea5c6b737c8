/**
 * Database settings for scripts under db/ and scripts/ (the only code that reads
 * process.env directly; the site reads the same variables through astro:env).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './client';

export const DEFAULT_DATABASE_URL = 'file:data/site.db';

/** Raised when DATABASE_URL cannot be used; its message is one line naming the variable. */
export class DatabaseUrlError extends Error {}

/** The local file path of a `file:` URL, or null for remote and in-memory URLs. */
export function localPath(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const rest = url.slice('file:'.length);
  return rest.startsWith('//') ? fileURLToPath(url) : resolve(rest.split('?')[0] ?? '');
}

/**
 * Reads DATABASE_URL (+ DATABASE_AUTH_TOKEN) and, for a local file, makes sure its
 * folder exists. Throws DatabaseUrlError with a one-line message when it is unusable.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  const url = (env.DATABASE_URL || DEFAULT_DATABASE_URL).trim();
  if (!/^(file:|libsql:|https?:|wss?:|:memory:$)/.test(url)) {
    throw new DatabaseUrlError(`DATABASE_URL must be a file: or libsql:// URL (got ${JSON.stringify(url)})`);
  }
  const path = localPath(url);
  if (path) {
    try {
      mkdirSync(dirname(path), { recursive: true });
    } catch (error) {
      throw new DatabaseUrlError(
        `DATABASE_URL points at ${path}, whose folder cannot be created (${(error as NodeJS.ErrnoException).code})`,
      );
    }
  }
  return { url, authToken: env.DATABASE_AUTH_TOKEN || undefined };
}
