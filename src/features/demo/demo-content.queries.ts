/**
 * The seeded demo content (CONTRACT.md §16): how much of it is left, and 'Remove demo
 * content', which takes all of it away in one batch with the content generation raised, so
 * the publish that follows shows a site with only the owner's and her visitors' things.
 *
 * Demo rows carry `demo = 1`; demo figures and texts are the items marked `demo: true` in
 * the site texts (src/features/site-texts/demo-texts.ts). Nothing the owner or a visitor
 * made is touched: a demo book that carries the owner's chapter or a reader's story, and a
 * demo product that has orders, stay as hers (unmarked; the product loses its demo badges);
 * reading progress on a removed book keeps the title it showed, as a deleted book's does; the
 * demo challenge stays (unmarked) once visitors have joined it.
 */
import { and, eq, exists, inArray, isNull, not, or, sql, type Column } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '~db/client';
import * as s from '~db/schema';
import { contentChangedQueries } from '~/features/publishing/publish.queries';
import { DEMO_TEXT_KEYS, type DemoTextKey } from '~/features/site-texts/schema';
import { countDemoItems, removeDemoItems } from '~/features/site-texts/demo-texts';

/** How much demo content there is (or was removed), by kind. */
export interface DemoCounts {
  books: number;
  previews: number;
  posts: number;
  stories: number;
  /** Forum categories, topics and replies. */
  forumItems: number;
  /** The seeded reading challenge. */
  challenges: number;
  products: number;
  milestones: number;
  insights: number;
  /** Sent newsletter issues in the public archive. */
  issues: number;
  /** Demo visitor-days of the public analytics. */
  analytics: number;
  /** Marketing figures and claims (site text 'figures'). */
  figures: number;
  /** Testimonials, reviews and sample stories (site texts). */
  texts: number;
}

/** What a removal did: what it removed, and the demo rows it kept because they are in use. */
export interface DemoRemoval {
  removed: DemoCounts;
  /**
   * Demo books with the owner's chapters or readers' stories, demo products with orders, and
   * the demo challenge once visitors have joined it.
   */
  kept: { books: number; products: number; challenges: number };
}

/** The seeded value of each demo text, read where a key has no stored row yet. */
export type DemoTextSeeds = Record<DemoTextKey, unknown>;

const n = (value: unknown) => Number(value ?? 0);

/** The demo texts as stored (the raw JSON, to write back only over the same) or seeded. */
async function demoTexts(db: Database, seeds: DemoTextSeeds) {
  const rows = await db
    .select({ key: s.siteTexts.key, value: s.siteTexts.value })
    .from(s.siteTexts)
    .where(inArray(s.siteTexts.key, [...DEMO_TEXT_KEYS]));
  return DEMO_TEXT_KEYS.map((key) => {
    const raw = rows.find((row) => row.key === key)?.value;
    let value: unknown = seeds[key];
    if (raw !== undefined) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = [];
      }
    }
    return { key, raw, value };
  });
}

/** How many demo figures and texts the site texts hold. */
function textCounts(texts: Awaited<ReturnType<typeof demoTexts>>) {
  const of = (keys: string[]) =>
    texts.filter((t) => keys.includes(t.key)).reduce((sum, t) => sum + countDemoItems(t.value), 0);
  return { figures: of(['figures']), texts: of(['testimonials', 'reviews', 'sampleStories']) };
}

/** How much demo content is left. */
export async function countDemoContent(db: Database, seeds: DemoTextSeeds): Promise<DemoCounts> {
  const demo = (table: SQLiteTable & { demo: Column }) =>
    sql`(select count(*) from ${table} where ${table.demo} = 1)`;
  const [row] = await db.all<Record<string, number>>(sql`select
    ${demo(s.books)} as books,
    ${demo(s.bookPreviews)} as previews,
    ${demo(s.blogPosts)} as posts,
    ${demo(s.readerImpactStories)} as stories,
    ${demo(s.forumCategories)} + ${demo(s.forumTopics)} + ${demo(s.forumPosts)} as forumItems,
    ${demo(s.readingChallenges)} as challenges,
    ${demo(s.abfProducts)} as products,
    ${demo(s.communityMilestones)} as milestones,
    ${demo(s.communityInsights)} as insights,
    ${demo(s.newsletterIssues)} as issues,
    ${demo(s.readerEngagement)} as analytics`);
  return {
    books: n(row?.books),
    previews: n(row?.previews),
    posts: n(row?.posts),
    stories: n(row?.stories),
    forumItems: n(row?.forumItems),
    challenges: n(row?.challenges),
    products: n(row?.products),
    milestones: n(row?.milestones),
    insights: n(row?.insights),
    issues: n(row?.issues),
    analytics: n(row?.analytics),
    ...textCounts(await demoTexts(db, seeds)),
  };
}

/** True when any count is above 0. */
export const hasDemoContent = (counts: DemoCounts) => Object.values(counts).some((c) => c > 0);

/** The statements that write each demo text back without its demo items, only over what was read. */
function textWrites(db: Database, texts: Awaited<ReturnType<typeof demoTexts>>, now: Date) {
  return texts
    .filter((t) => countDemoItems(t.value) > 0)
    .map((t) => {
      const value = JSON.stringify(removeDemoItems(t.key, t.value));
      const key = { key: s.siteTexts.key };
      const statement =
        t.raw === undefined
          ? db
              .insert(s.siteTexts)
              .values({ key: t.key, value, updatedAt: now })
              .onConflictDoNothing()
              .returning(key)
          : db
              .update(s.siteTexts)
              .set({ value, updatedAt: now })
              .where(and(eq(s.siteTexts.key, t.key), eq(s.siteTexts.value, t.raw)))
              .returning(key);
      return { text: t, statement };
    });
}

/**
 * Removes every demo row, figure and text in one batch, with the content generation raised;
 * a second call finds nothing and writes nothing. The caller publishes.
 */
export async function removeDemoContent(
  db: Database,
  seeds: DemoTextSeeds,
  now = new Date(),
): Promise<DemoRemoval> {
  const left = await countDemoContent(db, seeds);
  if (!hasDemoContent(left)) return { removed: left, kept: { books: 0, products: 0, challenges: 0 } };

  const id = { id: sql<number>`id` };
  const { books, bookPreviews: previews, readerImpactStories: stories, abfProducts: products } = s;
  const demoBookIds = db.select({ id: books.id }).from(books).where(eq(books.demo, true));
  const ownChapter = exists(
    db
      .select({ one: sql`1` })
      .from(previews)
      .where(and(eq(previews.bookId, books.id), eq(previews.demo, false))),
  );
  const ownStory = exists(
    db
      .select({ one: sql`1` })
      .from(stories)
      .where(and(eq(stories.bookId, books.id), eq(stories.demo, false))),
  );
  const hasOrders = exists(
    db
      .select({ one: sql`1` })
      .from(s.abfOrders)
      .where(eq(s.abfOrders.productId, products.id)),
  );
  const joined = exists(
    db
      .select({ one: sql`1` })
      .from(s.userReadingProgress)
      .where(eq(s.userReadingProgress.challengeId, s.readingChallenges.id)),
  );
  const topics = s.forumTopics;
  const texts = await demoTexts(db, seeds);
  const writes = textWrites(db, texts, now);

  // In order: what is kept first, then readers' entries of removed books, then the removals.
  const steps: [name: string | null, statement: BatchItem<'sqlite'>][] = [
    // Kept as the owner's: books in use, and products with orders (without the demo's badges).
    [
      'keptBooks',
      db
        .update(books)
        .set({ demo: false })
        .where(and(eq(books.demo, true), or(ownChapter, ownStory)))
        .returning(id),
    ],
    [
      'keptProducts',
      db
        .update(products)
        .set({
          demo: false,
          rating: null,
          reviewCount: null,
          viewedCount: null,
          limitedStock: false,
          bestseller: false,
          updatedAt: now,
        })
        .where(and(eq(products.demo, true), hasOrders))
        .returning(id),
    ],
    // A challenge visitors have joined: their standing in it stays.
    [
      'keptChallenges',
      db
        .update(s.readingChallenges)
        .set({ demo: false })
        .where(and(eq(s.readingChallenges.demo, true), joined))
        .returning(id),
    ],
    ['previews', db.delete(previews).where(eq(previews.demo, true)).returning(id)],
    // Readers' shelves keep the entries of removed books, with the titles they showed.
    [
      null,
      db
        .update(s.userReadingProgress)
        .set({
          title: sql`(select ${books.title} from ${books} where ${books.id} = ${s.userReadingProgress.bookId})`,
        })
        .where(and(inArray(s.userReadingProgress.bookId, demoBookIds), isNull(s.userReadingProgress.title))),
    ],
    [
      null,
      db
        .update(s.userReadingProgress)
        .set({ bookId: null })
        .where(inArray(s.userReadingProgress.bookId, demoBookIds)),
    ],
    ['stories', db.delete(stories).where(eq(stories.demo, true)).returning(id)],
    ['insights', db.delete(s.communityInsights).where(eq(s.communityInsights.demo, true)).returning(id)],
    ['forumPosts', db.delete(s.forumPosts).where(eq(s.forumPosts.demo, true)).returning(id)],
    [
      'forumTopics',
      db
        .delete(topics)
        .where(
          and(
            eq(topics.demo, true),
            not(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(s.forumPosts)
                  .where(eq(s.forumPosts.topicId, topics.id)),
              ),
            ),
          ),
        )
        .returning(id),
    ],
    [
      'forumCategories',
      db
        .delete(s.forumCategories)
        .where(
          and(
            eq(s.forumCategories.demo, true),
            not(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(topics)
                  .where(eq(topics.categoryId, s.forumCategories.id)),
              ),
            ),
          ),
        )
        .returning(id),
    ],
    // The demo challenge nobody joined (one a visitor joined was kept above).
    ['challenges', db.delete(s.readingChallenges).where(eq(s.readingChallenges.demo, true)).returning(id)],
    ['books', db.delete(books).where(eq(books.demo, true)).returning(id)],
    ['posts', db.delete(s.blogPosts).where(eq(s.blogPosts.demo, true)).returning(id)],
    [
      'products',
      db
        .delete(products)
        .where(and(eq(products.demo, true), not(hasOrders)))
        .returning(id),
    ],
    [
      'milestones',
      db.delete(s.communityMilestones).where(eq(s.communityMilestones.demo, true)).returning(id),
    ],
    ['issues', db.delete(s.newsletterIssues).where(eq(s.newsletterIssues.demo, true)).returning(id)],
    ['analytics', db.delete(s.readerEngagement).where(eq(s.readerEngagement.demo, true)).returning(id)],
    ...writes.map(({ text, statement }): [string, BatchItem<'sqlite'>] => [`text:${text.key}`, statement]),
    ...contentChangedQueries(db, { now }).map((q): [null, BatchItem<'sqlite'>] => [null, q]),
  ];
  const results = (await db.batch(
    steps.map(([, statement]) => statement) as [BatchItem<'sqlite'>],
  )) as unknown[];
  const rows: Record<string, number> = {};
  steps.forEach(([name], i) => {
    if (name) rows[name] = (results[i] as unknown[]).length;
  });
  const written = texts.filter((t) => rows[`text:${t.key}`]);
  return {
    removed: {
      books: rows.books!,
      previews: rows.previews!,
      posts: rows.posts!,
      stories: rows.stories!,
      forumItems: rows.forumPosts! + rows.forumTopics! + rows.forumCategories!,
      challenges: rows.challenges!,
      products: rows.products!,
      milestones: rows.milestones!,
      insights: rows.insights!,
      issues: rows.issues!,
      analytics: rows.analytics!,
      ...textCounts(written),
    },
    kept: { books: rows.keptBooks!, products: rows.keptProducts!, challenges: rows.keptChallenges! },
  };
}
