import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { newsletterSubscriptions, users } from './schema';

let data: TestDatabase | undefined;
afterEach(() => data?.cleanup());

describe('schema', () => {
  it('applies every migration to an empty database and creates every SPEC table', async () => {
    data = await createTestDatabase({ seed: false });
    const rows = await data.db.$client.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
    const tables = rows.rows.map((r) => r[0]);
    for (const table of [
      'books',
      'blog_posts',
      'contact_messages',
      'newsletter_subscriptions',
      'users',
      'book_previews',
      'reading_challenges',
      'user_reading_progress',
      'book_recommendations',
      'user_book_ratings',
      'forum_categories',
      'forum_topics',
      'forum_posts',
      'community_insights',
      'reader_impact_stories',
      'reader_engagement',
      'community_milestones',
      'abf_products',
      'abf_orders',
      'mail_outbox',
      'sessions',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('rejects a duplicate newsletter email', async () => {
    data = await createTestDatabase({ seed: false });
    await data.db.insert(newsletterSubscriptions).values({ email: 'a@example.com' });
    await expect(
      data.db.insert(newsletterSubscriptions).values({ email: 'a@example.com' }),
    ).rejects.toThrow();
  });

  it.each([
    ['email', { email: 'a@example.com', username: 'other' }],
    ['username', { email: 'b@example.com', username: 'kendra' }],
  ])('rejects a user with a duplicate %s', async (_field, clash) => {
    data = await createTestDatabase({ seed: false });
    await data.db.insert(users).values({ email: 'a@example.com', username: 'kendra', password: 'x' });
    await expect(data.db.insert(users).values({ ...clash, password: 'x' })).rejects.toThrow();
    await data.db.insert(users).values({ email: 'c@example.com', username: 'fresh', password: 'x' });
  });

  it('applies the SPEC defaults', async () => {
    data = await createTestDatabase({ seed: false });
    const [user] = await data.db
      .insert(users)
      .values({ email: 'd@example.com', username: 'd', password: 'x' })
      .returning();
    expect(user?.role).toBe('user');
    expect(user?.createdAt).toBeInstanceOf(Date);
  });
});
