/**
 * The owner's work on contact messages and outgoing mail: mark a message handled (or
 * open again), archive, delete; read one mail in full and send a failed one again.
 */
import { and, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import type { MessageAction, MessageFilter } from '~db/enums';
import { contactMessages, mailOutbox, type ContactMessage, type MailMessage } from '~db/schema';

/** Which messages a filter shows: open ones are neither handled nor archived. */
export function messageFilter(status: MessageFilter | undefined): SQL | undefined {
  if (status === 'archived') return isNotNull(contactMessages.archivedAt);
  if (status === 'handled')
    return and(isNull(contactMessages.archivedAt), isNotNull(contactMessages.handledAt));
  if (status === 'open') return and(isNull(contactMessages.archivedAt), isNull(contactMessages.handledAt));
  return undefined;
}

/** How many messages wait for the owner (open: not handled, not archived). */
export async function countOpenMessages(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(messageFilter('open'));
  return row?.n ?? 0;
}

/** The columns each action sets. */
const ACTION_FIELDS = {
  handle: (now: Date) => ({ handledAt: now }),
  reopen: () => ({ handledAt: null }),
  archive: (now: Date) => ({ archivedAt: now }),
  unarchive: () => ({ archivedAt: null }),
} satisfies Record<MessageAction, (now: Date) => Partial<ContactMessage>>;

/**
 * Applies an action to a message and returns it; undefined when no message has that id.
 * Handling or archiving again keeps the first time it happened.
 */
export async function applyMessageAction(
  db: Database,
  id: number,
  action: MessageAction,
  now = new Date(),
): Promise<ContactMessage | undefined> {
  const fields = ACTION_FIELDS[action](now);
  const [row] = await db
    .update(contactMessages)
    .set(fields)
    .where(
      and(
        eq(contactMessages.id, id),
        // Only sets a time that is not set yet; clearing always applies.
        action === 'handle' ? isNull(contactMessages.handledAt) : undefined,
        action === 'archive' ? isNull(contactMessages.archivedAt) : undefined,
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return current;
}

/** Deletes a message; false when no message had that id. */
export async function deleteMessage(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** One outgoing mail in full (without its sender's lease), or undefined. */
export async function getMail(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) return undefined;
  const { lockedUntil: _lease, ...mail } = row;
  return mail;
}

/** What a resend found: the mail queued again, no such mail, or a mail that had not failed. */
export type ResendResult =
  | { status: 'queued'; mail: Omit<MailMessage, 'lockedUntil'> }
  | { status: 'missing' }
  | { status: 'not-failed'; mailStatus: MailMessage['status'] };

/**
 * Puts a failed mail back in the queue as if new: pending, no attempts, due now. Only a
 * failed mail: a pending one is still being tried, and a sent one must not go out twice.
 */
export async function resendMail(db: Database, id: number, now = new Date()): Promise<ResendResult> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (row) {
    const { lockedUntil: _lease, ...mail } = row;
    return { status: 'queued', mail };
  }
  const current = await getMail(db, id);
  return current ? { status: 'not-failed', mailStatus: current.status } : { status: 'missing' };
}
