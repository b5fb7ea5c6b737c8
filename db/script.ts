/**
 * Runs `main` when the file is executed directly (not imported), and turns a
 * configuration error into one line on stderr instead of a stack trace.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadEnvFile } from './env';

/** True when `moduleUrl` is the file node was asked to run. */
export function isMainModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** Describes a failure in one line: a configuration mistake as it is, a database one naming DATABASE_URL. */
export function describeStartupError(error: unknown): string {
  if (error instanceof ConfigError) return `Error: ${error.message}`;
  const err = error as { code?: string; message?: string; cause?: { message?: string } };
  const text = `${err.message ?? error}`.split('\n')[0];
  if (
    err.code?.startsWith('SQLITE') ||
    err.code?.startsWith('URL') ||
    /libsql|sqlite|database/i.test(text ?? '')
  ) {
    return `Error: DATABASE_URL could not be opened: ${text}`;
  }
  return `Error: ${text}`;
}

/**
 * Runs `main` when `moduleUrl` is the file node runs. With `envFile`, `.env` is read
 * first (never replacing a variable set in the environment): `npm start` and the db
 * scripts take their settings from it.
 */
export function runScript(
  moduleUrl: string,
  main: () => Promise<void>,
  { envFile = false }: { envFile?: boolean } = {},
): void {
  if (!isMainModule(moduleUrl)) return;
  Promise.resolve()
    .then(() => envFile && loadEnvFile())
    .then(main)
    .catch((error: unknown) => {
      console.error(describeStartupError(error));
      if (process.env.DEBUG) console.error(error);
      process.exit(1);
    });
}
