/**
 * Runs `main` when the file is executed directly (not imported), and turns a
 * configuration error into one line on stderr instead of a stack trace.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DatabaseUrlError } from './env';

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

/** Describes a database failure in one line that names DATABASE_URL. */
export function describeStartupError(error: unknown): string {
  if (error instanceof DatabaseUrlError) return `Error: ${error.message}`;
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

export function runScript(moduleUrl: string, main: () => Promise<void>): void {
  if (!isMainModule(moduleUrl)) return;
  main().catch((error: unknown) => {
    console.error(describeStartupError(error));
    if (process.env.DEBUG) console.error(error);
    process.exit(1);
  });
}
