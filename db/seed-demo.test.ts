/**
 * An install seeded before seeded rows carried demo marks: the next start marks what is
 * still as seeded (once), leaves the owner's changes and additions alone, and never marks
 * again what the owner kept after removing the demo content.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import {
  countDemoContent,
  removeDemoContent,
  type DemoTextSeeds,
} from '../src/features/demo/demo-content.queries';
import * as s from './schema';
import { seedMissingSiteTexts, seedSiteTexts } from './seed';
import { DEMO_MARKED_KEY } from './seed-demo';

let data: TestDatabase | undefined;
afterEach(() => data?.cleanup());

const seeds = seedSiteTexts() as unknown as DemoTextSeeds;
const DEMO_TABLES = [
  'books',
  'book_previews',
  'blog_posts',
  'community_milestones',
  'forum_categories',
  'forum_topics',
  'forum_posts',
  'reader_impact_stories',
  'community_insights',
  'newsletter_issues',
];

/** The database as an older seed left it: no marks, no badges, texts without marks, never marked. */
async function asOlderInstall(d: TestDatabase) {
  for (const table of DEMO_TABLES) await d.db.run(sql.raw(`update ${table} set demo = 0`));
  await d.db.run(
    sql`update abf_products set demo = 0, rating = null, review_count = null, viewed_count = null, limited_stock = 0, bestseller = 0`,
  );
  const [row] = await d.db.select().from(s.siteTexts).where(eq(s.siteTexts.key, 'testimonials'));
  const plain = (JSON.parse(row!.value) as Record<string, unknown>[]).map(({ demo: _d, ...item }) => item);
  await d.db
    .update(s.siteTexts)
    .set({ value: JSON.stringify(plain) })
    .where(eq(s.siteTexts.key, 'testimonials'));
  await d.db.delete(s.siteTexts).where(eq(s.siteTexts.key, 'figures'));
  await d.db.delete(s.siteState).where(eq(s.siteState.key, DEMO_MARKED_KEY));
}

describe('marking an older install', () => {
  it('marks what is still as seeded, with the demo products’ badges, and leaves the owner’s changes alone', async () => {
    data = await createTestDatabase();
    const fresh = await countDemoContent(data.db, seeds);
    await asOlderInstall(data);
    // The owner renamed one seeded book and rewrote one testimonial meanwhile.
    await data.db.update(s.books).set({ title: 'My Real Book' }).where(eq(s.books.id, 3));
    const [row] = await data.db.select().from(s.siteTexts).where(eq(s.siteTexts.key, 'testimonials'));
    const edited = JSON.parse(row!.value) as Record<string, unknown>[];
    edited[0]!.quote = 'A real reader said this.';
    await data.db
      .update(s.siteTexts)
      .set({ value: JSON.stringify(edited) })
      .where(eq(s.siteTexts.key, 'testimonials'));

    await seedMissingSiteTexts(data.db);

    expect(await countDemoContent(data.db, seeds)).toEqual({
      ...fresh,
      books: fresh.books - 1,
      texts: fresh.texts - 1,
    });
    const [hat] = await data.db.select().from(s.abfProducts).where(eq(s.abfProducts.id, 1));
    expect(hat).toMatchObject({ demo: true, rating: 5, reviewCount: 47, viewedCount: 12, bestseller: true });
    const [mine] = await data.db.select().from(s.books).where(eq(s.books.id, 3));
    expect(mine?.demo).toBe(false);
  });

  it('marks once: what the owner kept after removing the demo content stays hers', async () => {
    data = await createTestDatabase();
    await data.db.insert(s.abfOrders).values({
      productId: 1,
      customerName: 'Buyer',
      customerEmail: 'b@example.com',
      customerAddress: '1 Long Street, Town',
      totalCents: 2599,
    });
    await removeDemoContent(data.db, seeds);
    await seedMissingSiteTexts(data.db);
    const [hat] = await data.db.select().from(s.abfProducts).where(eq(s.abfProducts.id, 1));
    expect(hat?.demo).toBe(false);
    expect(Object.values(await countDemoContent(data.db, seeds)).every((n) => n === 0)).toBe(true);
  });
});
