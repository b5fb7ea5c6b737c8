/**
 * Drains the mail outbox over SMTP. Each round claims due rows in one statement (so
 * two senders, in one process or several, never send the same row), sends them,
 * and records the outcome; a failure is retried later with backoff. No Astro
 * imports: the server, scripts and tests all use it.
 */
import type { Transporter } from 'nodemailer';
import type { Database } from '../../../db/client';
import { claimDueMail, markMailAttemptFailed, markMailSent, nextMailDue } from '../../../db/queries/outbox';
import { retryAt } from './backoff';

/** What a drain needs besides the database. */
export interface DrainOptions {
  transport: Pick<Transporter, 'sendMail'>;
  /** The From header of every mail. */
  from: string;
  /** The clock, for tests. */
  now?: () => number;
  /** How long a claim holds before another sender may retry the row. */
  leaseMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  maxAttempts?: number;
}

/** What one drain did. */
export interface DrainResult {
  sent: number;
  failed: number;
}

/** Sends every due pending mail; returns once none is due. */
export async function drainOutbox(db: Database, options: DrainOptions): Promise<DrainResult> {
  const { transport, from, now = Date.now, leaseMs = 120_000, batchSize = 20, maxAttempts } = options;
  const result: DrainResult = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMail(db, { now: now(), leaseMs, limit: batchSize });
    if (claimed.length === 0) return result;
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          await transport.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
            headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
          });
          await markMailSent(db, mail, now());
          result.sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await markMailAttemptFailed(
            db,
            mail,
            message.slice(0, 500),
            retryAt(mail.attempts, now(), maxAttempts),
          );
          result.failed += 1;
        }
      }),
    );
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
          const round = await drainOutbox(config.db(), { transport: config.transport(), from: config.from });
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
