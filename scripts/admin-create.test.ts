import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../src/lib/auth/password';
import { tsxArgs } from '../tests/support/tsx';
import { adminInputProblem } from './admin-create';
import { PROJECT_ROOT } from './build-site';

const dir = mkdtempSync(join(tmpdir(), 'admin-create-'));
const url = `file:${join(dir, 'site.db')}`;

function adminCreate(...args: string[]) {
  return spawnSync(process.execPath, tsxArgs('scripts/admin-create.ts', ...args), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm run admin:create', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates an admin, then resets its password', async () => {
    const first = adminCreate('--email', 'Owner@Example.com', '--password', 'first-password');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('Created admin owner@example.com (username owner)');
    const second = adminCreate('--email', 'owner@example.com', '--password', 'second-password');
    expect(second.stdout).toContain('Updated admin owner@example.com');
    const db = openDatabase({ url });
    const rows = await db.select().from(users);
    db.$client.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'owner@example.com', role: 'admin' });
    expect(await verifyPassword(rows[0]!.password, 'second-password')).toBe(true);
    expect(await verifyPassword(rows[0]!.password, 'first-password')).toBe(false);
  });

  it('refuses a short password or a bad email in one line', () => {
    const short = adminCreate('--email', 'a@example.com', '--password', 'short');
    expect(short.status).toBe(1);
    expect(short.stderr.trim()).toBe(
      'Error: Cannot create the admin: the password must have at least 8 characters',
    );
    expect(adminInputProblem('not-an-email', 'long enough')).toMatch(/not an email/);
    expect(adminCreate('--email', 'a@example.com').status).toBe(1);
  });
});
