/**
 * Times one publish (a full build into a new folder, as the start supervisor does) for
 * the seeded site and for a site scaled to 1,000 books and 1,000 posts:
 * `npx tsx scripts/publish-bench.ts [--books 1000 --posts 1000]` (Node 24: run it through npx).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { runScript } from '../db/script';
import { seedDatabase } from '../db/seed';
import { blogPosts, books } from '../db/schema';
import { buildSite, PROJECT_ROOT } from './build-site';

runScript(import.meta.url, async () => {
  const { values } = parseArgs({
    options: { books: { type: 'string', default: '14' }, posts: { type: 'string', default: '0' } },
  });
  const dir = mkdtempSync(join(tmpdir(), 'publish-bench-'));
  const url = `file:${join(dir, 'site.db')}`;
  const db = openDatabase({ url });
  await migrateDatabase(db);
  await seedDatabase(db);
  const extraBooks = Math.max(0, Number(values.books) - 14);
  const extraPosts = Math.max(0, Number(values.posts) - (await db.select().from(blogPosts)).length);
  for (let start = 0; start < extraBooks; start += 200) {
    const rows = Array.from({ length: Math.min(200, extraBooks - start) }, (_, i) => ({
      title: `Bench Book ${start + i + 15}`,
      description: 'A generated book used to measure how long a publish takes for a large catalogue.',
      coverImage: `/images/covers/book-${((start + i) % 14) + 1}.svg`,
      amazonUrl: 'https://www.amazon.com/dp/B0BENCH000',
      rating: '4.5',
      reviewCount: start + i,
    }));
    await db.insert(books).values(rows);
  }
  for (let start = 0; start < extraPosts; start += 200) {
    const rows = Array.from({ length: Math.min(200, extraPosts - start) }, (_, i) => ({
      title: `Bench Post ${start + i + 1}`,
      excerpt: 'A generated post used to measure publishing time.',
      content: 'Paragraph of generated text for the benchmark.\n'.repeat(30),
      publishedAt: new Date(Date.UTC(2024, 0, 1) + (start + i) * 3_600_000),
    }));
    await db.insert(blogPosts).values(rows);
  }
  const counts = `${(await db.select().from(books)).length} books and ${(await db.select().from(blogPosts)).length} posts`;
  db.$client.close();
  const out = join(PROJECT_ROOT, '.builds', `bench-${process.pid}`);
  const started = Date.now();
  try {
    await buildSite(out, { ...process.env, DATABASE_URL: url });
    console.log(
      `publish (build into a new folder) with ${counts}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});
