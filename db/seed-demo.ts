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

/** A table whose seeded rows carry a `demo` mark. */
type DemoTable = SQLiteTable & { demo: Column };

/** The rows of `table` still under a seeded key, and what marking them also sets. */
interface SeededRows {
  table: DemoTable;
  columns: Column[];
  rows: unknown[][];
  extra?: Record<string, unknown>;
}

/** The seeded rows of `table`, keyed by `keys` (the same names in the table and the seed data). */
function seeded<T extends DemoTable, R, K extends keyof R & keyof T & string>(
  table: T,
  keys: readonly K[],
  seeds: readonly R[],
  extra?: Record<string, unknown>,
): SeededRows {
  return {
    table,
    columns: keys.map((key) => table[key] as Column),
    rows: seeds.map((seed) => keys.map((key) => seed[key])),
    extra,
  };
}

/** Every seeded table and the columns that still identify its rows. */
const SEEDED: SeededRows[] = [
  seeded(s.books, ['id', 'title'], seedBooks),
  seeded(s.bookPreviews, ['bookId', 'chapterNumber', 'chapterTitle'], seedPreviews),
  seeded(s.blogPosts, ['id', 'title'], seedPosts),
  seeded(s.communityMilestones, ['id', 'title'], seedMilestones),
  seeded(s.forumCategories, ['id', 'name'], seedForumCategories),
  seeded(s.forumTopics, ['id', 'title'], seedForumTopics),
  seeded(s.forumPosts, ['id', 'topicId', 'userId'], seedForumPosts),
  seeded(s.readerImpactStories, ['id', 'readerName'], seedImpactStories),
  seeded(s.communityInsights, ['id', 'bookId'], seedInsights),
  seeded(s.newsletterIssues, ['id', 'subject'], seedIssues),
  // The products' badges are new columns: a seeded product gets SPEC.md's, as a fresh seed writes them.
  ...seedProducts.map(({ rating, reviewCount, viewedCount, limitedStock, bestseller, ...product }) =>
    seeded(s.abfProducts, ['id', 'name'], [product], {
      rating,
      reviewCount,
      viewedCount,
      limitedStock,
      bestseller,
    }),
  ),
];

/** Marks the rows of `table` that still have a seeded key. */
function mark(db: Database, { table, columns, rows, extra }: SeededRows) {
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
  const statements: BatchItem<'sqlite'>[] = [
    ...SEEDED.map((rows) => mark(db, rows)),
    ...(await markTexts(db, seeds, now)),
    demoMarkedQuery(db, now),
  ];
  await db.batch(statements as [BatchItem<'sqlite'>]);
}
