/**
 * Drains the mail outbox over SMTP. Each round claims due rows in one statement (so
 * two senders, in one process or several, never send the same row), sends them,
 * and records the outcome; a failure is retried later with backoff. No Astro
 * imports: the server, scripts and tests all use it.
 *
 * What is guaranteed: every queued mail is sent at least once, and never twice by two
 * live senders (a claim is short, 30 s, and renewed while its mail is being sent, so a
 * slow SMTP server does not let a second sender take it). A sender that dies mid-send
 * (kill -9, a frozen function) may have had mails accepted by the SMTP server that it
 * never recorded; those are sent again once its claim runs out. That is at most one
 * round (`DEFAULT_BATCH_SIZE` mails) per crash, and each copy carries the same
 * Message-ID (`messageIdFor`), which receiving mail systems use to drop the duplicate.
 */
import type { Transporter } from 'nodemailer';
import type { Database } from '~db/client';
import {
  cancelClaimedMail,
  claimDueMail,
  mailDue,
  markMailAttemptFailed,
  markMailSent,
  nextMailDue,
  renewMailClaim,
  type SendWindow,
} from './outbox.queries';
import type { MailMessage } from '~db/schema';
import { retryAt } from './backoff';
import { isErasedAddress } from './erased-address';

/**
 * Builds a mail just before it is sent (a newsletter issue's rows and a new order's
 * notices hold no body: each is made then), or returns null when it is no longer wanted,
 * which settles the row as cancelled. Mail that is not its business passes unchanged.
 */
export type PrepareMail = (mail: MailMessage) => Promise<MailMessage | null>;

/** One PrepareMail of several, each given the mail the one before it made. */
export function preparers(...steps: PrepareMail[]): PrepareMail {
  return async (mail) => {
    let current: MailMessage | null = mail;
    for (const step of steps) if (current) current = await step(current);
    return current;
  };
}

/** True for a row whose body is made at send time (an issue's mail, a new order's notices). */
const builtAtSendTime = (mail: MailMessage) => mail.issueId !== null || mail.orderId !== null;

/** MAIL_RATE_PER_MINUTE when it is not set (astro.config.mjs repeats it): safe for most SMTP relays. */
export const DEFAULT_MAIL_RATE_PER_MINUTE = 60;

/**
 * The send-rate window for MAIL_RATE_PER_MINUTE: a window of 6 s (or one mail's share of
 * a minute, if longer) allowing its share of the rate, so mail goes out evenly.
 */
export function sendWindow(ratePerMinute: number): SendWindow {
  const ms = Math.max(6_000, Math.ceil(60_000 / ratePerMinute));
  return { ms, max: Math.max(1, Math.round((ratePerMinute * ms) / 60_000)) };
}

/** Mails in flight at once: also the most a crashed sender can leave to be sent twice. */
export const DEFAULT_BATCH_SIZE = 5;

/** How long a claim holds unless renewed; renewed every third of it while sending. */
export const DEFAULT_LEASE_MS = 30_000;

/**
 * The Message-ID of an outbox row: the same on every attempt, so a mail re-sent after a
 * crash is recognised as the same message; unique per row (id and queue time).
 */
export function messageIdFor(mail: Pick<MailMessage, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * Keeps the claims of the mails being sent from running out while they are sent. A
 * mail is released before its outcome is recorded: any renewal of it has then finished,
 * so the outcome is recorded against the claim the database holds.
 */
function holdClaims(db: Database, mails: MailMessage[], leaseMs: number, now: () => number) {
  const held = new Set(mails);
  let round = Promise.resolve();
  const renew = async () => {
    for (const mail of held) {
      const until = new Date(now() + leaseMs);
      if (await renewMailClaim(db, mail, until)) mail.lockedUntil = until;
      else held.delete(mail);
    }
  };
  const timer = setInterval(
    () => {
      round = round
        .then(renew)
        .catch((error: unknown) => console.error('Mail outbox: renewing a claim failed:', error));
    },
    Math.max(250, leaseMs / 3),
  );
  timer.unref?.();
  return {
    async release(mail: MailMessage) {
      held.delete(mail);
      await round;
    },
    stop: () => clearInterval(timer),
  };
}

/** What a drain needs besides the database. */
export interface DrainOptions {
  transport: Pick<Transporter, 'sendMail'>;
  /** The From header of every mail. */
  from: string;
  /** The clock, for tests. */
  now?: () => number;
  /** How long a claim holds, unless renewed, before another sender may retry the row. */
  leaseMs?: number;
  /** Rows claimed and sent at once per round. */
  batchSize?: number;
  maxAttempts?: number;
  /** MAIL_RATE_PER_MINUTE: at most this many mails a minute, across every sender. */
  ratePerMinute?: number;
  /** Builds issue mails at send time; rows of an issue are never sent without it. */
  prepare?: PrepareMail;
  /** While throttled, wait for the rate window only until this time (epoch ms). */
  deadline?: number;
  /** How a throttled drain waits (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
}

/** What one drain did. */
export interface DrainResult {
  sent: number;
  failed: number;
}

/** Sends every due pending mail; returns once none is due. */
export async function drainOutbox(db: Database, options: DrainOptions): Promise<DrainResult> {
  const { transport, from, now = Date.now, maxAttempts } = options;
  const { leaseMs = DEFAULT_LEASE_MS, batchSize = DEFAULT_BATCH_SIZE } = options;
  const { prepare, deadline = Infinity, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) } = options;
  const window = options.ratePerMinute ? sendWindow(options.ratePerMinute) : undefined;
  const result: DrainResult = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMail(db, { now: now(), leaseMs, limit: batchSize, window });
    if (claimed.length === 0) {
      // Nothing claimed: done, unless the rate window is full while mail is due; then wait for it.
      const pause = window ? Math.min(1_000, window.ms / 6) : 0;
      if (!window || now() + pause > deadline || !(await mailDue(db, now()))) return result;
      await sleep(pause);
      continue;
    }
    const claims = holdClaims(db, claimed, leaseMs, now);
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          if (builtAtSendTime(mail) && !prepare)
            throw new Error('This sender cannot build newsletter issue or order mails');
          // A buyer whose data was erased has no address left to mail (e.g. a later shipping mail).
          const erased = isErasedAddress(mail.to);
          const ready = erased ? null : prepare ? await prepare(mail) : mail;
          if (!ready) {
            await claims.release(mail);
            await cancelClaimedMail(
              db,
              mail,
              erased
                ? "Not sent: the recipient's data was erased"
                : 'Not sent: no longer wanted when it was due (the reader unsubscribed, or the order was paid or cancelled first)',
            );
            return;
          }
          if (!ready.text) throw new Error('This mail has no body: nothing built it');
          await transport.sendMail({
            from,
            to: ready.to,
            subject: ready.subject,
            text: ready.text,
            html: ready.html ?? undefined,
            headers: ready.headers ? (JSON.parse(ready.headers) as Record<string, string>) : undefined,
            messageId: messageIdFor(mail, from),
          });
          await claims.release(mail);
          await markMailSent(db, mail, now());
          result.sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await claims.release(mail);
          await markMailAttemptFailed(
            db,
            mail,
            message.slice(0, 500),
            retryAt(mail.attempts, now(), maxAttempts),
          );
          result.failed += 1;
        }
      }),
    ).finally(claims.stop);
  }
}

/** A long-lived sender: one drain at a time, woken after commits and when a retry falls due. */
export interface OutboxRunner {
  /** Drains now; concurrent calls share one run, which then goes round once more. */
  run(): Promise<DrainResult>;
  /** Starts a drain without waiting (after a commit that queued mail); errors are logged. */
  kick(): void;
}

/** Builds a runner; `enabled` false (no SMTP_URL) makes it do nothing, so mail waits in the outbox. */
export function createOutboxRunner(config: {
  enabled: boolean;
  db: () => Database;
  transport: () => Pick<Transporter, 'sendMail'>;
  from: string;
  /** MAIL_RATE_PER_MINUTE. */
  ratePerMinute?: number;
  prepare?: PrepareMail;
  /** How long one run may wait for the rate window before it returns (it is started again). */
  runBudgetMs?: number;
}): OutboxRunner {
  let running: Promise<DrainResult> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scheduleNext = async () => {
    const due = await nextMailDue(config.db());
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (due === null) return;
    timer = setTimeout(runner.kick, Math.min(Math.max(0, due - Date.now()) + 50, 2 ** 31 - 1));
    timer.unref?.();
  };

  const runner: OutboxRunner = {
    run() {
      if (!config.enabled) return Promise.resolve({ sent: 0, failed: 0 });
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        const total: DrainResult = { sent: 0, failed: 0 };
        do {
          again = false;
          const round = await drainOutbox(config.db(), {
            transport: config.transport(),
            from: config.from,
            ratePerMinute: config.ratePerMinute,
            prepare: config.prepare,
            deadline: config.runBudgetMs ? Date.now() + config.runBudgetMs : undefined,
          });
          total.sent += round.sent;
          total.failed += round.failed;
        } while (again);
        await scheduleNext();
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    kick() {
      runner.run().catch((error: unknown) => console.error('Mail outbox: sending failed:', error));
    },
  };
  return runner;
}
