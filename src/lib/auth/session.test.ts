import type { AstroCookies } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from './users.queries';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import {
  endSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookieOptions,
  sessionIdOf,
  sessionUser,
  startSession,
} from './session';

/** Just enough of AstroCookies to record what a session sets and deletes. */
function fakeCookies() {
  const jar = new Map<string, { value: string; options: unknown }>();
  const cookies = {
    set: (name: string, value: string, options: unknown) => jar.set(name, { value, options }),
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)!.value } : undefined),
    delete: (name: string) => jar.delete(name),
  } as unknown as AstroCookies;
  return { cookies, jar };
}

describe('sessions', () => {
  let data: TestDatabase;
  let userId: number;
  const url = new URL('http://localhost:4321/api/auth/login');

  beforeAll(async () => {
    data = await createTestDatabase({ seed: false });
    ({
      user: { id: userId },
    } = await upsertAdmin(data.db, { email: 'owner@example.com', username: 'owner', passwordHash: 'x' }));
  });
  afterAll(() => data.cleanup());

  it('stores only the SHA-256 of the cookie token', async () => {
    const { cookies, jar } = fakeCookies();
    const token = await startSession(data.db, cookies, url, userId);
    expect(jar.get(SESSION_COOKIE)?.value).toBe(token);
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await data.db.query.sessions.findMany();
    expect(rows.map((r) => r.id)).toContain(sessionIdOf(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('is valid until it expires after 7 days, then refused', async () => {
    const { cookies } = fakeCookies();
    const start = new Date('2030-01-01T00:00:00Z');
    const token = await startSession(data.db, cookies, url, userId, start);
    expect(SESSION_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    expect(
      await sessionUser(data.db, token, new Date(start.getTime() + SESSION_TTL_MS - 1000)),
    ).toMatchObject({ email: 'owner@example.com', role: 'admin' });
    expect(await sessionUser(data.db, token, new Date(start.getTime() + SESSION_TTL_MS))).toBeUndefined();
    expect(await sessionUser(data.db, 'not-a-token')).toBeUndefined();
    expect(await sessionUser(data.db, undefined)).toBeUndefined();
  });

  it('is deleted at sign-out', async () => {
    const { cookies, jar } = fakeCookies();
    const token = await startSession(data.db, cookies, url, userId);
    await endSession(data.db, cookies, url);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    expect(await sessionUser(data.db, token)).toBeUndefined();
  });

  it('sets HttpOnly, SameSite=Lax, and Secure only over https', () => {
    expect(sessionCookieOptions(url)).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
    });
    expect(sessionCookieOptions(new URL('https://kendralane.example/'))).toMatchObject({ secure: true });
  });
});
