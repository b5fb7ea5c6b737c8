/**
 * Demo marks for an install seeded before seeded rows carried them (CONTRACT.md §16): once
 * per database, every row still under its seeded key with its seeded title or name is marked
 * `demo` (the demo products get SPEC.md's badges, which their columns did not have), and the
 * site text items still exactly as seeded get their `demo: true`. Every seed and start runs it
 * first; after its one run (on an empty database too, whose seed then writes marked rows) it
 * never marks again, so what the owner kept after 'Remove demo content' stays hers.
 */
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { settleDemoMarks } from '../src/features/site-texts/demo-texts';
import type { SiteTexts } from '../src/features/site-texts/schema';
import type { Database } from './client';
import * as s from './schema';
import { seedPosts } from './seed-data/blog';
import { seedBooks } from './seed-data/books';
import {
  seedForumCategories,
  seedForumPosts,
  seedForumTopics,
  seedImpactStories,
  seedInsights,
  seedMilestones,
} from './seed-data/community';
import { seedIssues } from './seed-data/newsletter';
import { seedPreviews } from './seed-data/previews';
import { seedProducts } from './seed-data/shop';

/** site_state: set once the seeded rows are known to carry their demo marks. */
export const DEMO_MARKED_KEY = 'seed:demoMarked';

/** The statement that records the marks as done. */
function demoMarkedQuery(db: Database, now: Date) {
  return db
    .insert(s.siteState)
    .values({ key: DEMO_MARKED_KEY, value: now.toISOString(), updatedAt: now })
    .onConflictDoNothing();
}

/** `(a, b) in (values (1, 'x'), ...)`: the row still has one of the seeded keys. */
function seededKeys(columns: Column[], rows: unknown[][]): SQL {
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join(
        row.map((v) => sql`${v}`),
        sql`, `,
      )})`,
  );
  return sql`(${sql.join(columns, sql`, `)}) in (values ${sql.join(tuples, sql`, `)})`;
}

/** Marks the rows of `table` that still have a seeded key. */
function mark<T extends SQLiteTable & { demo: Column }>(
  db: Database,
  table: T,
  columns: Column[],
  rows: unknown[][],
  extra: Record<string, unknown> = {},
) {
  return db
    .update(table)
    .set({ demo: true, ...extra } as never)
    .where(and(eq(table.demo, false), seededKeys(columns, rows)));
}

/** The site text items still exactly as `seeds` has them get their demo marks. */
async function markTexts(db: Database, seeds: Partial<SiteTexts>, now: Date) {
  const rows = await db.select().from(s.siteTexts);
  return rows.flatMap((row) => {
    const seed = seeds[row.key as keyof SiteTexts];
    if (!Array.isArray(seed)) return [];
    let stored: unknown;
    try {
      stored = JSON.parse(row.value);
    } catch {
      return [];
    }
    // An item the owner never changed is the seeded one: it keeps the seed's mark.
    const value = JSON.stringify(settleDemoMarks(seed, stored));
    if (value === row.value) return [];
    return [
      db
        .update(s.siteTexts)
        .set({ value, updatedAt: now })
        .where(and(eq(s.siteTexts.key, row.key), eq(s.siteTexts.value, row.value))),
    ];
  });
}

/**
 * Once per database: marks what an older seed wrote without marks. `seeds` are the site
 * texts' seeds, whose items carry their marks.
 */
export async function markSeededDemo(
  db: Database,
  seeds: Partial<SiteTexts>,
  now = new Date(),
): Promise<void> {
  const [done] = await db
    .select({ key: s.siteState.key })
    .from(s.siteState)
    .where(eq(s.siteState.key, DEMO_MARKED_KEY));
  if (done) return;
  const spec = (id: number) => seedProducts.find((p) => p.id === id)!;
  const statements: BatchItem<'sqlite'>[] = [
    mark(
      db,
      s.books,
      [s.books.id, s.books.title],
      seedBooks.map((b) => [b.id, b.title]),
    ),
    mark(
      db,
      s.bookPreviews,
      [s.bookPreviews.bookId, s.bookPreviews.chapterNumber, s.bookPreviews.chapterTitle],
      seedPreviews.map((p) => [p.bookId, p.chapterNumber, p.chapterTitle]),
    ),
    mark(
      db,
      s.blogPosts,
      [s.blogPosts.id, s.blogPosts.title],
      seedPosts.map((p) => [p.id, p.title]),
    ),
    mark(
      db,
      s.communityMilestones,
      [s.communityMilestones.id, s.communityMilestones.title],
      seedMilestones.map((m) => [m.id, m.title]),
    ),
    mark(
      db,
      s.forumCategories,
      [s.forumCategories.id, s.forumCategories.name],
      seedForumCategories.map((c) => [c.id, c.name]),
    ),
    mark(
      db,
      s.forumTopics,
      [s.forumTopics.id, s.forumTopics.title],
      seedForumTopics.map((t) => [t.id, t.title]),
    ),
    mark(
      db,
      s.forumPosts,
      [s.forumPosts.id, s.forumPosts.topicId, s.forumPosts.userId],
      seedForumPosts.map((p) => [p.id, p.topicId, p.userId]),
    ),
    mark(
      db,
      s.readerImpactStories,
      [s.readerImpactStories.id, s.readerImpactStories.readerName],
      seedImpactStories.map((st) => [st.id, st.readerName]),
    ),
    mark(
      db,
      s.communityInsights,
      [s.communityInsights.id, s.communityInsights.bookId],
      seedInsights.map((i) => [i.id, i.bookId]),
    ),
    mark(
      db,
      s.newsletterIssues,
      [s.newsletterIssues.id, s.newsletterIssues.subject],
      seedIssues.map((i) => [i.id, i.subject]),
    ),
    // The products' badges are new columns: a seeded product gets SPEC.md's, as a fresh seed writes them.
    ...seedProducts.map((p) => {
      const { rating, reviewCount, viewedCount, limitedStock, bestseller } = spec(p.id);
      return mark(db, s.abfProducts, [s.abfProducts.id, s.abfProducts.name], [[p.id, p.name]], {
        rating,
        reviewCount,
        viewedCount,
        limitedStock,
        bestseller,
      });
    }),
    ...(await markTexts(db, seeds, now)),
    demoMarkedQuery(db, now),
  ];
  await db.batch(statements as [BatchItem<'sqlite'>]);
}
