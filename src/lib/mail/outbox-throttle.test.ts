/**
 * The sender's MAIL_RATE_PER_MINUTE window, its order (single mails before an issue's
 * bulk rows) and the send-time step that builds each issue mail or cancels it, against a
 * real SMTP receiver on loopback and a real database file. The clock is injected: a
 * throttled drain "sleeps" by moving it on.
 */
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribe, confirmSubscription, unsubscribe } from '~/features/newsletter/subscriptions.queries';
import { createIssue, sendIssue } from '~/features/newsletter/issues.queries';
import { queueMail } from './outbox.queries';
import { allMail } from '~tests/support/outbox';
import { mailOutbox } from '~db/schema';
import { ISSUE_MAIL_KIND, issueMailPreparer } from '~/features/newsletter/issue-mail';
import { emailFromUnsubscribeTokenWith } from '~/features/newsletter/tokens';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { startSmtpReceiver, type SmtpReceiver } from '~tests/support/smtp-receiver';
import { drainOutbox, sendWindow } from './outbox-sender';

let data: TestDatabase;
let receiver: SmtpReceiver;

beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
  receiver = await startSmtpReceiver();
});
afterEach(async () => {
  await receiver.stop();
  data.cleanup();
});

const from = 'Kendra Lane <hello@example.test>';
const SECRET = 'throttle-test-secret';
const SITE = 'https://kendra.example';

/** A transport to the receiver that notes the (injected) time of every send. */
function timedTransport(clock: () => number) {
  const real = nodemailer.createTransport({ url: receiver.url });
  const times: number[] = [];
  return {
    times,
    sendMail: async (mail: Parameters<typeof real.sendMail>[0]) => {
      times.push(clock());
      return real.sendMail(mail);
    },
  };
}

async function queue(count: number, issueId: number | null = null) {
  for (let i = 0; i < count; i++)
    await data.db.insert(mailOutbox).values({
      kind: issueId ? ISSUE_MAIL_KIND : 'test',
      to: `reader${i}@example.test`,
      subject: `Mail ${i}`,
      text: `Body ${i}`,
      issueId,
    });
}

describe('sendWindow', () => {
  it.each([
    [60, { ms: 6000, max: 6 }],
    [600, { ms: 6000, max: 60 }],
    [1, { ms: 60000, max: 1 }],
    [4, { ms: 15000, max: 1 }],
  ])('%i a minute -> %o', (rate, window) => expect(sendWindow(rate)).toEqual(window));
});

describe('MAIL_RATE_PER_MINUTE', () => {
  it('sends at the configured rate and no faster, every mail once', async () => {
    await queue(30);
    let clock = Date.now() + 1000;
    const start = clock;
    const transport = timedTransport(() => clock);
    const result = await drainOutbox(data.db, {
      transport,
      from,
      now: () => clock,
      ratePerMinute: 60,
      sleep: async (ms) => void (clock += ms),
    });
    expect(result).toEqual({ sent: 30, failed: 0 });
    expect(receiver.mails).toHaveLength(30);
    expect(new Set(receiver.mails.map((m) => m.to[0])).size).toBe(30);
    // 6 per 6 s window: 30 mails take at least 24 s, and no 6 s (or 60 s) holds more than its share.
    expect(Math.max(...transport.times) - start).toBeGreaterThanOrEqual(24_000);
    for (const t of transport.times) {
      expect(transport.times.filter((u) => u >= t && u < t + 6000).length).toBeLessThanOrEqual(6);
      expect(transport.times.filter((u) => u >= t && u < t + 60_000).length).toBeLessThanOrEqual(60);
    }
  });

  it('holds across senders: two drains at once share one rate', async () => {
    await queue(24);
    let clock = Date.now() + 1000;
    const transport = timedTransport(() => clock);
    const options = {
      transport,
      from,
      now: () => clock,
      ratePerMinute: 60,
      sleep: async (ms: number) => {
        await new Promise((r) => setTimeout(r, 5));
        clock += ms / 2; // two sleepers move the one clock
      },
    };
    const [a, b] = await Promise.all([drainOutbox(data.db, options), drainOutbox(data.db, options)]);
    expect(a.sent + b.sent).toBe(24);
    expect(receiver.mails).toHaveLength(24);
    for (const t of transport.times)
      expect(transport.times.filter((u) => u >= t && u < t + 6000).length).toBeLessThanOrEqual(6);
  });

  it('sends single mails (a confirmation, an order) before an issue bulk', async () => {
    const issue = await createIssue(data.db, { subject: 'Issue', content: 'Hello' });
    await queue(10, issue.id);
    await queueMail(data.db, { kind: 'contact', to: 'owner@example.test', subject: 'Urgent', text: 'Hi' });
    let clock = Date.now();
    await drainOutbox(data.db, {
      transport: nodemailer.createTransport({ url: receiver.url }),
      from,
      now: () => clock,
      ratePerMinute: 1,
      deadline: clock + 1, // one window's worth, then stop
      sleep: async (ms) => void (clock += ms),
      prepare: async (mail) => ({ ...mail, text: 'built' }),
    });
    expect(receiver.mails.map((m) => m.subject)).toEqual(['Urgent']);
  });
});

describe('issue mails built at send time', () => {
  async function confirmed(email: string) {
    await subscribe(data.db, email, { kind: 'newsletter-confirm', to: email, subject: 'c', text: 'c' });
    await confirmSubscription(data.db, email, {
      kind: 'newsletter-welcome',
      to: email,
      subject: 'w',
      text: 'w',
    });
  }

  it('each recipient gets the issue with their own one-click unsubscribe, in HTML and plain text; one who left gets nothing', async () => {
    for (const who of ['ada', 'bo', 'cy']) await confirmed(`${who}@example.test`);
    await data.db.delete(mailOutbox);
    const issue = await createIssue(data.db, {
      subject: 'News #1',
      content: '# Hello\n\nRead [the blog](/blog).',
    });
    expect(await sendIssue(data.db, issue.id, ISSUE_MAIL_KIND)).toMatchObject({
      status: 'sent',
      recipients: 3,
    });
    await unsubscribe(data.db, 'bo@example.test');

    const prepare = issueMailPreparer({ db: () => data.db, siteUrl: SITE, secret: SECRET });
    const result = await drainOutbox(data.db, {
      transport: nodemailer.createTransport({ url: receiver.url }),
      from,
      prepare,
    });
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(receiver.mails.map((m) => m.to[0]).sort()).toEqual(['ada@example.test', 'cy@example.test']);
    for (const mail of receiver.mails) {
      expect(mail.subject).toBe('News #1');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const token = decodeURIComponent(/token=([^>\s]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!);
      expect(emailFromUnsubscribeTokenWith(SECRET, token)).toBe(mail.to[0]);
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(mail.raw).toContain('Content-Type: text/plain');
      expect(mail.raw).toContain('Content-Type: text/html');
      expect(mail.raw).toContain('https://kendra.example/blog');
      expect(mail.raw).toContain('/newsletter/unsubscribe?token=');
    }
    const rows = await allMail(data.db);
    expect(rows.find((r) => r.to === 'bo@example.test')).toMatchObject({ status: 'cancelled', attempts: 1 });
  });

  it('a sender that cannot build issue mails never sends one without its body', async () => {
    const issue = await createIssue(data.db, { subject: 'News', content: 'Hi' });
    await queue(2, issue.id);
    const result = await drainOutbox(data.db, {
      transport: nodemailer.createTransport({ url: receiver.url }),
      from,
    });
    expect(result).toEqual({ sent: 0, failed: 2 });
    expect(receiver.mails).toHaveLength(0);
    expect((await allMail(data.db)).every((r) => r.status === 'pending')).toBe(true);
  });
});
