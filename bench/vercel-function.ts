/**
 * The Vercel function: the site built with @astrojs/vercel from a database
 * seeded as shipped, then
 * - its bundle size: every file of `.vercel/output/functions/_render.func` (MB, 10^6 bytes),
 *   what Vercel uploads and its 250 MB limit counts;
 * - the cold start of its handler: a fresh process (tests/support/vercel-platform.ts run
 *   by plain `node`, which imports the function as the Node.js runtime does) timed from
 *   spawn to the end of its first answered request, `GET /api/books` (the function reading
 *   the database); the median of 5 fresh processes.
 * `npx tsx bench/vercel-function.ts` runs it alone; `npm run bench` includes it.
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runScript } from '../db/script';
import { PROJECT_ROOT } from '../scripts/build-site';
import { createTestDatabase } from '../tests/support/db';
import { buildForVercel } from '../tests/support/vercel-build';
import { BUILD_ROOT } from './build';

export interface VercelFigures {
  /** Size of the function folder, MB. */
  bundleMB: number;
  /** Median cold start, ms. */
  coldStartMs: number;
  /** Every cold start measured, ms. */
  coldStarts: number[];
  /** The request timed. */
  route: string;
}

const ROUTE = '/api/books';

/** Total bytes of the files under `dir`. */
export function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One fresh instance: ms from spawn to the end of its first answered request. */
function coldStart(output: string, databaseUrl: string): Promise<number> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'tests/support/vercel-platform.ts')], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        VERCEL_OUTPUT: output,
        VERCEL_JSON: join(PROJECT_ROOT, 'vercel.json'),
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    let asked = false;
    const finish = (result: number | Error) => {
      child.kill('SIGKILL');
      if (result instanceof Error) fail(result);
      else done(result);
    };
    child.stderr.on('data', (chunk: Buffer) => (text += chunk));
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk;
      const url = /Vercel instance at (\S+)/.exec(text)?.[1];
      if (!url || asked) return;
      asked = true;
      fetch(url + ROUTE)
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${ROUTE} answered ${response.status}`);
          finish(performance.now() - started);
        })
        .catch((error: Error) => finish(error));
    });
    child.once('exit', (code) => {
      if (code !== null && code !== 0) fail(new Error(`the instance exited with ${code}:\n${text}`));
    });
  });
}

/** Builds the Vercel output into BUILD_ROOT/vercel and measures it; the folder is removed after. */
export async function measureVercelFunction(
  siteUrl: string,
  log: (message: string) => void,
  runs = 5,
): Promise<VercelFigures> {
  const data = await createTestDatabase();
  const output = join(BUILD_ROOT, 'vercel');
  try {
    log('building the site for Vercel...');
    await buildForVercel(output, { DATABASE_URL: data.url, SITE_URL: siteUrl, VERCEL_ENV: 'production' });
    const bundleMB = folderBytes(join(output, 'functions/_render.func')) / 1e6;
    const coldStarts: number[] = [];
    for (let n = 0; n < runs; n++) coldStarts.push(await coldStart(output, data.url));
    const figures = { bundleMB, coldStartMs: median(coldStarts), coldStarts, route: `GET ${ROUTE}` };
    log(
      `Vercel function: ${bundleMB.toFixed(1)} MB, cold start ${Math.round(figures.coldStartMs)} ms (${coldStarts.map(Math.round).join(', ')})`,
    );
    return figures;
  } finally {
    data.cleanup();
    rmSync(output, { recursive: true, force: true });
  }
}

runScript(import.meta.url, async () => {
  const log = (message: string) => console.log(`[bench] ${message}`);
  await measureVercelFunction('http://127.0.0.1:4321', log);
});
