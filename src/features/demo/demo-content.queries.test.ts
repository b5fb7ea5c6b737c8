/**
 * 'Remove demo content' (CONTRACT.md §16) on a seeded database: every seeded row, figure
 * and text goes in one step, the owner's and her visitors' things stay, and a second call
 * removes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as s from '~db/schema';
import { seedSiteTexts } from '~db/seed';
import { readGeneration } from '~/features/publishing/publish.queries';
import { saveSiteText } from '~/features/site-texts/site-texts.queries';
import { settleDemoMarks } from '~/features/site-texts/demo-texts';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import {
  countDemoContent,
  hasDemoContent,
  removeDemoContent,
  type DemoTextSeeds,
} from './demo-content.queries';

let data: TestDatabase;
const seeds = seedSiteTexts() as unknown as DemoTextSeeds;

beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

const all = async <T>(rows: Promise<T[]>) => (await rows).length;
const storedText = async (key: string) => {
  const [row] = await data.db.select().from(s.siteTexts).where(eq(s.siteTexts.key, key));
  return JSON.parse(row!.value) as Record<string, unknown>[];
};

describe('a fresh install', () => {
  it('marks every seeded row, figure and text as demo', async () => {
    const counts = await countDemoContent(data.db, seeds);
    expect(counts).toMatchObject({ books: 14, posts: 8, products: 8, milestones: 5, issues: 2, figures: 11 });
    expect(counts.previews).toBeGreaterThan(0);
    expect(counts.stories).toBe(6);
    expect(counts.forumItems).toBe(4 + 8 + 16);
    expect(counts.insights).toBe(4);
    expect(counts.challenges).toBe(1);
    expect(counts.analytics).toBeGreaterThan(500);
    // Six testimonials, three reviews and two sample stories.
    expect(counts.texts).toBe(11);
    expect(hasDemoContent(counts)).toBe(true);
  });
});

describe('removing the demo content', () => {
  it("removes every seeded row, figure and text, keeps the owner's and her visitors' things, and raises the generation", async () => {
    const db = data.db;
    // The owner's own post, book with a chapter, product and figure; a demo book with her chapter.
    const [post] = await db
      .insert(s.blogPosts)
      .values({ title: 'My own post', excerpt: 'Mine', content: 'All mine.', publishedAt: new Date() })
      .returning();
    await db
      .insert(s.bookPreviews)
      .values({ bookId: 2, chapterTitle: 'My new chapter', content: 'x', chapterNumber: 9 });
    const [product] = await db
      .insert(s.abfProducts)
      .values({ name: 'My Tee', color: 'Red', imageUrl: '/x.png', reviewCount: 3 })
      .returning();
    const figures = (await storedText('figures')).map((f) => (f.id === 'novels' ? { ...f, value: '3' } : f));
    await saveSiteText(db, 'figures', settleDemoMarks(await storedText('figures'), figures));
    // A visitor's shelf on a demo book, a visitor's story about a demo book, an order of a demo product.
    // The visitor joined the seeded challenge with that book.
    await db
      .insert(s.userReadingProgress)
      .values({ userId: 'visitor-1', bookId: 8, shelfKey: 'book:8', progress: 40, challengeId: 1 });
    await db
      .insert(s.readerImpactStories)
      .values({ readerName: 'Vi', bookId: 3, story: 'Mine', category: 'growth' });
    await db.insert(s.abfOrders).values({
      productId: 1,
      customerName: 'Buyer',
      customerEmail: 'b@example.com',
      customerAddress: '1 Long Street, Town',
      totalCents: 2599,
    });
    await db.insert(s.readerEngagement).values({ sessionId: 'real-1', date: '2026-11-01', pageViews: 2 });
    const before = await readGeneration(db);

    const { removed, kept } = await removeDemoContent(db, seeds);

    expect(kept).toEqual({ books: 2, products: 1, challenges: 1 });
    expect(removed).toMatchObject({
      books: 12,
      posts: 8,
      products: 7,
      milestones: 5,
      issues: 2,
      insights: 4,
      challenges: 0,
    });
    expect(removed.figures).toBe(10);
    expect(removed.texts).toBe(11);
    expect(removed.stories).toBe(6);
    expect(await readGeneration(db)).toBe(before + 1);
    expect(await countDemoContent(db, seeds)).toEqual(
      Object.fromEntries(Object.keys(removed).map((k) => [k, 0])),
    );

    // Nothing seeded is left...
    expect((await db.select().from(s.books)).map((b) => b.id).sort()).toEqual([2, 3]);
    expect(await all(db.select().from(s.bookPreviews))).toBe(1);
    expect(await all(db.select().from(s.forumTopics))).toBe(0);
    expect(await all(db.select().from(s.forumCategories))).toBe(0);
    expect(await all(db.select().from(s.communityMilestones))).toBe(0);
    expect(await all(db.select().from(s.newsletterIssues))).toBe(0);
    // The challenge the visitor joined stays, as the owner's.
    expect(
      await db
        .select({ id: s.readingChallenges.id, demo: s.readingChallenges.demo })
        .from(s.readingChallenges),
    ).toEqual([{ id: 1, demo: false }]);
    expect((await db.select().from(s.readerEngagement)).map((e) => e.sessionId)).toEqual(['real-1']);
    const shownFigures = (await storedText('figures')).filter((f) => f.value);
    expect(shownFigures).toEqual([{ id: 'novels', value: '3', label: 'Novels published' }]);
    for (const key of ['testimonials', 'reviews', 'sampleStories']) expect(await storedText(key)).toEqual([]);

    // ...and what the owner and her visitors made is intact.
    expect((await db.select().from(s.blogPosts)).map((p) => p.id)).toEqual([post!.id]);
    const products = await db.select().from(s.abfProducts);
    expect(products.map((p) => p.name).sort()).toEqual(['Classic Dad Hat', 'My Tee']);
    expect(products.find((p) => p.id === product!.id)?.reviewCount).toBe(3);
    // The ordered demo product stays, as hers, without the demo's badges.
    expect(products.find((p) => p.id === 1)).toMatchObject({
      demo: false,
      rating: null,
      reviewCount: null,
      viewedCount: null,
      limitedStock: false,
      bestseller: false,
    });
    const [entry] = await db.select().from(s.userReadingProgress);
    expect(entry).toMatchObject({
      userId: 'visitor-1',
      bookId: null,
      challengeId: 1,
      title: 'The Bold Year',
      progress: 40,
    });
    expect((await db.select().from(s.readerImpactStories)).map((st) => st.readerName)).toEqual(['Vi']);
    expect(await all(db.select().from(s.abfOrders))).toBe(1);
  });

  it('removes the challenge nobody joined; removes nothing the second time, and raises no generation', async () => {
    const first = await removeDemoContent(data.db, seeds);
    expect(first.removed.challenges).toBe(1);
    expect(await all(data.db.select().from(s.readingChallenges))).toBe(0);
    const generation = await readGeneration(data.db);
    const { removed, kept } = await removeDemoContent(data.db, seeds);
    expect(hasDemoContent(removed)).toBe(false);
    expect(kept).toEqual({ books: 0, products: 0, challenges: 0 });
    expect(await readGeneration(data.db)).toBe(generation);
  });

  it('empties the figures and texts an install never stored (they read their seed)', async () => {
    await data.db.delete(s.siteTexts).where(eq(s.siteTexts.key, 'figures'));
    const { removed } = await removeDemoContent(data.db, seeds);
    expect(removed.figures).toBe(11);
    expect((await storedText('figures')).every((f) => f.value === '')).toBe(true);
  });
});
