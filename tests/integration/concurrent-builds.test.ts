/**
 * Two builds at once in one checkout, from two databases (two `npm start` processes, or a
 * test beside another): each build's pages show its own database's content, never the
 * other's (Astro keeps the content it read in its cache folder, one per build).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { buildSite, PROJECT_ROOT } from '../../scripts/build-site';
import { createTestDatabase, type TestDatabase } from '../support/db';

const SITES = ['Alpha', 'Beta'].map((name) => ({
  name,
  title: `Only In The ${name} Database`,
  out: join(PROJECT_ROOT, '.builds', `concurrent-${name.toLowerCase()}-${process.pid}`),
}));

describe('two builds at once from two databases', () => {
  const databases: TestDatabase[] = [];

  beforeAll(async () => {
    for (const site of SITES) {
      const data = await createTestDatabase();
      databases.push(data);
      await data.db.insert(s.blogPosts).values({
        title: site.title,
        excerpt: `A post that only the ${site.name} database holds.`,
        content: 'Its own words.',
        publishedAt: new Date(),
      });
    }
    await Promise.all(
      SITES.map((site, i) =>
        buildSite(site.out, {
          ...process.env,
          DATABASE_URL: databases[i]!.url,
          SITE_URL: 'http://localhost:4321',
        }),
      ),
    );
  }, 600_000);

  afterAll(() => {
    for (const data of databases) data.cleanup();
    for (const site of SITES) rmSync(site.out, { recursive: true, force: true });
  });

  it("each build's blog lists its own database's post and not the other's", () => {
    for (const [i, site] of SITES.entries()) {
      const blog = readFileSync(join(site.out, 'client/blog/index.html'), 'utf8');
      expect(blog, site.name).toContain(site.title);
      expect(blog, site.name).not.toContain(SITES[1 - i]!.title);
    }
  });
});
