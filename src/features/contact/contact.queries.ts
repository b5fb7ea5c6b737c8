/** Contact messages: stored together with the owner's notification mail. */
import type { Database } from '~db/client';
import { contactMessages, type ContactMessage } from '~db/schema';
import { queueMail, type OutgoingMail } from '~/lib/mail/outbox.queries';

/** The fields a visitor sends. */
export type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>;

/** Stores the message and queues `notification` in the same batch, so neither exists without the other. */
export async function saveContactMessage(
  db: Database,
  input: NewContactMessage,
  notification: OutgoingMail,
): Promise<ContactMessage> {
  const [rows] = await db.batch([
    db.insert(contactMessages).values(input).returning(),
    queueMail(db, notification),
  ]);
  return rows[0]!;
}
