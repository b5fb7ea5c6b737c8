/**
 * Builds the site with @astrojs/vercel (astro.config.mjs picks it when VERCEL is set)
 * and moves the Build Output API folder it writes (`.vercel/output`, always at the
 * project root) to `outDir` under the ignored `.test-vercel/`, so deployments can sit
 * side by side and nothing under `.vercel/` is left behind. One build at a time per
 * checkout: `.vercel/output` is shared, so a lock file (with the owner's pid) guards it.
 */
import {
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { buildSite, PROJECT_ROOT } from '../../scripts/build-site';
import { isAlive } from '../../scripts/build-locks';

/** The function every route that is not a static file goes to, in a deployment's folder. */
export const functionDir = (outDir: string) => join(outDir, 'functions/_render.func');

/** Every file under `dir`: its path relative to `dir` and its size in bytes. */
export function filesUnder(dir: string): [path: string, bytes: number][] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dir, path), statSync(path).size];
    });
}

/** Where the harness keeps its deployments (ignored by git). */
export const VERCEL_TEST_DIR = join(PROJECT_ROOT, '.test-vercel');
const OUTPUT = join(PROJECT_ROOT, '.vercel/output');
const LOCK = join(PROJECT_ROOT, '.vercel/harness-build.lock');

async function lock(): Promise<void> {
  mkdirSync(join(PROJECT_ROOT, '.vercel'), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch {
      let owner = 0;
      try {
        owner = Number(readFileSync(LOCK, 'utf8'));
      } catch {
        continue;
      }
      if (!isAlive(owner)) rmSync(LOCK, { force: true });
      else await new Promise((done) => setTimeout(done, 500));
    }
  }
}

/** Builds a Vercel deployment of the site from `env` (DATABASE_URL, SITE_URL, VERCEL_ENV...) into `outDir`. */
export async function buildForVercel(outDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const dist = `${outDir}-dist`;
  await lock();
  try {
    rmSync(outDir, { recursive: true, force: true });
    // A Vercel build needs SESSION_SECRET (scripts/config-check.ts); secrets are read at run time, so any will do.
    const secret = { SESSION_SECRET: 'vercel-build-secret-0123456789abcdef' };
    await buildSite(dist, { ...secret, ...process.env, ...env, VERCEL: '1' });
    if (!existsSync(join(OUTPUT, 'config.json')))
      throw new Error('the Vercel build wrote no .vercel/output/config.json');
    mkdirSync(VERCEL_TEST_DIR, { recursive: true });
    renameSync(OUTPUT, outDir);
  } finally {
    rmSync(dist, { recursive: true, force: true });
    rmSync(LOCK, { force: true });
  }
  return outDir;
}
