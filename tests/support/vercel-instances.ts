/**
 * Vercel function instances for tests: each is its own process running
 * tests/support/vercel-platform.ts on a deployment folder, so two instances share
 * nothing but the database, as two function instances on Vercel share nothing but
 * Turso. `deploy()` moves an instance to a new deployment, as an alias moves.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/build-site';

export interface VercelInstance {
  url: string;
  process: ChildProcess;
  /** Serves the deployment in `dir` from now on. */
  deploy(dir: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts one instance serving the deployment in `dir` with `env` (DATABASE_URL, SESSION_SECRET...). */
export async function startVercelInstance(
  dir: string,
  env: Record<string, string>,
  port = 0,
): Promise<VercelInstance> {
  const child = fork(join(PROJECT_ROOT, 'tests/support/vercel-platform.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: [],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VERCEL_OUTPUT: dir,
      VERCEL_JSON: join(PROJECT_ROOT, 'vercel.json'),
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`instance did not start:\n${output}`)), 30_000);
    const onData = () => {
      const match = /Vercel instance at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`instance exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    deploy: (next) =>
      new Promise<void>((done, fail) => {
        child.once('message', (message: { deployed?: string; error?: string }) =>
          message.error ? fail(new Error(message.error)) : done(),
        );
        child.send({ deploy: next });
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
