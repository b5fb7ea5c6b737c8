/**
 * Starts the built site as a child process on a free loopback port, against its own
 * fresh database, the way production serves it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { MALLOC_TUNABLES } from '../../scripts/memory-tunables';
import { TEST_BUILD_DIR, TEST_SERVER } from './build';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestSite {
  url: string;
  data: TestDatabase;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * When SERVER_LOG_DIR is set (the e2e run sets it), everything a test server prints goes
 * to a file there too, so a check after the run can read what the servers logged.
 */
function keepLog(child: ChildProcess): void {
  const dir = process.env.SERVER_LOG_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `server-${child.pid}.log`);
  const append = (chunk: Buffer) => appendFileSync(file, chunk);
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
}

/** Serves .test-build/ with a fresh seeded database and the given extra environment. */
export async function startTestSite(env: Record<string, string> = {}): Promise<TestSite> {
  const data = await createTestDatabase();
  // scripts/serve.ts as built with the site (TEST_SERVER), in plain Node, with the malloc
  // settings it would otherwise re-execute itself to get.
  const child = spawn(process.execPath, [TEST_SERVER, TEST_BUILD_DIR], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      GLIBC_TUNABLES: MALLOC_TUNABLES,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: data.url,
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  keepLog(child);
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => {
      // Never leave a late-starting server behind: nobody would stop it.
      child.kill('SIGTERM');
      fail(new Error(`site did not start:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Site running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`site exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    data,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      data.cleanup();
    },
  };
}
