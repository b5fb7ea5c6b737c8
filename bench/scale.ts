/**
 * Grows a seeded database to benchmark size: `tsx bench/scale.ts` (DATABASE_URL) or
 * `scaleDatabase(db)`. Rows are generated inside SQLite with `WITH RECURSIVE`, so
 * 100,000 rows take a second, and they are deterministic (no random()), so every
 * run builds the same site.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { databaseOptionsFromEnv } from '../db/env';
import { runScript } from '../db/script';

/** Target row counts (totals, seeded rows included). */
export interface ScaleTargets {
  books: number;
  posts: number;
  engagement: number;
}

export const BENCH_SCALE: ScaleTargets = { books: 1_000, posts: 1_000, engagement: 100_000 };

/** An integer literal (bound numbers would arrive as REAL and print as '15.0'). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

const count = async (db: Database, table: string) =>
  Number((await db.$client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

const maxId = async (db: Database, table: string) =>
  Number((await db.$client.execute(`SELECT coalesce(max(id), 0) AS top FROM ${table}`)).rows[0]?.top);

/** Adds generated books (each with one preview chapter), posts and engagement rows up to `targets`. */
export async function scaleDatabase(
  db: Database,
  targets: ScaleTargets = BENCH_SCALE,
): Promise<ScaleTargets> {
  const addBooks = Math.max(0, targets.books - (await count(db, 'books')));
  const addPosts = Math.max(0, targets.posts - (await count(db, 'blog_posts')));
  const addEngagement = Math.max(0, targets.engagement - (await count(db, 'reader_engagement')));
  const firstBook = (await maxId(db, 'books')) + 1;
  const firstPost = (await maxId(db, 'blog_posts')) + 1;
  const seededPosts = Math.max(1, await count(db, 'blog_posts'));
  const seededBooks = Math.max(1, await count(db, 'books'));
  const seededPreviews = Math.max(1, await count(db, 'book_previews'));

  await db.batch([
    // Books: covers and texts cycle through the seeded ones so pages have realistic weight.
    db.run(sql`
      INSERT INTO books (id, title, description, cover_image, amazon_url, rating, review_count, featured)
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${int(addBooks)}),
        seed AS (SELECT description, row_number() OVER (ORDER BY id) - 1 AS k FROM books)
      SELECT ${int(firstBook)} + i,
        'Benchmark Book ' || (${int(firstBook)} + i),
        'A generated catalogue entry number ' || (${int(firstBook)} + i) || ' for the benchmark. ' ||
        seed.description,
        '/images/covers/book-' || ((i % 14) + 1) || '.svg',
        'https://www.amazon.com/s?k=kendralane+benchmark+' || (${int(firstBook)} + i),
        printf('%.1f', 3.9 + (i % 12) / 10.0),
        12 + (i * 37) % 968,
        0
      FROM n JOIN seed ON seed.k = i % ${int(seededBooks)} WHERE ${int(addBooks)} > 0`),
    db.run(sql`
      INSERT INTO book_previews (book_id, chapter_title, content, chapter_number, is_preview)
      WITH seed AS (SELECT content, row_number() OVER (ORDER BY id) - 1 AS k FROM book_previews)
      SELECT b.id, 'Chapter One', seed.content, 1, 1
      FROM books b JOIN seed ON seed.k = b.id % ${int(seededPreviews)} WHERE b.id >= ${int(firstBook)}`),
    db.run(sql`
      INSERT INTO blog_posts (id, title, excerpt, content, cover_image, published_at)
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${int(addPosts)}),
        seed AS (SELECT content, row_number() OVER (ORDER BY id) - 1 AS k FROM blog_posts)
      SELECT ${int(firstPost)} + i,
        'Benchmark Post ' || (${int(firstPost)} + i),
        'Generated post number ' || (${int(firstPost)} + i) || ' so the blog has a thousand entries.',
        seed.content,
        '',
        unixepoch('2020-01-01') * 1000 + i * 3600000
      FROM n JOIN seed ON seed.k = i % ${int(seededPosts)} WHERE ${int(addPosts)} > 0`),
    // Engagement: one row per (session, day) spread over the last 365 days.
    db.run(sql`
      INSERT INTO reader_engagement (user_id, session_id, page_views, time_spent, books_viewed,
        discussions_participated, challenges_joined, date, country)
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${int(addEngagement)})
      SELECT 'bench-visitor-' || (i % 5000), 'bench-' || i, 1 + (i * 7) % 8, 30 + (i * 131) % 900,
        (i * 3) % 4, (i % 7 = 0), (i % 20 = 0), date('now', '-' || (i % 365) || ' days'),
        CASE i % 6 WHEN 0 THEN 'CA' WHEN 1 THEN 'GB' WHEN 2 THEN 'NG' ELSE 'US' END
      FROM n WHERE ${int(addEngagement)} > 0`),
  ]);
  return {
    books: await count(db, 'books'),
    posts: await count(db, 'blog_posts'),
    engagement: await count(db, 'reader_engagement'),
  };
}

runScript(import.meta.url, async () => {
  const db = openDatabase(databaseOptionsFromEnv());
  const started = performance.now();
  const totals = await scaleDatabase(db);
  console.log(`Scaled to ${JSON.stringify(totals)} in ${Math.round(performance.now() - started)} ms`);
  db.$client.close();
});
