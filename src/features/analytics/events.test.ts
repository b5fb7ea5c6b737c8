import { describe, expect, it } from 'vitest';
import { countryOf, deltaOf, isBookPreviewPath } from './events';

describe('deltaOf', () => {
  it.each([
    [
      { type: 'view', sessionId: 's-12345678', path: '/' },
      { pageViews: 1, booksViewed: 0 },
    ],
    [
      { type: 'view', sessionId: 's-12345678', path: '/catalog' },
      { pageViews: 1, booksViewed: 0 },
    ],
    [
      { type: 'view', sessionId: 's-12345678', path: '/book/3/preview' },
      { pageViews: 1, booksViewed: 1 },
    ],
    [
      { type: 'view', sessionId: 's-12345678', path: '/book/12/preview/' },
      { pageViews: 1, booksViewed: 1 },
    ],
    [{ type: 'time', sessionId: 's-12345678', seconds: 75 }, { timeSpent: 75 }],
  ] as const)('%o adds %o', (event, delta) => {
    expect(deltaOf(event)).toEqual(delta);
  });
});

describe('isBookPreviewPath', () => {
  it.each([
    ['/book/1/preview', true],
    ['/book/0/preview', false],
    ['/book/abc/preview', false],
    ['/book-preview/1', false],
    ['/book/1/preview/extra', false],
  ])('%s -> %s', (path, expected) => {
    expect(isBookPreviewPath(path)).toBe(expected);
  });
});

describe('countryOf', () => {
  it.each([
    [{ 'x-vercel-ip-country': 'US' }, 'US'],
    [{ 'x-vercel-ip-country': 'is' }, 'IS'],
    [{ 'x-vercel-ip-country': 'XX' }, null],
    [{ 'x-vercel-ip-country': 'USA' }, null],
    [{ 'x-vercel-ip-country': '<b>' }, null],
    [{}, null],
  ])('%o -> %s', (headers, expected) => {
    expect(countryOf(new Headers(headers))).toBe(expected);
  });
});
