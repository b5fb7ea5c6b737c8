/**
 * A sender process for tests/integration/mail-crash.test.ts: drains the outbox of the
 * database at argv[2] to the SMTP server at argv[3], until the test kills it.
 */
import nodemailer from 'nodemailer';
import { openDatabase } from '../../db/client';
import { drainOutbox } from '../../src/lib/mail/outbox-sender';

const [url, smtpUrl] = process.argv.slice(2);
const db = openDatabase({ url: url! });
await drainOutbox(db, {
  transport: nodemailer.createTransport({ url: smtpUrl }),
  from: 'Kendra Lane <hello@example.test>',
});
