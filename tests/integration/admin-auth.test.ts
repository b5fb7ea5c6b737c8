/** Sign-in, sessions, sign-out and the failed-attempt limits of /api/auth (CONTRACT.md §4). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions } from '../../db/schema';
import { ensureAdmin } from '../../scripts/admin-create';
import { login, postForm, send, signIn } from '../support/admin-http';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'owner@example.com';
const PASSWORD = 'correct horse battery staple';

describe('admin sign-in', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite();
    await ensureAdmin(site.data.db, EMAIL, PASSWORD);
    await ensureAdmin(site.data.db, 'locked@example.com', PASSWORD);
  });
  afterAll(() => site?.stop());

  it('answers /api/auth/me with 401 when signed out', async () => {
    const me = await send(site.url, '/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.headers['set-cookie']).toBeUndefined();
  });

  it('clears a stale sign-in hint when /api/auth/me finds no session', async () => {
    const me = await send(site.url, '/api/auth/me', { cookie: 'signed_in=1' });
    expect(me.status).toBe(401);
    expect(([] as string[]).concat(me.headers['set-cookie'] ?? []).join('\n')).toMatch(
      /^signed_in=deleted;.*Expires=Thu, 01 Jan 1970/m,
    );
  });

  it('gives the same 401 message for an unknown email and a wrong password', async () => {
    const unknown = await login(site.url, 'nobody@example.com', PASSWORD, { from: '127.0.0.5' });
    const wrong = await login(site.url, EMAIL, 'wrong password', { from: '127.0.0.5' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a malformed body with 400 and a non-JSON body with 400', async () => {
    expect(
      (await send(site.url, '/api/auth/login', { method: 'POST', body: '{"email":', from: '127.0.0.6' }))
        .status,
    ).toBe(400);
    expect(
      (
        await send(site.url, '/api/auth/login', {
          method: 'POST',
          body: 'x',
          headers: { 'content-type': 'text/plain' },
          from: '127.0.0.6',
        })
      ).status,
    ).toBe(400);
  });

  it('signs in with an HttpOnly SameSite=Lax cookie (not Secure on http), and /me names the admin', async () => {
    const answer = await login(site.url, 'OWNER@example.com ', PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.json().user).toMatchObject({ email: EMAIL, username: 'owner', role: 'admin' });
    const cookie = ([] as string[])
      .concat(answer.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('admin_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/Expires=/i);
    // Beside it, a readable hint with no secret, so public islands ask /me only when worth it.
    const hint = ([] as string[])
      .concat(answer.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('signed_in='))!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Expires=/i);
    const me = await send(site.url, '/api/auth/me', { cookie: cookie.split(';')[0] });
    expect(me.status).toBe(200);
    expect(me.json()).toEqual({
      user: { id: expect.any(Number), email: EMAIL, username: 'owner', role: 'admin' },
    });
  });

  it('signs out: the session row is deleted and the old cookie no longer works', async () => {
    const cookie = await signIn(site.url, EMAIL, PASSWORD);
    const before = await site.data.db.select().from(sessions);
    const out = await send(site.url, '/api/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join('\n')).toMatch(
      /^signed_in=deleted;.*Expires=Thu, 01 Jan 1970/m,
    );
    const after = await site.data.db.select().from(sessions);
    expect(after.length).toBe(before.length - 1);
    expect((await send(site.url, '/api/auth/me', { cookie })).status).toBe(401);
    expect((await send(site.url, '/api/admin/blog-posts', { cookie })).status).toBe(401);
  });

  it('signing out without a session answers 401 (CONTRACT.md §4); the no-JavaScript form still lands on the sign-in page', async () => {
    const out = await send(site.url, '/api/auth/logout', { method: 'POST' });
    expect(out.status).toBe(401);
    expect(out.json()).toEqual({ message: 'Not signed in' });
    const form = await send(site.url, '/api/auth/logout', {
      method: 'POST',
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe('/admin/login');
  });

  it('refuses an expired session', async () => {
    const cookie = await signIn(site.url, EMAIL, PASSWORD);
    await site.data.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await send(site.url, '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('locks an account after 10 failures in 15 minutes, whatever the address (429)', async () => {
    for (let n = 1; n <= 10; n++) {
      const answer = await login(site.url, 'locked@example.com', `guess ${n}`, { from: `127.0.1.${n}` });
      expect(answer.status).toBe(401);
    }
    const locked = await login(site.url, 'locked@example.com', PASSWORD, { from: '127.0.2.1' });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Failures older than the window no longer count.
    await site.data.db
      .update(loginAttempts)
      .set({ at: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(loginAttempts.email, 'locked@example.com'));
    expect((await login(site.url, 'locked@example.com', PASSWORD, { from: '127.0.2.1' })).status).toBe(200);
  });

  it('checks at most 10 guesses even when 30 arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        login(site.url, 'burst@example.com', `burst ${n}`, { from: `127.0.5.${n + 1}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('locks an address after 10 failures, for any account, while other addresses still sign in', async () => {
    for (let n = 1; n <= 10; n++) {
      const answer = await login(site.url, `guess${n}@example.com`, 'nope', { from: '127.0.3.1' });
      expect(answer.status).toBe(401);
    }
    expect((await login(site.url, EMAIL, PASSWORD, { from: '127.0.3.1' })).status).toBe(429);
    expect((await login(site.url, EMAIL, PASSWORD, { from: '127.0.3.2' })).status).toBe(200);
  });

  it('redirects a no-JavaScript form sign-in to next, or back to the form with an error', async () => {
    const form = { headers: { origin: site.url }, from: '127.0.4.1' };
    const fields = new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString();
    const ok = await postForm(site.url, '/api/auth/login?next=%2Fadmin%2Forders', fields, form);
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/admin/orders');
    const bad = await postForm(site.url, '/api/auth/login?next=%2Fadmin', 'email=x%40y.z&password=no', form);
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe('/admin/login?error=invalid&next=%2Fadmin');
  });

  it('refuses a cross-site sign-in with 403', async () => {
    const answer = await login(site.url, EMAIL, PASSWORD, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
  });
});
