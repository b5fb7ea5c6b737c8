/** The SESSION_SECRET `npm start` and `npm run dev` share when the environment gives none. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionSecret } from './session-secret';

const dirs: string[] = [];
const saved = process.env.SESSION_SECRET;
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = saved;
});

describe('sessionSecret', () => {
  it('is generated once into the data folder, readable by its owner only, and the same on every later start', () => {
    delete process.env.SESSION_SECRET;
    const parent = mkdtempSync(join(tmpdir(), 'secret-'));
    dirs.push(parent);
    const dir = join(parent, 'data');
    const first = sessionSecret(dir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(sessionSecret(dir)).toBe(first);
  });

  it("is the environment's when it gives one, and then writes nothing", () => {
    process.env.SESSION_SECRET = 'from-the-environment-0123456789abcdef';
    const parent = mkdtempSync(join(tmpdir(), 'secret-'));
    dirs.push(parent);
    const dir = join(parent, 'data');
    expect(sessionSecret(dir)).toBe('from-the-environment-0123456789abcdef');
    expect(() => statSync(dir)).toThrow();
  });
});
