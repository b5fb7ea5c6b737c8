/**
 * The server's outbox sender: sends pending mail over SMTP_URL after each commit
 * (fire-and-forget, never blocking a response) and again when a retry falls due.
 * Without SMTP_URL it does nothing and mail waits in the outbox.
 */
import {
  MAIL_FROM,
  MAIL_RATE_PER_MINUTE,
  OWNER_EMAIL,
  PAYPAL_CLIENT_ID,
  PAYPAL_CLIENT_SECRET,
  SESSION_SECRET,
  SITE_URL,
  SMTP_URL,
} from 'astro:env/server';
import { waitUntil } from '@vercel/functions';
import nodemailer, { type Transporter } from 'nodemailer';
import { issueMailPreparer } from '~/features/newsletter/issue-mail';
import { orderMailPreparer } from '~/features/shop/order-mail-preparer';
import { firstAdminEmail } from '~/lib/auth/users.queries';
import { getDb } from '~/lib/db';
import type { Database } from '~db/client';
import { createOutboxRunner, preparers, type DrainResult } from './outbox-sender';
import { mailBacklog, type MailBacklog } from './outbox.queries';

let transport: Transporter | undefined;

/** The From address: MAIL_FROM, else the site's own hello@ address. */
export function mailFrom(): string {
  return MAIL_FROM || `Kendra Lane <hello@${new URL(SITE_URL).hostname}>`;
}

/** The bare address of a 'Name <address>' mailbox. */
export const bareAddress = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;

/** How long the owner's address is remembered (it is read on public writes: contact, orders). */
const OWNER_CACHE_MS = 60_000;
let owner: { address: string; until: number } | undefined;

/**
 * Where the owner's mail goes (new orders, contact messages, test issues): OWNER_EMAIL,
 * else the first admin's address, else the From address. Read once a minute at most.
 */
export async function ownerAddress(db: Database = getDb(), now = Date.now()): Promise<string> {
  if (OWNER_EMAIL) return OWNER_EMAIL;
  if (owner && owner.until > now) return owner.address;
  const address = (await firstAdminEmail(db)) ?? bareAddress(mailFrom());
  owner = { address, until: now + OWNER_CACHE_MS };
  return address;
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

/** Whether mail leaves (a transport is set) and what waits, for the admin's mail notice and outbox. */
export type MailHealth = MailBacklog & { sending: boolean };

/** The mail's state as the owner needs it on every admin page. */
export async function mailHealth(db: Database = getDb()): Promise<MailHealth> {
  return { sending: mailConfigured(), ...(await mailBacklog(db)) };
}

const runner = createOutboxRunner({
  enabled: mailConfigured(),
  db: getDb,
  transport: () => (transport ??= smtpTransport(SMTP_URL!)),
  from: mailFrom(),
  ratePerMinute: MAIL_RATE_PER_MINUTE,
  prepare: preparers(
    issueMailPreparer({ db: getDb, siteUrl: SITE_URL, secret: SESSION_SECRET }),
    orderMailPreparer({
      db: getDb,
      siteUrl: SITE_URL,
      secret: SESSION_SECRET,
      paymentsOnline: Boolean(PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET),
    }),
  ),
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
