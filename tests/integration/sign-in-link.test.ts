/**
 * The owner signs in during a lock-out attack (issue 19 point 8): the per-account limit
 * still answers 429 to the right password (CONTRACT.md §4), but a one-time link mailed
 * to her lets her in, once, within 15 minutes; nobody learns which addresses are admins.
 * Opening the link uses nothing (mail scanners open links first): its page's 'Sign in'
 * button, a form post, does.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, mailOutbox, rateLimits, signInLinks } from '../../db/schema';
import { ensureAdmin } from '../../scripts/admin-create';
import { login, postForm, send } from '../support/admin-http';
import { startTestSite, type TestSite } from '../support/site';

const OWNER = 'owner@example.com';
const PASSWORD = 'correct horse battery staple';
const SENT = { ok: true, message: 'If that address belongs to an admin, a sign-in link is on its way.' };
const REFUSED = 'That sign-in link has expired or was already used. Ask for a new one.';

describe('sign-in links', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite();
    await ensureAdmin(site.data.db, OWNER, PASSWORD);
    await ensureAdmin(site.data.db, 'second@example.com', PASSWORD);
    await ensureAdmin(site.data.db, 'third@example.com', PASSWORD);
    await ensureAdmin(site.data.db, 'fourth@example.com', PASSWORD);
  });
  afterAll(() => site?.stop());

  const mailsTo = (to: string) =>
    site.data.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'sign-in-link')));
  const askForLink = (email: unknown, from = '127.0.5.1') =>
    send(site.url, '/api/auth/sign-in-link', { method: 'POST', body: { email }, from });
  const linkIn = (text: string) => {
    const match = /http\S*\/admin\/sign-in-link\?token=([\w-]+)/.exec(text);
    expect(match, text).not.toBeNull();
    return { url: new URL(match![0]), token: match![1]! };
  };
  const sessionCookie = (headers: Record<string, string | string[] | undefined>) =>
    ([] as string[])
      .concat(headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('admin_session='))
      ?.split(';')[0];
  /** The page's 'Sign in' button: a form post of the token. */
  const useLink = (token: string, from = '127.0.4.1') =>
    postForm(site.url, '/api/auth/sign-in-link/use', `token=${encodeURIComponent(token)}`, { from });

  it('lets the owner in by mail while guesses keep her account locked, once', async () => {
    for (let n = 1; n <= 10; n++) {
      const guess = await login(site.url, OWNER, `guess ${n}`, { from: `127.0.3.${n}` });
      expect(guess.status).toBe(401);
    }
    // The contract's limit holds: the right password from a clean address is refused too.
    const locked = await login(site.url, OWNER, PASSWORD, { from: '127.0.4.1' });
    expect(locked.status).toBe(429);

    const asked = await askForLink(' Owner@Example.com ', '127.0.4.1');
    expect(asked.status).toBe(202);
    expect(asked.json()).toEqual(SENT);
    const [mail, ...more] = await mailsTo(OWNER);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your sign-in link');
    expect(mail!.text).toContain('requested from the sign-in page');
    expect(mail!.text).toContain('expires in 15 minutes');
    const { url, token } = linkIn(mail!.text);
    // Only the token's hash is stored.
    const [stored] = await site.data.db.select().from(signInLinks);
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.usedAt).toBeNull();

    // Opening the link (as a mail scanner does first) shows a page and uses nothing.
    for (let n = 0; n < 2; n++) {
      const opened = await send(site.url, `${url.pathname}${url.search}`, { from: '127.0.4.1' });
      expect(opened.status).toBe(200);
      expect(opened.text).toContain('Sign in to the admin');
      expect(opened.text).toContain('action="/api/auth/sign-in-link/use"');
      expect(opened.text).toContain(`name="token" value="${token}"`);
      expect(opened.text).toMatch(/<meta name="robots" content="noindex/);
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['x-frame-options']).toBe('DENY');
      expect(sessionCookie(opened.headers)).toBeUndefined();
    }
    // So does the old address of the link, in mails sent before the page: it forwards to it.
    const old = await send(site.url, `/api/auth/sign-in-link?token=${token}`, { from: '127.0.4.1' });
    expect(old.status).toBe(303);
    expect(old.headers.location).toBe(`/admin/sign-in-link?token=${token}`);
    expect(old.headers['referrer-policy']).toBe('no-referrer');
    expect(sessionCookie(old.headers)).toBeUndefined();
    const [unused] = await site.data.db.select().from(signInLinks);
    expect(unused!.usedAt).toBeNull();

    const used = await useLink(token);
    expect(used.status).toBe(303);
    expect(used.headers.location).toBe('/admin');
    const cookie = sessionCookie(used.headers);
    expect(cookie).toBeDefined();
    const me = await send(site.url, '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json().user).toMatchObject({ email: OWNER, role: 'admin' });
    // The account's failures are cleared: her password works again from a clean address.
    expect(await site.data.db.select().from(loginAttempts).where(eq(loginAttempts.email, OWNER))).toEqual([]);

    const again = await useLink(token);
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/admin/login?error=link');
    expect(sessionCookie(again.headers)).toBeUndefined();
    const reopened = await send(site.url, `${url.pathname}${url.search}`, { from: '127.0.4.1' });
    expect(reopened.status).toBe(400);
    expect(reopened.text).toContain(REFUSED);
    expect(reopened.text).toContain('href="/admin/login?link=ask"');
    expect(reopened.text).not.toContain('name="token"');
    expect(reopened.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses an expired link, a made-up one and a missing one, on the page and the post', async () => {
    await askForLink('second@example.com');
    const [mail] = await mailsTo('second@example.com');
    const { token } = linkIn(mail!.text);
    await site.data.db.update(signInLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const bad of [token, 'a'.repeat(43), "\u0000'", '']) {
      const page = await send(site.url, `/admin/sign-in-link?token=${encodeURIComponent(bad)}`);
      expect(page.status, bad).toBe(400);
      expect(page.text, bad).toContain(REFUSED);
      const used = await useLink(bad, '127.0.5.2');
      expect(used.status, bad).toBe(303);
      expect(used.headers.location, bad).toBe('/admin/login?error=link');
      expect(sessionCookie(used.headers), bad).toBeUndefined();
    }
    expect((await send(site.url, '/admin/sign-in-link')).text).toContain(REFUSED);
    for (const path of ['/api/auth/sign-in-link?token=%00%27', '/api/auth/sign-in-link']) {
      const answer = await send(site.url, path);
      expect(answer.status, path).toBe(303);
      expect(answer.headers.location, path).toBe('/admin/login?error=link');
    }
    // JSON: the same refusal as a 400 with the contract's error shape.
    const json = await send(site.url, '/api/auth/sign-in-link/use', {
      method: 'POST',
      body: { token },
      from: '127.0.5.2',
    });
    expect(json.status).toBe(400);
    expect(json.json()).toEqual({ message: REFUSED, errors: { token: [REFUSED] } });
  });

  it('uses a link only for a same-origin post, by form or JSON', async () => {
    await askForLink('third@example.com', '127.0.5.3');
    const [mail] = await mailsTo('third@example.com');
    const { token } = linkIn(mail!.text);
    const forged = await postForm(site.url, '/api/auth/sign-in-link/use', `token=${token}`, {
      headers: { origin: 'https://elsewhere.example' },
      from: '127.0.5.3',
    });
    expect(forged.status).toBe(403);
    expect(sessionCookie(forged.headers)).toBeUndefined();
    // The link page sends no referrer, so a browser posts its form with `Origin: null`:
    // accepted only when the browser also says the post is same-origin.
    for (const fetchSite of [undefined, 'cross-site', 'same-site', 'none']) {
      const opaque = await postForm(site.url, '/api/auth/sign-in-link/use', `token=${token}`, {
        headers: { origin: 'null', ...(fetchSite && { 'sec-fetch-site': fetchSite }) },
        from: '127.0.5.3',
      });
      expect(opaque.status, fetchSite).toBe(403);
    }
    const fromPage = await postForm(site.url, '/api/auth/sign-in-link/use', `token=${token}`, {
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
      from: '127.0.5.3',
    });
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.location).toBe('/admin');
    expect(sessionCookie(fromPage.headers)).toBeDefined();
    await askForLink('third@example.com', '127.0.5.3');
    const { token: second } = linkIn((await mailsTo('third@example.com')).at(-1)!.text);
    const signedIn = await send(site.url, '/api/auth/sign-in-link/use', {
      method: 'POST',
      body: { token: second },
      from: '127.0.5.3',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: 'third@example.com', role: 'admin' });
    expect(sessionCookie(signedIn.headers)).toBeDefined();
  });

  it('answers an unknown address exactly like an admin’s, and mails nothing', async () => {
    const before = await site.data.db.select().from(mailOutbox);
    const answer = await askForLink('nobody@example.com');
    expect(answer.status).toBe(202);
    expect(answer.json()).toEqual(SENT);
    expect(await site.data.db.select().from(mailOutbox)).toEqual(before);
  });

  it('does the same work whoever the address is: each request is counted against it in the batch that stores an admin’s link', async () => {
    await ensureAdmin(site.data.db, 'fifth@example.com', PASSWORD);
    const counted = async (email: string) =>
      (
        await site.data.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `sign-in-link:${email}`))
      )[0]?.count;
    for (let n = 1; n <= 2; n++) {
      for (const email of ['fifth@example.com', 'No.Body.Here@Example.com'])
        expect((await askForLink(email, `127.0.8.${n}`)).json()).toEqual(SENT);
    }
    // The unknown address commits the same write as the admin's: its request count.
    expect(await counted('fifth@example.com')).toBe(2);
    expect(await counted('no.body.here@example.com')).toBe(2);
    // Only the admin's requests also stored links and mails.
    expect(await mailsTo('fifth@example.com')).toHaveLength(2);
    expect(await mailsTo('no.body.here@example.com')).toEqual([]);
  });

  it('mails at most 3 links per account in 15 minutes, answering the same 202', async () => {
    for (let n = 1; n <= 4; n++) {
      const answer = await askForLink('fourth@example.com', `127.0.6.${n}`);
      expect(answer.status).toBe(202);
      expect(answer.json()).toEqual(SENT);
    }
    expect(await mailsTo('fourth@example.com')).toHaveLength(3);
  });

  it('refuses bad input with 400 and other methods with 405', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: 42 }, '{"email":']) {
      const answer = await send(site.url, '/api/auth/sign-in-link', {
        method: 'POST',
        body,
        from: '127.0.7.1',
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const text = await send(site.url, '/api/auth/sign-in-link', {
      method: 'POST',
      body: 'email=x',
      headers: { 'content-type': 'text/plain' },
      from: '127.0.7.1',
    });
    expect(text.status).toBe(400);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await send(site.url, '/api/auth/sign-in-link', { method, from: '127.0.7.1' });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
    }
    for (const body of [{}, { token: 42 }, '{"token":']) {
      const answer = await send(site.url, '/api/auth/sign-in-link/use', {
        method: 'POST',
        body,
        from: '127.0.7.1',
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await send(site.url, '/api/auth/sign-in-link/use', { method, from: '127.0.7.1' });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('POST');
    }
  });

  it('takes the no-JavaScript form post and returns to the sign-in page', async () => {
    const sent = await postForm(site.url, '/api/auth/sign-in-link', 'email=nobody%40example.com', {
      from: '127.0.8.1',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/admin/login?link=sent');
    const bad = await postForm(site.url, '/api/auth/sign-in-link', 'email=nope', { from: '127.0.8.1' });
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe('/admin/login?error=locked&link=invalid');
    const page = await send(site.url, '/admin/login?link=sent');
    expect(page.text).toContain('If that address belongs to an admin, a sign-in link is on its way.');
    const refused = await send(site.url, '/admin/login?error=link');
    expect(refused.text).toContain('That sign-in link has expired or was already used. Ask for a new one.');
    expect(refused.text).toContain('Email me a sign-in link');
  });

  it('answers 429 past the public write limit for one address', async () => {
    let last = 0;
    for (let n = 0; n < 31; n++) last = (await askForLink('nobody@example.com', '127.0.9.1')).status;
    expect(last).toBe(429);
  });
});
