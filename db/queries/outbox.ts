/**
 * The mail outbox: mail is queued in the same batch as the record that caused it
 * (CONTRACT.md §6) and sent later by the sender, so a failed send loses nothing.
 */
import type { Database } from '../client';
import { mailOutbox } from '../schema';

/** A mail to queue. */
export interface OutgoingMail {
  /** What caused it: 'newsletter-welcome', 'contact', 'order-confirmation', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. { 'List-Unsubscribe': '<https://...>' }. */
  headers?: Record<string, string>;
}

/** The insert that queues `mail`; put it in the same `db.batch([...])` as the record. */
export function queueMail(db: Database, mail: OutgoingMail) {
  return db.insert(mailOutbox).values({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
  });
}
