/** Newsletter: subscribe once per address, the welcome mail over real SMTP, the free guide and unsubscribing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;
let smtp: SmtpReceiver;
let client: VisitorClient;

const WELCOME = 'Welcome to the Fabulous Readers Club!';
const sql = async (query: string, args: (string | number)[] = []) =>
  (await site.data.db.$client.execute({ sql: query, args })).rows;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  site = await startTestSite({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Kendra Lane <hello@example.test>',
    RATE_LIMIT_MULTIPLIER: '20',
    CRON_SECRET: 'cron-test-secret',
  });
  client = new VisitorClient(site.url);
});
afterAll(async () => {
  await site.stop();
  await smtp.stop();
});

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address lower-cased and trimmed: 201 with the message', async () => {
    const res = await client.post('/api/newsletter/subscribe', { email: '  New.Reader@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: WELCOME,
      email: 'new.reader@example.com',
      id: expect.any(Number),
    });
    expect(
      await sql("select email from newsletter_subscriptions where email like 'new.reader%'"),
    ).toHaveLength(1);
  });

  it('queues the welcome mail with the same commit and delivers it once over SMTP', async () => {
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['new.reader@example.com']);
    expect(mail!.subject).toBe(WELCOME);
    expect(mail!.raw).toContain('http://localhost:4321/free-guide');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:4321\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await expect
      .poll(async () =>
        (
          await sql("select status, attempts from mail_outbox where to_address = 'new.reader@example.com'")
        ).map((r) => [r.status, r.attempts]),
      )
      .toEqual([['sent', 1]]);
  });

  it('subscribing again answers 200 with the same message and stores no second row or mail', async () => {
    const res = await client.post('/api/newsletter/subscribe', { email: 'NEW.reader@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(WELCOME);
    expect(
      await sql("select id from newsletter_subscriptions where email = 'new.reader@example.com'"),
    ).toHaveLength(1);
    expect(await sql("select id from mail_outbox where to_address = 'new.reader@example.com'")).toHaveLength(
      1,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.to[0] === 'new.reader@example.com')).toHaveLength(1);
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
    const mails = await smtp.waitFor(3);
    const mail = mails.find((m) => m.to[0] === 'leaving@example.com')!;
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
      await sql("select unsubscribed_at from newsletter_subscriptions where email = 'leaving@example.com'"),
    ).toEqual([expect.objectContaining({ unsubscribed_at: null })]);
  });

  it("a mail client's RFC 8058 one-click POST (no Origin) unsubscribes", async () => {
    const res = await fetch(`${site.url}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [row] = await sql(
      "select unsubscribed_at from newsletter_subscriptions where email = 'leaving@example.com'",
    );
    expect(row!.unsubscribed_at).not.toBeNull();
  });

  it("the page's button unsubscribes and shows the confirmation; subscribing again resubscribes without a second welcome", async () => {
    const res = await client.post('/api/newsletter/unsubscribe', new URLSearchParams({ token }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribed');
    expect((await client.get('/newsletter/unsubscribed')).body).toContain(
      "You're unsubscribed".replace("'", '&#39;'),
    );
    const back = await client.post('/api/newsletter/subscribe', { email: 'leaving@example.com' });
    expect(back.status).toBe(200);
    const [row] = await sql(
      "select unsubscribed_at from newsletter_subscriptions where email = 'leaving@example.com'",
    );
    expect(row!.unsubscribed_at).toBeNull();
    expect(await sql("select id from mail_outbox where to_address = 'leaving@example.com'")).toHaveLength(1);
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
