import { describe, expect, it } from 'vitest';
import { deviceOf, pagePathOf, referrerOf, summarizeOwnerAnalytics, type OwnerRows } from './owner';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 15; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('deviceOf', () => {
  it.each([
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [ANDROID_TABLET, 'tablet'],
    [IPAD, 'tablet'],
    [MAC, 'desktop'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0', 'desktop'],
    ['', 'desktop'],
    [null, 'desktop'],
  ])('%s is %s', (ua, device) => expect(deviceOf(ua)).toBe(device));
});

describe('referrerOf', () => {
  it.each([
    ['https://www.google.com/', 'google.com'],
    ['https://l.instagram.com/?u=x', 'l.instagram.com'],
    ['http://News.Example.org/a/b?c#d', 'news.example.org'],
    ['', ''],
    [undefined, ''],
    ['not a url', ''],
    ['android-app://com.google.android.gm/', ''],
    ['https://kendralane.com/blog', null],
    ['https://www.kendralane.com/catalog', null],
  ])('%s counts as %s', (referrer, expected) =>
    expect(referrerOf(referrer, 'kendralane.com')).toBe(expected),
  );
});

describe('pagePathOf', () => {
  it.each([
    ['/', '/'],
    ['/blog/', '/blog'],
    ['/book/1/preview?ref=x#top', '/book/1/preview'],
    ['//', '/'],
    [`/${'a'.repeat(300)}`, `/${'a'.repeat(199)}`],
  ])('%s counts as %s', (path, expected) => expect(pagePathOf(path)).toBe(expected));
});

const none: OwnerRows['top'] = { page: [], referrer: [], country: [], device: [] };

describe('summarizeOwnerAnalytics', () => {
  it.each<{ name: string; rows: OwnerRows; expected: Record<string, unknown> }>([
    {
      name: 'no traffic: every day of the range at zero, empty lists',
      rows: { views: [], visitors: [], rangeVisitors: 0, top: none },
      expected: {
        from: '2026-11-16',
        to: '2026-11-22',
        totals: { views: 0, visitors: 0 },
        pages: [],
        daily: [
          '2026-11-16',
          '2026-11-17',
          '2026-11-18',
          '2026-11-19',
          '2026-11-20',
          '2026-11-21',
          '2026-11-22',
        ].map((date) => ({ date, views: 0, visitors: 0 })),
      },
    },
    {
      name: "days with views and visitors are merged, quiet days filled, totals summed; visitors are the range's distinct count",
      rows: {
        views: [
          { day: '2026-11-17', views: 10 },
          { day: '2026-11-22', views: 30 },
        ],
        visitors: [
          { day: '2026-11-17', visitors: 4 },
          { day: '2026-11-22', visitors: 9 },
        ],
        rangeVisitors: 11,
        top: {
          page: [
            { value: '/', views: 25 },
            { value: '/book/1/preview', views: 15 },
          ],
          referrer: [
            { value: '', views: 30 },
            { value: 'google.com', views: 10 },
          ],
          country: [
            { value: 'US', views: 20 },
            { value: 'GB', views: 12 },
            { value: '', views: 8 },
          ],
          device: [
            { value: 'mobile', views: 27 },
            { value: 'desktop', views: 13 },
          ],
        },
      },
      expected: {
        totals: { views: 40, visitors: 11 },
        pages: [
          { value: '/', label: '/', views: 25, share: 62.5 },
          { value: '/book/1/preview', label: '/book/1/preview', views: 15, share: 37.5 },
        ],
        referrers: [
          { value: '', label: 'Direct', views: 30, share: 75 },
          { value: 'google.com', label: 'google.com', views: 10, share: 25 },
        ],
        countries: [
          { value: 'US', label: 'United States', views: 20, share: 50 },
          { value: 'GB', label: 'United Kingdom', views: 12, share: 30 },
          { value: '', label: 'Unknown', views: 8, share: 20 },
        ],
        devices: [
          { value: 'mobile', label: 'Mobile', views: 27, share: 67.5 },
          { value: 'desktop', label: 'Desktop', views: 13, share: 32.5 },
        ],
      },
    },
  ])('$name', ({ rows, expected }) => {
    const report = summarizeOwnerAnalytics('7d', '2026-11-22', rows);
    expect(report).toMatchObject(expected);
    expect(report.daily).toHaveLength(7);
  });

  it.each([
    ['7d', 7, '2026-11-16'],
    ['30d', 30, '2026-10-24'],
    ['90d', 90, '2026-08-25'],
  ] as const)('%s covers %i days from %s', (range, days, from) => {
    const report = summarizeOwnerAnalytics(range, '2026-11-22', {
      views: [],
      visitors: [],
      rangeVisitors: 0,
      top: none,
    });
    expect(report.daily).toHaveLength(days);
    expect(report.from).toBe(from);
    expect(report.daily.at(-1)?.date).toBe('2026-11-22');
  });
});
