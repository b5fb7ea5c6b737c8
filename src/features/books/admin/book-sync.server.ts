/**
 * The book data sync, honest and offline: it checks every book's retailer link,
 * rewrites valid product links to the canonical /dp/ form, flags placeholders and
 * malformed links, and records when it ran. The featured sync sets the featured
 * flag from FEATURED_BOOK_IDS.
 */
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Database } from '~db/client';
import { listBooksForAdmin } from '~/features/books/admin/books-admin.queries';
import { contentChangedQueries, setStateQuery, STATE } from '~/features/publishing/publish.queries';
import { books } from '~db/schema';
import { publishChanges } from '~/features/publishing/publish';
import { canonicalProductUrl, isPlaceholderUrl } from './amazon-url';
import { FEATURED_BOOK_IDS } from '~/features/books/featured';

/** What a sync found. */
export interface SyncSummary {
  ranAt: string;
  checked: number;
  /** Books whose link was rewritten to the canonical form. */
  normalized: number[];
  /** Books still pointing at a placeholder search link. */
  placeholders: number[];
  /** Books whose link is neither a product page nor a placeholder. */
  invalid: number[];
}

/** Runs the link sync and records `sync:lastRunAt` and its summary. */
export async function syncBooks(db: Database, now = new Date()): Promise<SyncSummary> {
  const all = await listBooksForAdmin(db);
  const summary: SyncSummary = {
    ranAt: now.toISOString(),
    checked: all.length,
    normalized: [],
    placeholders: [],
    invalid: [],
  };
  const updates = [];
  for (const book of all) {
    // A book that is not on Amazon (sold only through its other shops) has no link to check.
    if (!book.amazonUrl) continue;
    if (isPlaceholderUrl(book.amazonUrl)) {
      summary.placeholders.push(book.id);
      continue;
    }
    const canonical = canonicalProductUrl(book.amazonUrl);
    if (!canonical) summary.invalid.push(book.id);
    else if (canonical !== book.amazonUrl) {
      summary.normalized.push(book.id);
      updates.push(db.update(books).set({ amazonUrl: canonical }).where(eq(books.id, book.id)));
    }
  }
  // Rewritten links are content: the same batch raises the content generation.
  await db.batch([
    setStateQuery(db, STATE.syncLastRunAt, summary.ranAt),
    setStateQuery(db, STATE.syncSummary, JSON.stringify(summary)),
    ...updates,
    ...(updates.length > 0 ? contentChangedQueries(db, { now }) : []),
  ]);
  if (updates.length > 0) await publishChanges(db, now);
  return summary;
}

/** Marks exactly the configured books as featured; returns the featured ids. */
export async function syncFeatured(db: Database): Promise<{ featured: number[] }> {
  const ids = [...FEATURED_BOOK_IDS];
  // Only a change is a content write: each update raises the generation only if it changed a row.
  const [added, , , removed] = await db.batch([
    db
      .update(books)
      .set({ featured: true })
      .where(and(inArray(books.id, ids), eq(books.featured, false)))
      .returning({ id: books.id }),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
    db
      .update(books)
      .set({ featured: false })
      .where(and(not(inArray(books.id, ids)), eq(books.featured, true)))
      .returning({ id: books.id }),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
  ]);
  if (added.length + removed.length > 0) await publishChanges(db);
  const rows = await db.select({ id: books.id }).from(books).where(eq(books.featured, true));
  return { featured: rows.map((r) => r.id) };
}
