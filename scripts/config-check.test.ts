/**
 * Configuration that fails early (CONTRACT.md §15): production without SESSION_SECRET, or
 * with one PayPal credential and not the other, stops `npm start`, `npm run build:vercel`
 * and a Vercel `astro build` with one line and a non-zero exit; local runs need neither.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tsxArgs } from '../tests/support/tsx';
import { PROJECT_ROOT } from './build-site';
import { configProblem, productionReason } from './config-check';

const SECRET = 'a-long-random-session-secret-0123456789';

describe('configProblem', () => {
  it.each([
    ['local, nothing set', {}, null],
    ['local, half a PayPal pair', { PAYPAL_CLIENT_ID: 'id' }, null],
    ['NODE_ENV=test, no secret', { NODE_ENV: 'test' }, null],
    ['NODE_ENV=production, secret set', { NODE_ENV: 'production', SESSION_SECRET: SECRET }, null],
    [
      'NODE_ENV=production, secret and both PayPal credentials',
      { NODE_ENV: 'production', SESSION_SECRET: SECRET, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' },
      null,
    ],
    [
      'NODE_ENV=production, no secret',
      { NODE_ENV: 'production' },
      /^SESSION_SECRET is not set, and with NODE_ENV=production/,
    ],
    [
      'NODE_ENV=production, a blank secret',
      { NODE_ENV: 'production', SESSION_SECRET: '  ' },
      /^SESSION_SECRET is not set/,
    ],
    ['on Vercel, no secret', { VERCEL: '1' }, /^SESSION_SECRET is not set, and on Vercel it is required/],
    [
      'production, only PAYPAL_CLIENT_ID',
      { VERCEL: '1', SESSION_SECRET: SECRET, PAYPAL_CLIENT_ID: 'id' },
      /^PAYPAL_CLIENT_ID is set but PAYPAL_CLIENT_SECRET is not/,
    ],
    [
      'production, only PAYPAL_CLIENT_SECRET',
      { NODE_ENV: 'production', SESSION_SECRET: SECRET, PAYPAL_CLIENT_SECRET: 's', PAYPAL_CLIENT_ID: '' },
      /^PAYPAL_CLIENT_SECRET is set but PAYPAL_CLIENT_ID is not/,
    ],
  ])('%s', (_case, env: NodeJS.ProcessEnv, expected) => {
    const problem = configProblem(env);
    if (expected === null) expect(problem).toBeNull();
    else {
      expect(problem).toMatch(expected);
      expect(problem).not.toContain('\n');
    }
  });

  it('calls a run production when NODE_ENV=production or VERCEL is set, and only then', () => {
    expect(productionReason({})).toBeNull();
    expect(productionReason({ NODE_ENV: 'development' })).toBeNull();
    expect(productionReason({ NODE_ENV: 'production' })).toBe('with NODE_ENV=production');
    expect(productionReason({ VERCEL: '1' })).toBe('on Vercel');
  });
});

describe('production runs stop with one line', () => {
  // An empty working folder: no .env of the developer's can supply what the test leaves out.
  const cwd = mkdtempSync(join(tmpdir(), 'config-check-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  /** The environment without anything that would make the run local or complete. */
  function env(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    const base = { ...process.env };
    for (const name of ['SESSION_SECRET', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'VERCEL', 'NODE_ENV'])
      delete base[name];
    // A database that must never be created: the check comes before anything is touched.
    return { ...base, DATABASE_URL: `file:${join(cwd, 'never.db')}`, PORT: '0', ...extra };
  }

  function run(args: string[], extra: NodeJS.ProcessEnv) {
    return spawnSync(process.execPath, args, { cwd, env: env(extra), encoding: 'utf8', timeout: 60_000 });
  }

  function expectOneLine(result: ReturnType<typeof run>, line: RegExp) {
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);
  }

  it('npm start with NODE_ENV=production and no SESSION_SECRET', () => {
    const result = run(tsxArgs('scripts/start.ts'), { NODE_ENV: 'production' });
    expectOneLine(result, /^Error: SESSION_SECRET is not set, and with NODE_ENV=production it is required/);
    expect(result.stdout).toBe('');
  });

  it('npm start with NODE_ENV=production and PAYPAL_CLIENT_ID alone', () => {
    const result = run(tsxArgs('scripts/start.ts'), {
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      PAYPAL_CLIENT_ID: 'client-id',
    });
    expectOneLine(result, /^Error: PAYPAL_CLIENT_ID is set but PAYPAL_CLIENT_SECRET is not/);
  });

  it('npm start reads .env: its SESSION_SECRET counts, and so does its half PayPal pair', () => {
    const project = mkdtempSync(join(cwd, 'project-'));
    writeFileSync(join(project, '.env'), `SESSION_SECRET=${SECRET}\nPAYPAL_CLIENT_SECRET=from-dotenv\n`);
    const result = spawnSync(process.execPath, tsxArgs('scripts/start.ts'), {
      cwd: project,
      env: env({ NODE_ENV: 'production' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expectOneLine(result, /^Error: PAYPAL_CLIENT_SECRET is set but PAYPAL_CLIENT_ID is not/);
  });

  it('npm run build:vercel on Vercel without SESSION_SECRET, before migrating anything', () => {
    const result = run(tsxArgs('scripts/vercel-build.ts'), { VERCEL: '1', VERCEL_ENV: 'production' });
    expectOneLine(result, /^Error: SESSION_SECRET is not set, and on Vercel it is required/);
    expect(result.stdout).not.toMatch(/migrations/i);
  });

  it('astro build on Vercel without SESSION_SECRET', () => {
    const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: PROJECT_ROOT,
      env: env({ VERCEL: '1', ASTRO_TELEMETRY_DISABLED: '1' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expectOneLine(result, /^Error: SESSION_SECRET is not set, and on Vercel it is required/);
  });
});
