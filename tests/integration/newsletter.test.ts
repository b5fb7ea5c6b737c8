/**
 * Newsletter: subscribe once per address with double opt-in (the confirmation link opens a
 * page whose Confirm button confirms, then the welcome mail over real SMTP), expired and
 * forged links, the free guide, unsubscribing in one click, and the honeypot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmTokenWith } from '../../src/features/newsletter/tokens';
import { mailText } from '../support/mail-text';
import { startMailSite, type MailSite } from '../support/site-services';
import type { SmtpReceiver } from '../support/smtp-receiver';
import { VisitorClient } from '../support/visitor-client';

let site: MailSite;
let smtp: SmtpReceiver;
let client: VisitorClient;

const WELCOME = 'Welcome to the Fabulous Readers Club!';
const CONFIRM = 'Please confirm your subscription to the Fabulous Readers Club';
/** The test site's SESSION_SECRET (tests/support/site.ts), to make expired links. */
const SECRET = 'test-session-secret-0123456789abcdef';
const linkIn = (raw: string) => {
  const link = /http:\/\/localhost:4321(\/newsletter\/confirm\?token=[A-Za-z0-9%._-]+)/.exec(
    raw.replace(/=\r?\n/g, ''),
  );
  return link![1]!.replace(/=3D/g, '=');
};
const mailsTo = (to: string, subject?: string) =>
  smtp.mails.filter((m) => m.to[0] === to && (!subject || m.subject === subject));
const waitForMail = (to: string, subject: string) => smtp.mailTo(to, subject, 10_000);
const sql = async (query: string, args: (string | number)[] = []) =>
  (await site.data.db.$client.execute({ sql: query, args })).rows;

beforeAll(async () => {
  site = await startMailSite({
    MAIL_FROM: 'Kendra Lane <hello@example.test>',
    RATE_LIMIT_MULTIPLIER: '20',
    CRON_SECRET: 'cron-test-secret',
  });
  smtp = site.smtp;
  client = new VisitorClient(site.url);
});
afterAll(() => site?.stop());

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address lower-cased, trimmed and pending: 201 with the message', async () => {
    const res = await client.post('/api/newsletter/subscribe', { email: '  New.Reader@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: WELCOME,
      email: 'new.reader@example.com',
      id: expect.any(Number),
    });
    expect(
      await sql("select email, status from newsletter_subscriptions where email like 'new.reader%'"),
    ).toEqual([expect.objectContaining({ email: 'new.reader@example.com', status: 'pending' })]);
  });

  it('mails one confirmation link over SMTP (with the same commit), and no welcome before confirming', async () => {
    const mail = await waitForMail('new.reader@example.com', CONFIRM);
    expect(mailText(mail)).toContain('/newsletter/confirm?token=');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('new.reader@example.com')).toHaveLength(1);
    expect(await sql("select kind from mail_outbox where to_address = 'new.reader@example.com'")).toEqual([
      expect.objectContaining({ kind: 'newsletter-confirm' }),
    ]);
  });

  it('opening the link (as a mail scanner does) shows a Confirm button and confirms nothing', async () => {
    const link = linkIn(mailsTo('new.reader@example.com', CONFIRM)[0]!.raw);
    const token = new URL(link, site.url).searchParams.get('token')!;
    for (const method of ['GET', 'HEAD', 'GET']) {
      const page = await client.request(method, link);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      if (method === 'HEAD') continue;
      expect(page.body).toContain('Confirm your subscription');
      expect(page.body).toMatch(/<form method="post" action="\/api\/newsletter\/confirm"/);
      expect(page.body).toContain(`name="token" value="${token}"`);
      expect(page.body).toMatch(/<button type="submit"[^>]*>\s*Confirm\s*<\/button>/);
      expect(page.body).not.toContain('Before you start: give yourself permission');
    }
    expect(
      await sql(
        "select status, confirmed_at from newsletter_subscriptions where email = 'new.reader@example.com'",
      ),
    ).toEqual([expect.objectContaining({ status: 'pending', confirmed_at: null })]);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('new.reader@example.com', WELCOME)).toEqual([]);
  });

  it("the page's Confirm button (a plain form post) confirms, shows the free guide, and the welcome mail goes out once", async () => {
    const link = linkIn(mailsTo('new.reader@example.com', CONFIRM)[0]!.raw);
    const token = new URL(link, site.url).searchParams.get('token')!;
    const pressed = await client.post('/api/newsletter/confirm', new URLSearchParams({ token, website: '' }));
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(link);
    const page = await client.get(pressed.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Your subscription is confirmed');
    expect(page.body).toMatch(/Write Bold: A Beginner(&#39;|')s Guide to Finishing Your First Draft/);
    expect(page.body).toContain('Before you start: give yourself permission');
    expect(page.body).toContain('href="/free-guide"');
    expect(page.body).not.toContain('action="/api/newsletter/confirm"');
    const [row] = await sql(
      "select status, confirmed_at from newsletter_subscriptions where email = 'new.reader@example.com'",
    );
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(row!.confirmed_at).not.toBeNull();

    const mail = await waitForMail('new.reader@example.com', WELCOME);
    expect(mail.raw).toContain('http://localhost:4321/free-guide');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:4321\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Pressing it again, opening the link again or confirming by JSON mails nothing new.
    expect((await client.post('/api/newsletter/confirm', new URLSearchParams({ token }))).status).toBe(303);
    expect((await client.get(link)).body).toContain('Your subscription is confirmed');
    const json = await client.post('/api/newsletter/confirm', { token });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ message: "You're in! Your subscription is confirmed", status: 'confirmed' });
    await expect
      .poll(async () =>
        (
          await sql(
            "select kind, status, attempts from mail_outbox where to_address = 'new.reader@example.com' order by id",
          )
        ).map((r) => [r.kind, r.status, r.attempts]),
      )
      .toEqual([
        ['newsletter-confirm', 'sent', 1],
        ['newsletter-welcome', 'sent', 1],
      ]);
  });

  it('the confirm API answers JSON: 200 once confirmed, 400 for a bad link, 409 after unsubscribing, 403 cross-site', async () => {
    await client.post('/api/newsletter/subscribe', { email: 'json.reader@example.com' });
    const token = confirmTokenWith(SECRET, 'json.reader@example.com', Date.now());
    const crossSite = await client.post(
      '/api/newsletter/confirm',
      { token },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const confirmed = await client.post('/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    for (const body of [{}, { token: 42 }, { token: 'x'.repeat(2000) }]) {
      const bad = await client.post('/api/newsletter/confirm', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.errors).toHaveProperty('token');
    }
    const unknown = await client.post('/api/newsletter/confirm', {
      token: confirmTokenWith(SECRET, 'never-signed-up@example.com', Date.now()),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: 'This confirmation link is not valid',
      errors: { token: ['This confirmation link is not valid'] },
    });
    expect(
      await sql("select id from newsletter_subscriptions where email = 'never-signed-up@example.com'"),
    ).toEqual([]);
    await client.post('/api/newsletter/subscribe', { email: 'gone.reader@example.com' });
    await sql(
      "update newsletter_subscriptions set status = 'unsubscribed' where email = 'gone.reader@example.com'",
    );
    const gone = await client.post('/api/newsletter/confirm', {
      token: confirmTokenWith(SECRET, 'gone.reader@example.com', Date.now()),
    });
    expect(gone.status).toBe(409);
    expect(gone.body).toEqual({ message: 'You unsubscribed from this address' });
    expect(
      await sql("select status from newsletter_subscriptions where email = 'gone.reader@example.com'"),
    ).toEqual([expect.objectContaining({ status: 'unsubscribed' })]);
    expect((await client.request('GET', '/api/newsletter/confirm')).status).toBe(405);
  });

  it('a filled honeypot on the Confirm form is answered like a person and confirms nothing', async () => {
    await client.post('/api/newsletter/subscribe', { email: 'bot.confirm@example.com' });
    const token = confirmTokenWith(SECRET, 'bot.confirm@example.com', Date.now());
    const bot = await client.post('/api/newsletter/confirm', new URLSearchParams({ token, website: 'x' }));
    expect(bot.status).toBe(303);
    expect(bot.headers.get('location')).toBe(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(
      await sql("select status from newsletter_subscriptions where email = 'bot.confirm@example.com'"),
    ).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('subscribing again answers 200 with the same message and stores no second row or mail', async () => {
    const res = await client.post('/api/newsletter/subscribe', { email: 'NEW.reader@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(WELCOME);
    expect(
      await sql("select id from newsletter_subscriptions where email = 'new.reader@example.com'"),
    ).toHaveLength(1);
    expect(await sql("select id from mail_outbox where to_address = 'new.reader@example.com'")).toHaveLength(
      2,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('new.reader@example.com')).toHaveLength(2);
  });

  it('a pending address that signs up again right away gets no second link (no mail bombing)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/newsletter/subscribe', { email: 'twice@example.com' })).status).toBe(
        i ? 200 : 201,
      );
    expect(await sql("select id from mail_outbox where to_address = 'twice@example.com'")).toHaveLength(1);
  });

  it('refuses an expired link (410) and a forged one (400), confirming nobody', async () => {
    await client.post('/api/newsletter/subscribe', { email: 'late@example.com' });
    const expired = confirmTokenWith(SECRET, 'late@example.com', Date.now() - 8 * 86_400_000);
    const old = await client.get(`/newsletter/confirm?token=${encodeURIComponent(expired)}`);
    expect(old.status).toBe(410);
    expect(old.body).toContain('This confirmation link has expired');
    const valid = confirmTokenWith(SECRET, 'late@example.com', Date.now());
    const forged = valid.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const otherSecret = confirmTokenWith('not-the-secret', 'late@example.com', Date.now());
    for (const token of [forged, otherSecret, 'nonsense', '']) {
      const page = await client.get(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(400);
      expect(page.body).toContain('This confirmation link is not valid');
    }
    expect(await sql("select status from newsletter_subscriptions where email = 'late@example.com'")).toEqual(
      [expect.objectContaining({ status: 'pending' })],
    );
    expect(
      await sql(
        "select id from mail_outbox where to_address = 'late@example.com' and kind = 'newsletter-welcome'",
      ),
    ).toEqual([]);
    // Pressing Confirm with an expired link (the form or JSON) confirms nobody either.
    const pressed = await client.post('/api/newsletter/confirm', new URLSearchParams({ token: expired }));
    expect(pressed.status).toBe(303);
    expect((await client.get(pressed.headers.get('location')!)).status).toBe(410);
    const json = await client.post('/api/newsletter/confirm', { token: expired });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('This confirmation link has expired');
    expect(await sql("select status from newsletter_subscriptions where email = 'late@example.com'")).toEqual(
      [expect.objectContaining({ status: 'pending' })],
    );
    // A link made 6 days ago still works.
    const recent = confirmTokenWith(SECRET, 'late@example.com', Date.now() - 6 * 86_400_000);
    expect((await client.get(`/newsletter/confirm?token=${encodeURIComponent(recent)}`)).status).toBe(200);
    expect((await client.post('/api/newsletter/confirm', { token: recent })).status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email' }],
    [{ email: '' }],
    [{}],
    [{ email: ['a@b.co'] }],
    [{ email: '<script>alert(1)</script>@x.com' }],
  ])('refuses %o with 400 and an email field error', async (body) => {
    const res = await client.post('/api/newsletter/subscribe', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), errors: { email: [expect.any(String)] } });
  });

  it('refuses malformed JSON (400) and a body over 64 KiB (413), never a 5xx', async () => {
    expect(
      (await client.post('/api/newsletter/subscribe', '{"email"', { 'content-type': 'application/json' }))
        .status,
    ).toBe(400);
    expect(
      (await client.post('/api/newsletter/subscribe', { email: 'big@example.com', pad: 'x'.repeat(70_000) }))
        .status,
    ).toBe(413);
  });

  it('works as a plain HTML form post: 303 to the thanks page, or to the error page with the reason', async () => {
    const ok = await client.post(
      '/api/newsletter/subscribe',
      new URLSearchParams({ email: 'form.reader@example.com' }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/newsletter/thanks');
    const thanks = await client.get('/newsletter/thanks');
    expect(thanks.body).toContain(WELCOME);
    const bad = await client.post('/api/newsletter/subscribe', new URLSearchParams({ email: 'a@b' }));
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/newsletter/error?reason=invalid');
    const page = await client.get('/newsletter/error?reason=invalid');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Something went wrong');
  });
});

describe('free guide and unsubscribing', () => {
  let token: string;
  beforeAll(async () => {
    await client.post('/api/newsletter/subscribe', { email: 'leaving@example.com' });
    const link = linkIn((await waitForMail('leaving@example.com', CONFIRM)).raw);
    await client.post('/api/newsletter/confirm', {
      token: new URL(link, site.url).searchParams.get('token'),
    });
    const mail = await waitForMail('leaving@example.com', WELCOME);
    token = decodeURIComponent(/token=([^>\s]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!);
  });

  it('serves the free guide the mail links to', async () => {
    const res = await client.get('/free-guide');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Write Bold: A Beginner&#39;s Guide to Finishing Your First Draft');
  });

  it('the link opens a confirmation page (a link scanner unsubscribes no one)', async () => {
    const redirect = await client.get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(redirect.status).toBe(303);
    const page = await client.get(redirect.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(page.body).toContain('leaving@example.com');
    expect(
      await sql(
        "select unsubscribed_at, status from newsletter_subscriptions where email = 'leaving@example.com'",
      ),
    ).toEqual([expect.objectContaining({ unsubscribed_at: null, status: 'confirmed' })]);
  });

  it("a mail client's RFC 8058 one-click POST (no Origin) unsubscribes", async () => {
    const res = await fetch(`${site.url}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [row] = await sql(
      "select unsubscribed_at, status from newsletter_subscriptions where email = 'leaving@example.com'",
    );
    expect(row!.unsubscribed_at).not.toBeNull();
    expect(row!.status).toBe('unsubscribed');
  });

  it("the page's button unsubscribes and shows the confirmation; subscribing again needs a new confirmation, with no second welcome", async () => {
    const res = await client.post('/api/newsletter/unsubscribe', new URLSearchParams({ token }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribed');
    expect((await client.get('/newsletter/unsubscribed')).body).toContain(
      "You're unsubscribed".replace("'", '&#39;'),
    );
    const back = await client.post('/api/newsletter/subscribe', { email: 'leaving@example.com' });
    expect(back.status).toBe(200);
    const [row] = await sql(
      "select unsubscribed_at, status from newsletter_subscriptions where email = 'leaving@example.com'",
    );
    expect(row!.unsubscribed_at).toBeNull();
    expect(row!.status).toBe('pending');
    expect(
      (await sql("select kind from mail_outbox where to_address = 'leaving@example.com' order by id")).map(
        (r) => r.kind,
      ),
    ).toEqual(['newsletter-confirm', 'newsletter-welcome', 'newsletter-confirm']);
  });

  it('refuses a forged or missing token', async () => {
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await client.post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`, {})).status,
    ).toBe(400);
    expect((await client.post('/api/newsletter/unsubscribe', {})).status).toBe(400);
    const page = await client.get('/newsletter/unsubscribe?token=nonsense');
    expect(page.status).toBe(400);
    expect(page.body).toContain('This unsubscribe link is not valid');
  });
});

describe('honeypot', () => {
  it('a filled honeypot gets the same answers (JSON 201/200, form 303) and nothing is stored or mailed', async () => {
    const bot = await client.post('/api/newsletter/subscribe', {
      email: 'bot@example.com',
      website: 'http://spam.example',
    });
    expect(bot.status).toBe(201);
    expect(Object.keys(bot.body).sort()).toEqual(['createdAt', 'description', 'email', 'id', 'message']);
    expect(bot.body).toMatchObject({ message: WELCOME, email: 'bot@example.com', id: expect.any(Number) });
    const form = await client.post(
      '/api/newsletter/subscribe',
      new URLSearchParams({ email: 'formbot@example.com', website: 'spam' }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/newsletter/thanks');
    const known = await client.post('/api/newsletter/subscribe', {
      email: 'new.reader@example.com',
      website: 'x',
    });
    expect(known.status).toBe(200);
    expect(
      await sql(
        "select id from newsletter_subscriptions where email in ('bot@example.com', 'formbot@example.com')",
      ),
    ).toEqual([]);
    expect(
      await sql("select id from mail_outbox where to_address in ('bot@example.com', 'formbot@example.com')"),
    ).toEqual([]);
  });

  it('the forms carry it hidden from people and screen readers', async () => {
    const home = (await client.get('/')).body as string;
    const hidden =
      /<div class="absolute -left-\[9999px\][^"]*" aria-hidden="true"><label for="newsletter-website">[^<]+<\/label><input ([^>]+)\/><\/div>/.exec(
        home,
      );
    expect(hidden).not.toBeNull();
    expect(hidden![1]).toContain('name="website"');
    expect(hidden![1]).toContain('tabindex="-1"');
    expect(hidden![1]).toContain('type="text"');
  });
});

describe('outbox cron route', () => {
  it('needs the cron secret', async () => {
    expect((await client.get('/api/cron/outbox')).status).toBe(401);
    expect(
      (await client.request('GET', '/api/cron/outbox', undefined, { authorization: 'Bearer wrong' })).status,
    ).toBe(401);
  });

  it('drains the outbox when Vercel Cron calls it', async () => {
    const res = await client.request('GET', '/api/cron/outbox', undefined, {
      authorization: 'Bearer cron-test-secret',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ smtpConfigured: true, sent: expect.any(Number), failed: 0 });
    expect(await sql("select id from mail_outbox where status != 'sent'")).toEqual([]);
  });
});
