/**
 * Database settings for scripts under db/ and scripts/ (the only code that reads
 * process.env directly; the site reads the same variables through astro:env).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './client';

export const DEFAULT_DATABASE_URL = 'file:data/site.db';

/** A configuration mistake: scripts print its message as one line, without a stack trace. */
export class ConfigError extends Error {}

/** Raised when DATABASE_URL cannot be used; its message is one line naming the variable. */
export class DatabaseUrlError extends ConfigError {}

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

/**
 * Reads `.env` (KEY=value lines; by default in the working folder, where npm runs every
 * script) into `env`. A variable already set in the environment is never replaced, so
 * `DATABASE_URL=... npm run db:migrate` wins over the file. Returns the names it set;
 * no file is not an error.
 */
export function loadEnvFile(
  file = join(process.cwd(), '.env'),
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ConfigError(`${file} could not be read (${(error as NodeJS.ErrnoException).code})`);
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
