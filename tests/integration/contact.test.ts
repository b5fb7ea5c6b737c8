/** POST /api/contact: stored with the owner's notification in one commit, delivered over SMTP; bad and hostile input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSite, type MailSite } from '../support/site-services';
import type { SmtpReceiver } from '../support/smtp-receiver';
import { mailHtml, mailText } from '../support/mail-text';
import { VisitorClient } from '../support/visitor-client';

let site: MailSite;
let smtp: SmtpReceiver;
let client: VisitorClient;
const good = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  subject: 'Book club visit',
  message: 'Would you visit our book club?',
};
const sql = async (query: string) => (await site.data.db.$client.execute(query)).rows;

beforeAll(async () => {
  site = await startMailSite({ OWNER_EMAIL: 'owner@example.test', RATE_LIMIT_MULTIPLIER: '20' });
  smtp = site.smtp;
  client = new VisitorClient(site.url);
});
afterAll(() => site?.stop());

describe('POST /api/contact', () => {
  it('stores the message (201 with the record) and notifies the owner once', async () => {
    const res = await client.post('/api/contact', { ...good, id: 777, createdAt: '1990-01-01' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...good, id: expect.any(Number) });
    expect(res.body.id).not.toBe(777);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['owner@example.test']);
    expect(mail!.subject).toContain('Book club visit');
    expect(mail!.headers['reply-to']).toContain('ada@example.com');
    expect(mailText(mail!)).toContain('Would you visit our book club?');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(1);
    await expect
      .poll(async () =>
        (await sql("select status from mail_outbox where kind = 'contact'")).map((r) => r.status),
      )
      .toEqual(['sent']);
  });

  it('stores markup as plain text, and mails it as text, never as HTML', async () => {
    const hostile = { ...good, name: '<img src=x onerror=alert(1)>', message: '<script>alert("x")</script>' };
    const res = await client.post('/api/contact', hostile);
    expect(res.status).toBe(201);
    const [row] = await sql(`select name, message from contact_messages where id = ${res.body.id}`);
    expect(row).toMatchObject({ name: hostile.name, message: hostile.message });
    const mails = await smtp.waitFor(2);
    expect(mails[1]!.headers['content-type']).toMatch(/^multipart\/alternative/);
    const html = mailHtml(mails[1]!);
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it.each([
    ['name', { ...good, name: '' }],
    ['email', { ...good, email: 'not-an-email' }],
    ['subject', { ...good, subject: '   ' }],
    ['message', { ...good, message: '' }],
    ['message', { ...good, message: 'x'.repeat(5001) }],
    ['email', { name: 'a', subject: 'b', message: 'c' }],
  ])('refuses a bad %s with 400 and that field error', async (field, body) => {
    const res = await client.post('/api/contact', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('refuses malformed JSON (400) and a body over 64 KiB (413)', async () => {
    expect((await client.post('/api/contact', 'nope', { 'content-type': 'application/json' })).status).toBe(
      400,
    );
    expect((await client.post('/api/contact', { ...good, message: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('a filled honeypot looks like success to the bot but stores and sends nothing', async () => {
    const before = (await sql('select count(*) as n from contact_messages'))[0]!.n;
    const res = await client.post('/api/contact', {
      ...good,
      subject: 'Cheap pills',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    expect((await sql('select count(*) as n from contact_messages'))[0]!.n).toBe(before);
    expect(await sql("select id from mail_outbox where subject like '%Cheap pills%'")).toEqual([]);
  });

  it('works as a plain HTML form post: 303 to the sent page, or to the error page', async () => {
    const ok = await client.post('/api/contact', new URLSearchParams({ ...good, subject: 'From a form' }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/contact/sent');
    expect(await sql("select id from contact_messages where subject = 'From a form'")).toHaveLength(1);
    const bad = await client.post('/api/contact', new URLSearchParams({ ...good, email: 'a@b' }));
    expect(bad.headers.get('location')).toBe('/contact/error?reason=invalid');
    const page = await client.get('/contact/error?reason=invalid');
    expect(page.body).toContain('Failed to send message');
  });

  it('refuses a cross-site form post', async () => {
    const res = await client.post('/api/contact', new URLSearchParams(good), {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
  });
});
