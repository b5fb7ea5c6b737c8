/**
 * Issue 19.7: a sender killed mid-send re-sends at most the mails it had in flight, each
 * with the same Message-ID; a live sender whose SMTP server is slow keeps its claim, so
 * a second sender never sends the same mail.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/lib/mail/outbox.queries';
import { allMail } from '../support/outbox';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_LEASE_MS,
  drainOutbox,
  messageIdFor,
} from '../../src/lib/mail/outbox-sender';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../support/smtp-receiver';
import { tsxArgs } from '../support/tsx';

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

const from = 'Kendra Lane <hello@example.test>';

async function queue(count: number) {
  const inserts = Array.from({ length: count }, (_, i) =>
    queueMail(data.db, {
      kind: 'test',
      to: `reader${i}@example.test`,
      subject: `Mail ${i}`,
      text: `Body ${i}`,
    }),
  );
  await data.db.batch(inserts as [(typeof inserts)[0], ...typeof inserts]);
}

function byRecipient(mails: ReceivedMail[]): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  for (const mail of mails)
    copies.set(mail.to[0]!, [...(copies.get(mail.to[0]!) ?? []), mail.headers['message-id']!]);
  return copies;
}

describe('a crash mid-send', () => {
  it('kill -9 during a send: every mail arrives, at most the mails in flight twice, each copy with its Message-ID', async () => {
    const total = 150;
    await queue(total);
    // The server keeps each mail, then answers 60 ms later: the sender is killed in that gap.
    receiver = await startSmtpReceiver(0, { answerDelayMs: 60 });
    const child = spawn(
      process.execPath,
      tsxArgs('tests/support/outbox-crash-child.ts', data.url, receiver.url),
      { stdio: 'ignore' },
    );
    const exited = once(child, 'exit');
    const until = Date.now() + 30_000;
    while (receiver.mails.length < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 1));
    child.kill('SIGKILL');
    await exited;
    const beforeRestart = receiver.mails.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(40);
    expect(beforeRestart).toBeLessThan(total);

    // The rows it held stay claimed until their lease runs out; then a new sender sends them.
    const held = (await allMail(data.db)).filter((row) => row.status === 'pending' && row.lockedUntil);
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThanOrEqual(DEFAULT_BATCH_SIZE);
    const transport = nodemailer.createTransport({ url: receiver.url });
    await drainOutbox(data.db, { transport, from });
    const stillHeld = (await allMail(data.db)).filter((row) => row.status === 'pending');
    expect(stillHeld.map((row) => row.id)).toEqual(held.map((row) => row.id));
    const later = () => Date.now() + DEFAULT_LEASE_MS + 1_000;
    expect(await drainOutbox(data.db, { transport, from, now: later })).toEqual({
      sent: held.length,
      failed: 0,
    });

    const copies = byRecipient(receiver.mails);
    expect(copies.size).toBe(total);
    const duplicates = receiver.mails.length - total;
    expect(duplicates).toBeGreaterThanOrEqual(1);
    expect(duplicates).toBeLessThanOrEqual(DEFAULT_BATCH_SIZE);
    for (const ids of copies.values()) expect(new Set(ids).size).toBe(1);
    expect(new Set([...copies.values()].map((ids) => ids[0])).size).toBe(total);
    expect((await allMail(data.db)).every((row) => row.status === 'sent')).toBe(true);
  }, 60_000);

  it('a slow SMTP server does not let a second sender take a mail that is being sent', async () => {
    await queue(2);
    receiver = await startSmtpReceiver(0, { answerDelayMs: 1_500 });
    const transport = nodemailer.createTransport({ url: receiver.url });
    const first = drainOutbox(data.db, { transport, from, leaseMs: 600 });
    await new Promise((r) => setTimeout(r, 1_000)); // past the first lease: renewed meanwhile
    expect(await drainOutbox(data.db, { transport, from, leaseMs: 600 })).toEqual({ sent: 0, failed: 0 });
    expect(await first).toEqual({ sent: 2, failed: 0 });
    expect(receiver.mails).toHaveLength(2);
  }, 20_000);
});

describe('messageIdFor', () => {
  it("is the same on every attempt, unique per row, in the sender's domain", () => {
    const createdAt = new Date('2026-11-25T10:00:00Z');
    const id = messageIdFor({ id: 7, createdAt }, from);
    expect(id).toBe(messageIdFor({ id: 7, createdAt }, from));
    expect(id).toMatch(/^<outbox-7\.[0-9a-z]+@example\.test>$/);
    expect(messageIdFor({ id: 8, createdAt }, from)).not.toBe(id);
    expect(messageIdFor({ id: 7, createdAt: new Date(createdAt.getTime() + 1) }, from)).not.toBe(id);
    expect(messageIdFor({ id: 1, createdAt }, 'plain@site.example')).toMatch(/@site\.example>$/);
  });
});
