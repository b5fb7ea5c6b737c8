/** Newsletter subscribers as the admin lists them: all of them (the CSV export), or a page at a time. */
import { count, desc } from 'drizzle-orm';
import type { Database } from '~db/client';
import { newsletterSubscriptions } from '~db/schema';
import { contains, EVERY_ROW, type ListQuery } from '~/lib/http/list-page.queries';

/** Newsletter subscribers, newest first, searched by address (all of them when no page is given). */
export async function listSubscribers(db: Database, { q, limit, offset }: ListQuery = EVERY_ROW) {
  const where = contains(q, [newsletterSubscriptions.email]);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
