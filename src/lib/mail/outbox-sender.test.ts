/** The outbox sender against a real SMTP server on loopback and a real database file. */
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueMail } from './outbox.queries';
import { allMail } from '~tests/support/outbox';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { startSmtpReceiver, type SmtpReceiver } from '~tests/support/smtp-receiver';
import { drainOutbox } from './outbox-sender';
import { ERASED_ADDRESS } from './erased-address';

let data: TestDatabase;
let receiver: SmtpReceiver | undefined;

beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
});
afterEach(async () => {
  await receiver?.stop();
  receiver = undefined;
  data.cleanup();
});

const transportTo = (url: string) =>
  nodemailer.createTransport({ url, connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 5000 });
const from = 'Kendra Lane <hello@example.test>';

async function queue(count: number) {
  const inserts = Array.from({ length: count }, (_, i) =>
    queueMail(data.db, {
      kind: 'test',
      to: `reader${i}@example.test`,
      subject: `Mail ${i}`,
      text: `Body ${i}`,
      headers: { 'List-Unsubscribe': `<http://localhost/u/${i}>` },
    }),
  );
  await data.db.batch(inserts as [(typeof inserts)[0], ...typeof inserts]);
}

describe('outbox sender', () => {
  it('never mails the erased address: the mail is settled as cancelled and says why', async () => {
    receiver = await startSmtpReceiver();
    await queue(1);
    await queueMail(data.db, {
      kind: 'order-shipped',
      to: ERASED_ADDRESS.toUpperCase(),
      subject: 'S',
      text: 'T',
    });
    const result = await drainOutbox(data.db, { transport: transportTo(receiver.url), from });
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(receiver.mails.map((m) => m.to[0])).toEqual(['reader0@example.test']);
    const erased = (await allMail(data.db)).find((r) => r.kind === 'order-shipped')!;
    expect(erased).toMatchObject({ status: 'cancelled', sentAt: null });
    expect(erased.lastError).toMatch(/erased/);
  });

  it('delivers every pending mail once, with its headers, and marks it sent', async () => {
    receiver = await startSmtpReceiver();
    await queue(5);
    const result = await drainOutbox(data.db, { transport: transportTo(receiver.url), from });
    expect(result).toEqual({ sent: 5, failed: 0 });
    expect(receiver.mails.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `reader${i}@example.test`),
    );
    expect(receiver.mails[0]!.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost\/u\/\d>$/);
    const rows = await allMail(data.db);
    expect(
      rows.every((r) => r.status === 'sent' && r.sentAt && r.attempts === 1 && r.lockedUntil === null),
    ).toBe(true);
    // A second drain finds nothing to send.
    expect(await drainOutbox(data.db, { transport: transportTo(receiver.url), from })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(receiver.mails).toHaveLength(5);
  });

  it('never sends a mail twice when several senders drain at once', async () => {
    receiver = await startSmtpReceiver();
    await queue(30);
    const url = receiver.url;
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        drainOutbox(data.db, { transport: transportTo(url), from, batchSize: 3 }),
      ),
    );
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
    expect(receiver.mails).toHaveLength(30);
    expect(new Set(receiver.mails.map((m) => m.subject)).size).toBe(30);
  });

  it('loses nothing while the receiver is down and delivers once it is back', async () => {
    // Find a free port, then close the receiver so nothing listens there.
    const probe = await startSmtpReceiver();
    const port = probe.port;
    await probe.stop();
    await queue(3);
    let clock = Date.now();
    const options = { transport: transportTo(`smtp://127.0.0.1:${port}`), from, now: () => clock };

    expect(await drainOutbox(data.db, options)).toEqual({ sent: 0, failed: 3 });
    let rows = await allMail(data.db);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]!.lastError).toBeTruthy();
    expect(rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(clock);

    // Not due yet: the backoff holds the retry back.
    expect(await drainOutbox(data.db, options)).toEqual({ sent: 0, failed: 0 });

    receiver = await startSmtpReceiver(port);
    clock += 31_000;
    expect(await drainOutbox(data.db, options)).toEqual({ sent: 3, failed: 0 });
    expect(receiver.mails).toHaveLength(3);
    rows = await allMail(data.db);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('marks a mail failed after the last attempt and keeps it visible', async () => {
    await queue(1);
    let clock = Date.now();
    const options = { transport: transportTo('smtp://127.0.0.1:9'), from, now: () => clock, maxAttempts: 2 };
    await drainOutbox(data.db, options);
    clock += 60_000;
    await drainOutbox(data.db, options);
    const [row] = await allMail(data.db);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row!.lastError).toBeTruthy();
  });

  it('lets another sender retry a row whose claim ran out (a crashed sender)', async () => {
    receiver = await startSmtpReceiver();
    await queue(1);
    const stuck = { sendMail: () => new Promise<never>(() => {}) };
    let clock = Date.now();
    void drainOutbox(data.db, { transport: stuck, from, now: () => clock, leaseMs: 1000 });
    await new Promise((r) => setTimeout(r, 100));
    const transport = transportTo(receiver.url);
    expect(await drainOutbox(data.db, { transport, from, now: () => clock })).toEqual({ sent: 0, failed: 0 });
    clock += 1500;
    expect(await drainOutbox(data.db, { transport, from, now: () => clock })).toEqual({ sent: 1, failed: 0 });
    expect(receiver.mails).toHaveLength(1);
  });
});
