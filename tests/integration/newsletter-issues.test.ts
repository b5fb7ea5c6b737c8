/**
 * Newsletter issues through the built site, delivered over real SMTP to a receiver on
 * loopback: drafts, the owner's test, sending once (even for two concurrent calls), a
 * recipient who unsubscribes mid-send, SMTP down for part of a send, the import and export.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../../db/schema';
import { adminSession, send } from '../support/admin-http';
import { startMailSite, type MailSite } from '../support/site-services';
import type { SmtpReceiver } from '../support/smtp-receiver';
import { unsubscribeTokenWith } from '../../src/features/newsletter/tokens';

const EMAIL = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';
const OWNER = 'owner@example.test';
/** The test site's SESSION_SECRET (tests/support/site.ts). */
const SECRET = 'test-session-secret-0123456789abcdef';

interface Rig {
  site: MailSite;
  smtp: SmtpReceiver;
  cookie: string;
  call(
    path: string,
    options?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): ReturnType<typeof send>;
  sql(query: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/** A site with its own database and SMTP receiver, an admin signed in, and `confirmed` confirmed subscribers. */
async function rig(ratePerMinute: number, confirmed: number): Promise<Rig> {
  const site = await startMailSite({
    MAIL_FROM: 'Kendra Lane <hello@example.test>',
    OWNER_EMAIL: OWNER,
    MAIL_RATE_PER_MINUTE: String(ratePerMinute),
    CRON_SECRET: 'cron-test-secret',
  });
  await site.data.db.insert(s.newsletterSubscriptions).values([
    ...Array.from({ length: confirmed }, (_, i) => ({
      email: `reader${String(i).padStart(3, '0')}@example.test`,
      status: 'confirmed' as const,
    })),
    { email: 'pending@example.test', status: 'pending' as const },
    { email: 'gone@example.test', status: 'unsubscribed' as const, unsubscribedAt: new Date() },
  ]);
  const cookie = await adminSession(site, EMAIL, PASSWORD);
  return {
    site,
    smtp: site.smtp,
    cookie,
    call: (path, options = {}) => send(site.url, path, { ...options, cookie }),
    sql: async (query) => (await site.data.db.$client.execute(query)).rows as Record<string, unknown>[],
    stop: () => site.stop(),
  };
}

/** Polls `check` every 50 ms until it holds. */
const until = (check: () => Promise<boolean> | boolean, timeout = 20_000) =>
  vi.waitUntil(check, { timeout, interval: 50 });

const issueMails = (smtp: SmtpReceiver, subject: string) => smtp.mails.filter((m) => m.subject === subject);
const perRecipient = (smtp: SmtpReceiver, subject: string) => {
  const counts = new Map<string, number>();
  for (const m of issueMails(smtp, subject)) counts.set(m.to[0]!, (counts.get(m.to[0]!) ?? 0) + 1);
  return counts;
};

describe('writing, testing and sending an issue', () => {
  let r: Rig;
  let id: number;
  beforeAll(async () => {
    r = await rig(6000, 25);
  });
  afterAll(() => r.stop());

  it('creates a draft (201) and edits it while a draft; bad input is a 400', async () => {
    const created = await r.call('/api/admin/newsletter/issues', {
      method: 'POST',
      body: { subject: 'Draft subject', content: '# Hi\n\nFirst words.', status: 'sent', id: 99 },
    });
    expect(created.status).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({ status: 'draft', subject: 'Draft subject', sentAt: null });
    const edited = await r.call(`/api/admin/newsletter/issues/${id}`, {
      method: 'PATCH',
      body: {
        subject: 'Issue #3: bold moves',
        content: '# Bold moves\n\nRead [the blog](/blog).\n\n<script>alert(1)</script>',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json().subject).toBe('Issue #3: bold moves');
    expect(
      (await r.call('/api/admin/newsletter/issues', { method: 'POST', body: { subject: '' } })).status,
    ).toBe(400);
    expect(
      (await r.call('/api/admin/newsletter/issues/9999', { method: 'PATCH', body: { subject: 'x' } })).status,
    ).toBe(404);
    expect((await send(r.site.url, '/api/admin/newsletter/issues')).status).toBe(401);
  });

  it('previews the mail as the server renders it, sanitized', async () => {
    const preview = await r.call('/api/admin/newsletter/preview', {
      method: 'POST',
      body: { subject: 'P', content: 'Hello <script>alert(1)</script> [x](javascript:alert(1))' },
    });
    expect(preview.status).toBe(200);
    expect(preview.json().html).not.toMatch(/<script|javascript:/);
    expect(preview.json().text).toContain('Hello');
  });

  it('sends a test to OWNER_EMAIL only (202), as subscribers will see it', async () => {
    const test = await r.call(`/api/admin/newsletter/issues/${id}/test`, { method: 'POST' });
    expect(test.status).toBe(202);
    await until(() => r.smtp.mails.some((m) => m.subject === '[Test] Issue #3: bold moves'));
    const mail = r.smtp.mails.find((m) => m.subject === '[Test] Issue #3: bold moves')!;
    expect(mail.to).toEqual([OWNER]);
    expect(mail.raw).not.toContain('<script');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await r.sql("select count(*) as n from newsletter_issues where status = 'sent'"))[0]!.n).toBe(2); // the seeded ones
  });

  it('two concurrent sends: one 202, one 409, one row per confirmed subscriber', async () => {
    const [a, b] = await Promise.all([
      r.call(`/api/admin/newsletter/issues/${id}/send`, { method: 'POST' }),
      r.call(`/api/admin/newsletter/issues/${id}/send`, { method: 'POST' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const ok = a.status === 202 ? a : b;
    expect(ok.json()).toMatchObject({ id, status: 'sent', recipients: 25 });
    const rows = await r.sql(`select to_address from mail_outbox where issue_id = ${id}`);
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.to_address)).size).toBe(25);
    expect((await r.call(`/api/admin/newsletter/issues/${id}/send`, { method: 'POST' })).status).toBe(409);
    expect(
      (await r.call(`/api/admin/newsletter/issues/${id}`, { method: 'PATCH', body: { subject: 'late' } }))
        .status,
    ).toBe(409);
    expect(await r.sql(`select count(*) as n from mail_outbox where issue_id = ${id}`)).toEqual([{ n: 25 }]);
    // The archive is published.
    expect((await r.sql("select value from site_state where key like '%requested%'")).length).toBeGreaterThan(
      0,
    );
  });

  it('every confirmed subscriber gets exactly one mail with their own one-click unsubscribe and a text part; no one else does', async () => {
    await until(() => issueMails(r.smtp, 'Issue #3: bold moves').length >= 25);
    await new Promise((res) => setTimeout(res, 300));
    const counts = perRecipient(r.smtp, 'Issue #3: bold moves');
    expect(counts.size).toBe(25);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has('pending@example.test') || counts.has('gone@example.test')).toBe(false);
    const mail = issueMails(r.smtp, 'Issue #3: bold moves')[0]!;
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:4321\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).not.toContain('<script');
    const view = await r.call(`/api/admin/newsletter/issues/${id}`);
    expect(view.json().delivery).toEqual({ queued: 0, sent: 25, failed: 0, cancelled: 0 });

    // RFC 8058: the mail client's one-click POST to the header's URL unsubscribes that recipient.
    const url = /<([^>]+)>/
      .exec(mail.headers['list-unsubscribe']!)![1]!
      .replace('http://localhost:4321', r.site.url);
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await r.sql(`select status from newsletter_subscriptions where email = '${mail.to[0]}'`)).toEqual([
      { status: 'unsubscribed' },
    ]);
  });

  it('imports a CSV keeping each state, reporting bad rows by line, and exports the same columns', async () => {
    const csv = [
      'email,status,created_at',
      'imported1@example.test,confirmed,2024-01-02T03:04:05.000Z',
      'not-an-address,confirmed,',
      'imported2@example.test,pending,',
      'reader000@example.test,unsubscribed,',
      'imported3@example.test,maybe,',
    ].join('\r\n');
    const answer = await r.call('/api/admin/newsletter-subscribers/import', {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      added: 2,
      updated: 1,
      errors: [
        { line: 3, message: expect.stringMatching(/^email:/) },
        { line: 6, message: expect.stringMatching(/^status:/) },
      ],
    });
    expect(
      await r.sql(
        "select email, status from newsletter_subscriptions where email in ('imported1@example.test','imported2@example.test','reader000@example.test') order by email",
      ),
    ).toEqual([
      { email: 'imported1@example.test', status: 'confirmed' },
      { email: 'imported2@example.test', status: 'pending' },
      { email: 'reader000@example.test', status: 'unsubscribed' },
    ]);
    expect(await r.sql("select id from mail_outbox where to_address like 'imported%'")).toEqual([]);
    expect(
      (await r.call('/api/admin/newsletter-subscribers/import', { method: 'POST', body: csv })).status,
    ).toBe(400); // JSON content type: not a CSV
    const exported = await r.call('/api/admin/newsletter-subscribers?format=csv');
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,created_at');
    expect(lines).toContain('imported1@example.test,confirmed,2024-01-02T03:04:05.000Z');
    // The export imports back unchanged.
    const again = await r.call('/api/admin/newsletter-subscribers/import', {
      method: 'POST',
      body: exported.text,
      headers: { 'content-type': 'text/csv' },
    });
    expect(again.json()).toMatchObject({ added: 0, errors: [] });
  });
});

// Each case has a site and SMTP receiver of its own and waits on the send rate: they run side by side.
describe.concurrent('while an issue sends', () => {
  it('a recipient who unsubscribes mid-send gets no further mail', async () => {
    // 60 a minute: 6 mails per 6 s window, so the send takes a few windows.
    const r = await rig(60, 14);
    try {
      const { id } = (
        await r.call('/api/admin/newsletter/issues', {
          method: 'POST',
          body: { subject: 'Midway', content: 'Hello' },
        })
      ).json();
      expect((await r.call(`/api/admin/newsletter/issues/${id}/send`, { method: 'POST' })).status).toBe(202);
      await until(() => issueMails(r.smtp, 'Midway').length >= 1);
      // The last recipient in line leaves while the first window goes out.
      const leaving = 'reader013@example.test';
      const token = unsubscribeTokenWith(SECRET, leaving);
      const oneClick = await fetch(
        `${r.site.url}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        },
      );
      expect(oneClick.status).toBe(200);
      expect(issueMails(r.smtp, 'Midway').length).toBeLessThan(14);
      await until(
        async () =>
          Number(
            (
              await r.sql(
                `select count(*) as n from mail_outbox where issue_id = ${id} and status = 'pending'`,
              )
            )[0]!.n,
          ) === 0,
        40_000,
      );
      const counts = perRecipient(r.smtp, 'Midway');
      expect(counts.has(leaving)).toBe(false);
      expect(counts.size).toBe(13);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect((await r.call(`/api/admin/newsletter/issues/${id}`)).json().delivery).toEqual({
        queued: 0,
        sent: 13,
        failed: 0,
        cancelled: 1,
      });
    } finally {
      await r.stop();
    }
  }, 60_000);

  it('SMTP down for part of a send, then up: every confirmed subscriber gets exactly one mail', async () => {
    // 120 a minute: 12 mails per 6 s window. The receiver goes down after the first window.
    const r = await rig(120, 20);
    try {
      const { id } = (
        await r.call('/api/admin/newsletter/issues', {
          method: 'POST',
          body: { subject: 'Outage', content: 'Hello' },
        })
      ).json();
      expect((await r.call(`/api/admin/newsletter/issues/${id}/send`, { method: 'POST' })).status).toBe(202);
      await until(() => issueMails(r.smtp, 'Outage').length >= 12);
      await r.smtp.down();
      // The next window's sends fail and wait for their retry.
      await until(
        async () =>
          Number(
            (
              await r.sql(
                `select count(*) as n from mail_outbox where issue_id = ${id} and last_error is not null`,
              )
            )[0]!.n,
          ) > 0,
        20_000,
      );
      await r.smtp.up();
      // Let the retries fall due now (instead of 30 s on), then the cron route drains.
      await r.sql(
        `update mail_outbox set next_attempt_at = ${Date.now()} where issue_id = ${id} and status = 'pending'`,
      );
      await until(async () => {
        await send(r.site.url, '/api/cron/outbox', { headers: { authorization: 'Bearer cron-test-secret' } });
        return (
          Number(
            (
              await r.sql(`select count(*) as n from mail_outbox where issue_id = ${id} and status = 'sent'`)
            )[0]!.n,
          ) === 20
        );
      }, 40_000);
      await new Promise((res) => setTimeout(res, 500));
      const counts = perRecipient(r.smtp, 'Outage');
      expect(counts.size).toBe(20);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const failedOnce = await r.sql(
        `select count(*) as n from mail_outbox where issue_id = ${id} and attempts > 1`,
      );
      expect(Number(failedOnce[0]!.n)).toBeGreaterThan(0);
    } finally {
      await r.stop();
    }
  }, 90_000);
});
