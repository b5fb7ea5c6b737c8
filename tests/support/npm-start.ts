/**
 * The real `npm start` (scripts/start.ts) in a child process, on its own database file and
 * builds folder, for the tests of what it does by itself: build, serve, publish, stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { tsxArgs } from './tsx';
import { waitFor } from './wait-for';

export interface NpmStart {
  /** The process: Node with tsx's loader running scripts/start.ts, as `npm start` does. */
  child: ChildProcess;
  /** Where it serves, from its 'Site running at' line. */
  url: string;
  /** Everything it has printed so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts `npm start` on loopback (PORT 0) with `env`; resolves once it serves (within `timeoutMs`). */
export async function startNpmStart(env: Record<string, string>, timeoutMs = 150_000): Promise<NpmStart> {
  // As package.json's start script runs it: one Node process with tsx's loader.
  const child = spawn(process.execPath, tsxArgs('scripts/start.ts'), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const running = () => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`npm start exited:\n${output}`);
    return /Site running at (\S+)/.exec(output)?.[1];
  };
  const url = await waitFor(running, timeoutMs, () => output, 100).catch((error: unknown) => {
    // Never leave a late-starting server behind: nobody would stop it.
    child.kill('SIGTERM');
    throw error;
  });
  return {
    child,
    url,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface StartFolders {
  /** A fresh temporary folder for the database file and media. */
  dataDir: string;
  /** DATABASE_URL of a database file in `dataDir` (created by `npm start`). */
  databaseUrl: string;
  /** A builds folder inside the project, where a build's server code finds node_modules. */
  buildsDir: string;
  /** Removes both folders. */
  cleanup(): void;
}

/** A data folder and a builds folder of their own for one test's `npm start`. */
export function startFolders(name: string): StartFolders {
  const dataDir = mkdtempSync(join(tmpdir(), `site-${name}-`));
  const buildsDir = join(PROJECT_ROOT, '.builds', `${name}-${process.pid}`);
  return {
    dataDir,
    databaseUrl: `file:${join(dataDir, 'site.db')}`,
    buildsDir,
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(buildsDir, { recursive: true, force: true });
    },
  };
}
