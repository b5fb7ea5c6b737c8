/**
 * Step 1 of the benchmark: build the site from a database seeded as shipped, then
 * from the same database scaled up, timing each build and counting its pages. Both
 * builds are then served and measured alike (bench/run.ts).
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, PROJECT_ROOT } from '../scripts/build-site';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import type { BuildFigures } from './report';
import { scaleDatabase } from './scale';

/** Where the benchmark builds (removed at the end of every run). */
export const BUILD_ROOT = join(PROJECT_ROOT, '.bench-build');

/** Number of HTML pages in a build (index.html and other *.html under client/). */
function countPages(dir: string): number {
  return readdirSync(join(dir, 'client'), { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.html'),
  ).length;
}

async function rowCounts(data: TestDatabase): Promise<BuildFigures['rows']> {
  const n = async (table: string) =>
    Number((await data.db.$client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  return { books: await n('books'), posts: await n('blog_posts'), engagement: await n('reader_engagement') };
}

async function timedBuild(dir: string, data: TestDatabase, siteUrl: string): Promise<BuildFigures> {
  const rows = await rowCounts(data);
  const started = performance.now();
  await buildSite(dir, { ...process.env, DATABASE_URL: data.url, SITE_URL: siteUrl });
  const seconds = (performance.now() - started) / 1000;
  const pages = countPages(dir);
  return { seconds, pages, pagesPerSecond: pages / seconds, rows };
}

/** The scaled build, kept to be served with its database until `cleanup`. */
export interface ScaledBuild {
  dir: string;
  databaseUrl: string;
  cleanup(): void;
}

/**
 * Builds the seeded site into BUILD_ROOT/seeded (kept, to be served) and the scaled one
 * into BUILD_ROOT/scaled with `scaledSiteUrl` (kept with its database, to be served and
 * measured as well). A failed scaled build is reported, not thrown, so the rest of the
 * benchmark still runs.
 */
export async function measureBuilds(
  siteUrl: string,
  scaledSiteUrl: string,
  log: (message: string) => void,
): Promise<{
  seededDir: string;
  seeded: BuildFigures;
  scaled: BuildFigures | { error: string };
  scaledBuild?: ScaledBuild;
}> {
  const data = await createTestDatabase();
  const scaledDir = join(BUILD_ROOT, 'scaled');
  const cleanup = () => {
    rmSync(scaledDir, { recursive: true, force: true });
    data.cleanup();
  };
  try {
    const seededDir = join(BUILD_ROOT, 'seeded');
    log('building the seeded site...');
    const seeded = await timedBuild(seededDir, data, siteUrl);
    log(`seeded: ${seeded.pages} pages in ${seeded.seconds.toFixed(1)} s`);
    await scaleDatabase(data.db);
    log('building the scaled site...');
    try {
      const scaled = await timedBuild(scaledDir, data, scaledSiteUrl);
      log(`scaled: ${scaled.pages} pages in ${scaled.seconds.toFixed(1)} s`);
      return { seededDir, seeded, scaled, scaledBuild: { dir: scaledDir, databaseUrl: data.url, cleanup } };
    } catch (error) {
      const scaled = { error: String(error).split('\n').slice(0, 3).join(' ') };
      log(`scaled build failed: ${scaled.error}`);
      cleanup();
      return { seededDir, seeded, scaled };
    }
  } catch (error) {
    cleanup();
    throw error;
  }
}
