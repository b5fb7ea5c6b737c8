import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { pageViewRows, pageViewWrites, type PageViewFacts } from './page-views.queries';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
});
afterEach(() => data.cleanup());

const view = (over: Partial<PageViewFacts>): PageViewFacts => ({
  day: '2026-11-20',
  path: '/',
  referrer: '',
  country: 'US',
  device: 'desktop',
  visitor: 'v1',
  ...over,
});

describe('page view rollups', () => {
  it('count views per day by page, referrer, country and device, and visitors once a day', async () => {
    const { db } = data;
    const views = [
      view({}),
      view({ path: '/blog', referrer: null }), // a link within the site: no referrer counted
      view({ visitor: 'v2', device: 'mobile', country: '', referrer: 'google.com' }),
      view({ day: '2026-11-21', visitor: 'v1', path: '/blog', referrer: 'google.com' }),
      view({ day: '2026-11-10', visitor: 'v9' }), // outside the range asked for
    ];
    for (const v of views) await db.batch(pageViewWrites(db, v));

    const rows = await pageViewRows(db, '2026-11-15', '2026-11-21');
    expect(rows.views).toEqual([
      { day: '2026-11-20', views: 3 },
      { day: '2026-11-21', views: 1 },
    ]);
    expect(rows.visitors).toEqual([
      { day: '2026-11-20', visitors: 2 },
      { day: '2026-11-21', visitors: 1 },
    ]);
    expect(rows.rangeVisitors).toBe(2);
    expect(rows.top.page).toEqual([
      { value: '/', views: 2 },
      { value: '/blog', views: 2 },
    ]);
    expect(rows.top.referrer).toEqual([
      { value: 'google.com', views: 2 },
      { value: '', views: 1 },
    ]);
    expect(rows.top.country).toEqual([
      { value: 'US', views: 3 },
      { value: '', views: 1 },
    ]);
    expect(rows.top.device).toEqual([
      { value: 'desktop', views: 3 },
      { value: 'mobile', views: 1 },
    ]);
  });
});
