/** Runs `astro build` into a given folder inside the project, as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Builds under way, so a stopping `npm start` can end them rather than leave them running. */
const running = new Set<ChildProcess>();

/** Stops every build under way (their promises reject). */
export function stopBuilds(): void {
  for (const child of running) child.kill('SIGTERM');
}

/**
 * A cache folder of its own for one `astro build` (ASTRO_CACHE_DIR, read by astro.config.mjs),
 * removed by `cleanup` once the build has ended. Astro keeps a build's content store (the
 * books, posts and texts it read from the database) in its cache folder, so builds sharing
 * the default one in a checkout (two `npm start` processes, a test beside another) could read
 * each other's content.
 */
export function buildCache(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'astro-cache-'));
  return {
    env: { ...env, ASTRO_CACHE_DIR: dir },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Builds the site into `outDir` with `env` (DATABASE_URL etc.); rejects with the build's output on failure. */
export function buildSite(outDir: string, env: NodeJS.ProcessEnv = process.env, quiet = true): Promise<void> {
  return new Promise((done, fail) => {
    const cache = buildCache(env);
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      cwd: PROJECT_ROOT,
      // Always a production build: a test runner's NODE_ENV=test would ship development React.
      env: { ...cache.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    child.once('exit', () => {
      running.delete(child);
      cache.cleanup();
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`astro build failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}
