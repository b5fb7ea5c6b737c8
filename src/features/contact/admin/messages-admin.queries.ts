/**
 * The owner's work on contact messages: list them (a page at a time, searched and
 * filtered), mark one handled (or open again), archive, delete.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import type { MessageAction, MessageFilter } from '~db/enums';
import { contactMessages, type ContactMessage } from '~db/schema';
import { contains, readPage, type ListQuery } from '~/lib/http/list-page.queries';

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

/** Contact messages, newest first, searched in name, email, subject and message, optionally only open, handled or archived ones. */
export async function listMessages(
  db: Database,
  { status, ...page }: ListQuery & { status?: MessageFilter },
) {
  const where = and(
    contains(page.q, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.subject,
      contactMessages.message,
    ]),
    messageFilter(status),
  );
  return readPage(
    db,
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    db.select({ n: count() }).from(contactMessages).where(where),
    page,
  );
}
