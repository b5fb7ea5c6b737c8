import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import * as s from './schema';
import { ENGAGEMENT_DAYS, seedDatabase } from './seed';
import { seedChallenge } from './seed-data/community';

let data: TestDatabase | undefined;
afterEach(() => data?.cleanup());

const tables = {
  books: s.books,
  previews: s.bookPreviews,
  posts: s.blogPosts,
  challenges: s.readingChallenges,
  milestones: s.communityMilestones,
  products: s.abfProducts,
  categories: s.forumCategories,
  topics: s.forumTopics,
  forumPosts: s.forumPosts,
  stories: s.readerImpactStories,
  engagement: s.readerEngagement,
  issues: s.newsletterIssues,
};

async function counts(d: TestDatabase) {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await d.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('seed', () => {
  it('leaves the same counts when run twice', async () => {
    data = await createTestDatabase();
    const first = await counts(data);
    await seedDatabase(data.db);
    expect(await counts(data)).toEqual(first);
  });

  it('writes the demo content CONTRACT.md §7 promises', async () => {
    data = await createTestDatabase();
    const books = await data.db.select().from(s.books);
    expect(books.map((b) => b.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(new Set(books.map((b) => b.title)).size).toBe(14);
    expect(new Set(books.map((b) => b.description)).size).toBe(14);
    expect(books.filter((b) => b.featured)).toHaveLength(3);
    expect(books.some((b) => b.rating.endsWith('.5'))).toBe(true);
    expect(books.some((b) => /\/dp\/[A-Z0-9]{10}$/.test(b.amazonUrl))).toBe(true);
    expect(books.some((b) => !b.amazonUrl.includes('/dp/'))).toBe(true);
    expect(books.every((b) => b.coverImage.startsWith('/images/'))).toBe(true);

    const previews = await data.db.select().from(s.bookPreviews);
    const withPreview = new Set(previews.map((p) => p.bookId));
    expect(withPreview.size).toBeGreaterThanOrEqual(10);
    expect(14 - withPreview.size).toBeGreaterThanOrEqual(2);
    for (const p of previews) expect(p.content.split(/\s+/).length).toBeGreaterThan(800);

    const [challenge] = await data.db.select().from(s.readingChallenges).where(eq(s.readingChallenges.id, 1));
    expect(challenge?.isActive).toBe(true);
    expect(challenge?.targetBooks).toBeGreaterThan(0);

    const posts = await data.db.select().from(s.blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const p of posts) expect(p.content.split('\n\n').length).toBeGreaterThan(2);

    // Each book's own page has its facts: a publication date (book 1 the newest), its length, its formats.
    const byId = new Map(books.map((b) => [b.id, b]));
    for (const b of books) {
      expect(b.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(b.pageCount).toBeGreaterThan(100);
      expect(b.formats.length).toBeGreaterThan(0);
      for (const f of b.formats) expect(f.isbn).toMatch(/^979\d{10}$/);
      if (b.id > 1) expect(b.publishedOn! < byId.get(b.id - 1)!.publishedOn!).toBe(true);
    }
    expect(books.map((b) => b.position)).toEqual(books.map((b) => b.id));

    const products = await data.db.select().from(s.abfProducts);
    expect(products.find((p) => p.name === 'Classic Dad Hat')?.slug).toBe('classic-dad-hat');
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) expect(p.photos.length).toBeGreaterThan(0);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(products.find((p) => p.name === 'Classic Dad Hat')?.category).toBe('hat');

    const days = await data.db.selectDistinct({ date: s.readerEngagement.date }).from(s.readerEngagement);
    expect(days).toHaveLength(ENGAGEMENT_DAYS);
    const c = await counts(data);
    expect(c.milestones).toBeGreaterThan(0);
    expect(c.topics).toBeGreaterThan(0);
    expect(c.forumPosts).toBeGreaterThan(0);
  });

  it('dates the challenge, the stories and the visits by the clock, not by when the seed was written', async () => {
    const now = new Date('2031-06-15T12:00:00Z');
    data = await createTestDatabase({ seed: false });
    await seedDatabase(data.db, now);
    const [challenge] = await data.db.select().from(s.readingChallenges);
    expect(challenge).toMatchObject({
      id: 1,
      title: '2031 Fabulous Reading Challenge',
      startDate: new Date('2031-01-01T00:00:00.000Z'),
      endDate: new Date('2031-12-31T23:59:59.000Z'),
      isActive: true,
    });
    expect(seedChallenge(new Date('2027-12-31T23:59:59Z')).title).toBe('2027 Fabulous Reading Challenge');

    const stories = await data.db.select().from(s.readerImpactStories);
    for (const story of stories) expect(story.submittedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    const waiting = stories.filter((st) => !st.isApproved);
    expect(waiting.length).toBeGreaterThan(0);
    // The stories awaiting review came in within the last week, as a real queue would.
    for (const story of waiting)
      expect(now.getTime() - story.submittedAt.getTime()).toBeLessThan(7 * 86_400_000);

    const days = await data.db.selectDistinct({ date: s.readerEngagement.date }).from(s.readerEngagement);
    expect(
      days
        .map((d) => d.date)
        .sort()
        .at(-1),
    ).toBe('2031-06-15');
  });

  it('marks every seeded visit as demo data', async () => {
    data = await createTestDatabase();
    const rows = await data.db
      .select({ demo: s.readerEngagement.demo, n: count() })
      .from(s.readerEngagement)
      .groupBy(s.readerEngagement.demo);
    expect(rows).toEqual([{ demo: true, n: expect.any(Number) }]);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('marks every seeded row as demo, and gives the products SPEC.md’s badges (CONTRACT.md §16)', async () => {
    data = await createTestDatabase();
    // The challenge readers join is the site's own, not demo content.
    const { challenges: _, ...demoTables } = tables;
    for (const [name, table] of Object.entries(demoTables)) {
      const rows = await data.db.select({ demo: table.demo }).from(table);
      expect(rows.length, name).toBeGreaterThan(0);
      expect(
        rows.every((r) => r.demo),
        name,
      ).toBe(true);
    }
    const products = await data.db.select().from(s.abfProducts);
    for (const p of products)
      expect(p).toMatchObject({ rating: 5, reviewCount: 47, viewedCount: 12, limitedStock: true });
    expect(products.filter((p) => p.bestseller).map((p) => p.name)).toEqual(['Classic Dad Hat']);
  });
});
