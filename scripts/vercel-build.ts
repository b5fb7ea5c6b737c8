/**
 * Vercel's build command (vercel.json `buildCommand`: `npm run build:vercel`).
 *
 * Migrations run only for production deploys (VERCEL_ENV=production): a preview deploy
 * builds against whatever DATABASE_URL it is given, often the production database, and
 * must never change its schema (CONTRACT.md §15). `npm run db:migrate` still migrates any
 * database on request. Then `astro build`; when a production build fails, the reason is
 * recorded in the database so the admin's publish status shows it (the deploy hook's
 * answer never says whether the build worked).
 */
import { spawn } from 'node:child_process';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/env';
import { migrateDatabase } from '../db/migrate';
import { recordBuildFailure } from '../src/features/publishing/publish.queries';
import { runScript } from '../db/script';
import { buildCache, PROJECT_ROOT } from './build-site';
import { assertProductionConfig } from './config-check';

/** Whether this deploy may migrate the database, and the line that says so in the build log. */
export function migrationGate(env: NodeJS.ProcessEnv): { migrate: boolean; line: string } {
  const target = env.VERCEL_ENV;
  if (target === 'production') return { migrate: true, line: 'Production deploy: applying migrations.' };
  return {
    migrate: false,
    line: `${target ? `A ${target} deploy` : 'Not a Vercel production deploy (VERCEL_ENV is unset)'}: migrations skipped; they run for production deploys or with npm run db:migrate.`,
  };
}

/** The migration step of the build: migrates only when the gate allows. True when it migrated. */
export async function migrateIfProduction(env: NodeJS.ProcessEnv, log = console.log): Promise<boolean> {
  const gate = migrationGate(env);
  log(gate.line);
  if (!gate.migrate) return false;
  const db = openDatabase(databaseOptionsFromEnv(env));
  try {
    await migrateDatabase(db);
  } finally {
    db.$client.close();
  }
  return true;
}

/** `astro build`, its output shown as it comes; resolves with the exit code and the last lines. */
function astroBuild(env: NodeJS.ProcessEnv): Promise<{ code: number; tail: string }> {
  return new Promise((done, fail) => {
    const cache = buildCache(env);
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: PROJECT_ROOT,
      env: cache.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.once('exit', cache.cleanup);
    let tail = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      tail = (tail + chunk.toString()).slice(-2000);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('error', fail);
    child.on('exit', (code) => done({ code: code ?? 1, tail }));
  });
}

/** The line worth showing the owner from a failed build's output. */
export function failureReason(tail: string): string {
  const lines = tail
    .split('\n')
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .filter(Boolean);
  const error = lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? 'no output';
  return `The Vercel build failed: ${error}`.slice(0, 500);
}

async function recordFailure(env: NodeJS.ProcessEnv, reason: string): Promise<void> {
  if (env.VERCEL_ENV !== 'production') return;
  const db = openDatabase(databaseOptionsFromEnv(env));
  try {
    await recordBuildFailure(db, reason);
  } catch (error) {
    console.error(`Could not record the failure for the admin: ${(error as Error).message}`);
  } finally {
    db.$client.close();
  }
}

runScript(
  import.meta.url,
  async () => {
    const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
    // A production deploy without SESSION_SECRET (or with half a PayPal pair) fails here, in one
    // line, rather than deploying a site that answers 500s.
    assertProductionConfig(env);
    try {
      await migrateIfProduction(env);
    } catch (error) {
      await recordFailure(
        env,
        `The Vercel build failed: migrations: ${(error as Error).message.split('\n')[0]}`,
      );
      throw error;
    }
    const { code, tail } = await astroBuild(env);
    if (code !== 0) {
      await recordFailure(env, failureReason(tail));
      process.exit(code);
    }
  },
  { envFile: true },
);
