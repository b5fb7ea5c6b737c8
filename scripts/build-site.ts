/** Runs `astro build` into a given folder inside the project, as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Builds under way, so a stopping `npm start` can end them rather than leave them running. */
const running = new Set<ChildProcess>();

/** Stops every build under way (their promises reject). */
export function stopBuilds(): void {
  for (const child of running) child.kill('SIGTERM');
}

/** Builds the site into `outDir` with `env` (DATABASE_URL etc.); rejects with the build's output on failure. */
export function buildSite(outDir: string, env: NodeJS.ProcessEnv = process.env, quiet = true): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      cwd: PROJECT_ROOT,
      // Always a production build: a test runner's NODE_ENV=test would ship development React.
      env: { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`astro build failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}
