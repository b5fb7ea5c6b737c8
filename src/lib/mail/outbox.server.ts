/**
 * The server's outbox sender: sends pending mail over SMTP_URL after each commit
 * (fire-and-forget, never blocking a response) and again when a retry falls due.
 * Without SMTP_URL it does nothing and mail waits in the outbox.
 */
import {
  MAIL_FROM,
  MAIL_RATE_PER_MINUTE,
  OWNER_EMAIL,
  SESSION_SECRET,
  SITE_URL,
  SMTP_URL,
} from 'astro:env/server';
import { waitUntil } from '@vercel/functions';
import nodemailer, { type Transporter } from 'nodemailer';
import { issueMailPreparer } from '~/features/newsletter/issue-mail';
import { getDb } from '~/lib/db';
import { createOutboxRunner, type DrainResult } from './outbox-sender';

let transport: Transporter | undefined;

/** The From address: MAIL_FROM, else the site's own hello@ address. */
export function mailFrom(): string {
  return MAIL_FROM || `Kendra Lane <hello@${new URL(SITE_URL).hostname}>`;
}

/** Where contact notifications go: OWNER_EMAIL, else the From address. */
export function ownerEmail(): string {
  return OWNER_EMAIL || mailFrom();
}

/** The SMTP transport for SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** True when SMTP_URL is set; without it mail waits in the outbox. */
export function mailConfigured(): boolean {
  return Boolean(SMTP_URL);
}

const runner = createOutboxRunner({
  enabled: mailConfigured(),
  db: getDb,
  transport: () => (transport ??= smtpTransport(SMTP_URL!)),
  from: mailFrom(),
  ratePerMinute: MAIL_RATE_PER_MINUTE,
  prepare: issueMailPreparer({ db: getDb, siteUrl: SITE_URL, secret: SESSION_SECRET }),
  // A request's drain (and the cron's) waits for the rate window at most this long; the rest waits for the next one.
  runBudgetMs: 50_000,
});

/** Drains the outbox now (the cron route waits for it). */
export function runOutbox(): Promise<DrainResult> {
  return runner.run();
}

/**
 * Starts a drain after a commit that queued mail, without waiting for it. On Vercel the
 * function may freeze once the response is sent, so the drain is handed to the
 * platform's `waitUntil` (@vercel/functions), which keeps the function alive until it
 * ends; elsewhere `waitUntil` does nothing and the long-running server finishes the drain.
 */
export function kickOutbox(): void {
  const task = runner.run().catch((error: unknown) => console.error('Mail outbox: sending failed:', error));
  waitUntil(task);
}
