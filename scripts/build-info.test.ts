/** What a build records about the content it read (/build.json), and the Vercel route clean-up. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentChangedQueries, readPublishRecord } from '../src/features/publishing/publish.queries';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { dropImageRoute, readBuildInfo } from './build-info';

describe('build info', () => {
  let data: TestDatabase;
  beforeEach(async () => {
    data = await createTestDatabase({ seed: false });
    await data.db.batch(contentChangedQueries(data.db));
    await data.db.batch(contentChangedQueries(data.db));
  });
  afterEach(() => data.cleanup());

  const NOW = new Date('2026-11-24T10:00:00.000Z');

  it('is the content generation at the start of the build and the time', async () => {
    expect(await readBuildInfo({ DATABASE_URL: data.url }, NOW)).toEqual({
      generation: 2,
      builtAt: '2026-11-24T10:00:00.000Z',
    });
    // A local or preview build records nothing in the database.
    expect((await readPublishRecord(data.db)).buildStartedAt).toBeNull();
  });

  it('is recorded as a started production build on Vercel', async () => {
    const info = await readBuildInfo({ DATABASE_URL: data.url, VERCEL_ENV: 'production' }, NOW);
    expect(info.generation).toBe(2);
    expect(await readPublishRecord(data.db)).toMatchObject({
      buildGeneration: 2,
      buildStartedAt: '2026-11-24T10:00:00.000Z',
      hookPending: false,
    });
  });
});

describe('the Vercel config clean-up', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vercel-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('drops the image route and keeps every other route in order', () => {
    const file = join(dir, 'config.json');
    const routes = [
      { src: '^/_astro(?:/(.*))$', headers: { 'cache-control': 'public' }, continue: true },
      { handle: 'filesystem' },
      { src: '^/_image/?$', dest: '_render' },
      { src: '^/api/books/?$', dest: '_render' },
      { src: '^/.*$', dest: '/404.html', status: 404 },
    ];
    writeFileSync(file, JSON.stringify({ version: 3, routes }));
    expect(dropImageRoute(file)).toBe(true);
    const config = JSON.parse(readFileSync(file, 'utf8'));
    expect(config).toEqual({ version: 3, routes: routes.filter((r) => r.src !== '^/_image/?$') });
    expect(dropImageRoute(file)).toBe(false);
    expect(dropImageRoute(join(dir, 'missing.json'))).toBe(false);
  });
});
