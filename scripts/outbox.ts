/**
 * The mail outbox sender for a running `npm start`: drains pending mail once the
 * server is up (mail queued while it was down, or left over by a failed send) and
 * again whenever a retry falls due. `npx tsx scripts/outbox.ts` drains once and exits.
 * Without SMTP_URL it does nothing: mail waits in the outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { openDatabase, type Database } from '../db/client';
import { databaseOptionsFromEnv } from '../db/env';
import { runScript } from '../db/script';
import { issueMailPreparer } from '../src/features/newsletter/issue-mail';
import { orderMailPreparer } from '../src/features/shop/order-mail-preparer';
import {
  createOutboxRunner,
  DEFAULT_MAIL_RATE_PER_MINUTE,
  preparers,
  type OutboxRunner,
} from '../src/lib/mail/outbox-sender';

/** The From address scripts use: MAIL_FROM, else hello@ the site's host (as the server does). */
function mailFrom(env: NodeJS.ProcessEnv): string {
  return env.MAIL_FROM || `Kendra Lane <hello@${new URL(env.SITE_URL || 'http://localhost:4321').hostname}>`;
}

/** Starts the sender in this process; returns it, or null when SMTP_URL is not set. */
export function startOutboxSender(env: NodeJS.ProcessEnv = process.env): OutboxRunner | null {
  const url = env.SMTP_URL;
  if (!url) {
    console.log('SMTP_URL is not set: outgoing mail waits in the outbox.');
    return null;
  }
  let db: Database | undefined;
  let transport: Transporter | undefined;
  const database = () => (db ??= openDatabase(databaseOptionsFromEnv(env)));
  const siteUrl = env.SITE_URL || 'http://localhost:4321';
  const runner = createOutboxRunner({
    enabled: true,
    db: database,
    transport: () =>
      (transport ??= nodemailer.createTransport({ url, connectionTimeout: 10_000, socketTimeout: 30_000 })),
    from: mailFrom(env),
    ratePerMinute: Number(env.MAIL_RATE_PER_MINUTE) || DEFAULT_MAIL_RATE_PER_MINUTE,
    prepare: preparers(
      issueMailPreparer({ db: database, siteUrl, secret: env.SESSION_SECRET }),
      orderMailPreparer({
        db: database,
        siteUrl,
        secret: env.SESSION_SECRET,
        paymentsOnline: Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET),
      }),
    ),
  });
  runner.kick();
  return runner;
}

runScript(import.meta.url, async () => {
  const runner = startOutboxSender();
  if (!runner) return;
  const { sent, failed } = await runner.run();
  console.log(`Mail outbox: ${sent} sent, ${failed} failed (to be retried).`);
  process.exit(0);
});
