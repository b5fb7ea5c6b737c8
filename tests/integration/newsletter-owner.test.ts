/**
 * The newsletter as the owner runs it (CONTRACT.md §17), through the built site and a
 * real SMTP receiver: a scheduled issue goes out once when its time comes, whichever due
 * checks run; the preview is the mail itself; a plain list of addresses imports as
 * confirmed with consent; an export, formula guards and all, imports back as itself, even
 * 100,000 addresses, while the site keeps answering other visitors within 100 ms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { ensureAdmin } from '../../scripts/admin-create';
import * as s from '../../db/schema';
import { send, signIn } from '../support/admin-http';
import { startTestSite, type TestSite } from '../support/site';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';

const ADMIN = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';
const CRON = 'cron-test-secret';

let site: TestSite;
let smtp: SmtpReceiver;
let cookie: string;
const admin = (path: string, method = 'GET', body?: unknown, headers?: Record<string, string>) =>
  send(site.url, path, { method, body, cookie, headers });
const cron = () => send(site.url, '/api/cron/publish-due', { headers: { authorization: `Bearer ${CRON}` } });
const sql = async (query: string) =>
  (await site.data.db.$client.execute(query)).rows as Record<string, unknown>[];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  site = await startTestSite({
    SMTP_URL: smtp.url,
    CRON_SECRET: CRON,
    MAIL_RATE_PER_MINUTE: '6000',
    OWNER_EMAIL: 'owner@example.test',
  });
  await ensureAdmin(site.data.db, ADMIN, PASSWORD);
  await site.data.db
    .insert(s.newsletterSubscriptions)
    .values(
      Array.from({ length: 12 }, (_, i) => ({ email: `fan${i}@example.test`, status: 'confirmed' as const })),
    );
  cookie = await signIn(site.url, ADMIN, PASSWORD);
});
afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a scheduled issue', () => {
  it('is refused for a time gone by (400) and accepted ahead (202), then goes out once at its time', async () => {
    const created = await admin('/api/admin/newsletter/issues', 'POST', {
      subject: 'Scheduled news',
      content: '# Hello\n\nOn time.',
    });
    const { id } = created.json();
    const past = await admin(`/api/admin/newsletter/issues/${id}/schedule`, 'POST', {
      sendAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.json().errors.sendAt).toEqual(['Choose a time in the future']);
    expect(
      (await admin(`/api/admin/newsletter/issues/${id}/schedule`, 'POST', { sendAt: 'soon' })).status,
    ).toBe(400);

    const sendAt = new Date(Date.now() + 2_500);
    const scheduled = await admin(`/api/admin/newsletter/issues/${id}/schedule`, 'POST', {
      sendAt: sendAt.toISOString(),
    });
    expect(scheduled.status).toBe(202);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: sendAt.toISOString() });
    // Still editable while it waits.
    expect(
      (await admin(`/api/admin/newsletter/issues/${id}`, 'PATCH', { content: '# Hello\n\nOn time!' })).status,
    ).toBe(200);

    expect((await cron()).json()).toMatchObject({ issuesSent: [] });
    expect(await sql(`select count(*) as n from mail_outbox where issue_id = ${id}`)).toEqual([{ n: 0 }]);

    await new Promise((r) => setTimeout(r, sendAt.getTime() - Date.now() + 100));
    // Several checks at once (npm start's timer, Vercel Cron): the issue goes out once.
    const answers = await Promise.all([cron(), cron(), cron()]);
    expect(answers.flatMap((a) => a.json().issuesSent)).toEqual([id]);
    await until(() => smtp.mails.filter((m) => m.subject === 'Scheduled news').length >= 12);
    await new Promise((r) => setTimeout(r, 500));
    const mails = smtp.mails.filter((m) => m.subject === 'Scheduled news');
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(12);

    const issue = (await admin(`/api/admin/newsletter/issues/${id}`)).json();
    expect(issue).toMatchObject({ status: 'sent', recipients: 12 });
    await until(async () => (await admin(`/api/admin/newsletter/issues/${id}`)).json().delivery.sent === 12);
    // Sent: it can no longer be scheduled, nor changed.
    expect(
      (
        await admin(`/api/admin/newsletter/issues/${id}/schedule`, 'POST', {
          sendAt: new Date(Date.now() + 60_000).toISOString(),
        })
      ).status,
    ).toBe(409);
    expect((await admin(`/api/admin/newsletter/issues/${id}/schedule`, 'DELETE')).status).toBe(409);
  });

  it('taken off the schedule, it stays a draft and nothing goes out', async () => {
    const { id } = (
      await admin('/api/admin/newsletter/issues', 'POST', { subject: 'Not yet', content: 'Later.' })
    ).json();
    await admin(`/api/admin/newsletter/issues/${id}/schedule`, 'POST', {
      sendAt: new Date(Date.now() + 1_000).toISOString(),
    });
    const back = await admin(`/api/admin/newsletter/issues/${id}/schedule`, 'DELETE');
    expect(back.json()).toMatchObject({ status: 'draft', scheduledAt: null });
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await cron()).json().issuesSent).toEqual([]);
    expect((await admin('/api/admin/newsletter/issues/999999/schedule', 'DELETE')).status).toBe(404);
  });
});

describe('the preview', () => {
  it('is the mail itself: the layout, styled inline, with no <style> for a CSP to block', async () => {
    const preview = (
      await admin('/api/admin/newsletter/preview', 'POST', {
        subject: 'Hi',
        content: '# Big news\n\n[Blog](/blog)',
      })
    ).json();
    expect(preview.html).not.toMatch(/<style|<script|<link/i);
    expect(preview.html).toMatch(/<h1 style="[^"]*color:#4a1d5c">Big news<\/h1>/);
    expect(preview.html).toContain('Kendra Lane · Write Bold. Live Loud. Be Fabulous.');
    expect(preview.text).toContain('Big news');
  });
});

describe('importing subscribers', () => {
  const importCsv = (csv: string, query = '') =>
    admin(`/api/admin/newsletter-subscribers/import${query}`, 'POST', csv, { 'content-type': 'text/csv' });
  const statusOf = async (email: string) =>
    (await sql(`select status from newsletter_subscriptions where email = '${email}'`))[0]?.status;

  it('a plain list of addresses: refused without consent, confirmed with it', async () => {
    const list = 'email\nlist1@example.com\nlist2@example.com\n';
    const refused = await importCsv(list);
    expect(refused.status).toBe(400);
    expect(refused.json().message).toMatch(/no status column/);
    const noHeader = await importCsv('list3@example.com\r\nlist4@example.com\r\n', '?consented=true');
    expect(noHeader.json()).toEqual({ added: 2, updated: 0, errors: [] });
    expect((await importCsv(list, '?consented=true')).json()).toEqual({ added: 2, updated: 0, errors: [] });
    for (const n of [1, 2, 3, 4]) expect(await statusOf(`list${n}@example.com`)).toBe('confirmed');
  });

  it('an export imports back as itself: formula guards taken off, nobody added twice', async () => {
    await sql(
      "insert into newsletter_subscriptions (email, status) values ('+plus@example.com', 'confirmed'), ('-dash@example.com', 'unsubscribed')",
    );
    const exported = await admin('/api/admin/newsletter-subscribers?format=csv');
    expect(exported.text).toContain("'+plus@example.com");
    const before = await sql('select count(*) as n from newsletter_subscriptions');
    const again = await importCsv(exported.text);
    expect(again.json().errors).toEqual([]);
    expect(again.json().added).toBe(0);
    expect(await sql('select count(*) as n from newsletter_subscriptions')).toEqual(before);
    expect(await statusOf('+plus@example.com')).toBe('confirmed');
    expect(await statusOf('-dash@example.com')).toBe('unsubscribed');
  });

  it('a line with an unclosed quote is reported, and the good rows after it are kept', async () => {
    const answer = await importCsv(
      'email,status\nq1@example.com,confirmed\n"q2@example.com,confirmed\nq3@example.com,pending\n',
    );
    expect(answer.json()).toEqual({
      added: 2,
      updated: 0,
      errors: [{ line: 3, message: expect.stringMatching(/Quote Not Closed/) }],
    });
    expect(await statusOf('q3@example.com')).toBe('pending');
  });

  it('100,000 exported addresses import again, while other visitors are answered within 100 ms', async () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `('big${i}@example.com', 'confirmed')`);
    for (let i = 0; i < values.length; i += 5_000)
      await sql(
        `insert into newsletter_subscriptions (email, status) values ${values.slice(i, i + 5_000).join(',')}`,
      );
    const exported = await admin('/api/admin/newsletter-subscribers?format=csv');
    expect(exported.text.length).toBeGreaterThan(5 * 1024 * 1024);
    await sql("delete from newsletter_subscriptions where email like 'big%'");

    // A visitor loads a page again and again: first while nothing else runs (how fast this
    // machine answers at all), then while the import runs.
    const visit = async (latencies: number[], done: () => boolean) => {
      while (!done()) {
        const started = performance.now();
        await new Promise<void>((finish, fail) =>
          httpRequest(new URL('/about', site.url), (res) => res.resume().on('end', () => finish()))
            .on('error', fail)
            .end(),
        );
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const quiet: number[] = [];
    const quietUntil = Date.now() + 10_000;
    await visit(quiet, () => Date.now() > quietUntil);
    const latencies: number[] = [];
    let importing = true;
    const visitor = visit(latencies, () => !importing);
    const started = Date.now();
    const answer = await importCsv(exported.text);
    importing = false;
    await visitor;
    expect(answer.status).toBe(200);
    expect(answer.json().errors).toEqual([]);
    expect(answer.json().added).toBe(100_000);
    expect(await sql("select count(*) as n from newsletter_subscriptions where email like 'big%'")).toEqual([
      { n: 100_000 },
    ]);
    const p = (list: number[], share: number) =>
      [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * share))]!;
    console.log(
      `100,000-row import: ${Date.now() - started} ms; ${latencies.length} page loads meanwhile: ` +
        `median ${Math.round(p(latencies, 0.5))} ms, p95 ${Math.round(p(latencies, 0.95))} ms, slowest ${Math.round(Math.max(...latencies))} ms ` +
        `(with nothing else running: median ${Math.round(p(quiet, 0.5))} ms, p95 ${Math.round(p(quiet, 0.95))} ms, slowest ${Math.round(Math.max(...quiet))} ms)`,
    );
    expect(latencies.length).toBeGreaterThan(5);
    // Within 100 ms beyond what this machine takes anyway: a shared CI machine stalls every
    // process now and then, so the bar is set on the 95th percentile, beside the same
    // percentile with nothing else running (each of the import's slices is ~20 ms).
    expect(p(latencies, 0.5)).toBeLessThan(100 + p(quiet, 0.5));
    expect(p(latencies, 0.95)).toBeLessThan(100 + p(quiet, 0.95));
  }, 180_000);
});
