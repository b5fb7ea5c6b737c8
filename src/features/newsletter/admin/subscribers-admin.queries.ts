/** Newsletter subscribers as the admin lists them: all of them (the CSV export), or a page at a time. */
import { count, desc } from 'drizzle-orm';
import type { Database } from '~db/client';
import { newsletterSubscriptions } from '~db/schema';
import { contains, EVERY_ROW, readPage, type ListQuery } from '~/lib/http/list-page.queries';

/** Newsletter subscribers, newest first, searched by address (all of them when no page is given). */
export async function listSubscribers(db: Database, page: ListQuery = EVERY_ROW) {
  const where = contains(page.q, [newsletterSubscriptions.email]);
  return readPage(
    db,
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    page,
  );
}
