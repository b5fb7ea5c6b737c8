import { describe, expect, it } from 'vitest';
import { rankResults } from './rank';

const r = (url: string, type?: string) => ({ url, type });

describe('search results', () => {
  it('put books and posts before products, ventures and listing pages, relevance kept within each', () => {
    const ranked = rankResults(
      [
        r('/blog/tag/life', 'Page'),
        r('/blog', 'Page'),
        r('/blog/4', 'Post'),
        r('/always-be-fabulous', 'Venture'),
        r('/book/2', 'Book'),
        r('/blog/1', 'Post'),
        r('/always-be-fabulous/tote', 'Product'),
        r('/x'),
      ],
      (x) => x.url,
      (x) => x.type,
    );
    expect(ranked.map((x) => x.url)).toEqual([
      '/book/2',
      '/blog/4',
      '/blog/1',
      '/always-be-fabulous/tote',
      '/always-be-fabulous',
      '/blog/tag/life',
      '/blog',
      '/x',
    ]);
  });

  it('list each page once, where it first appears', () => {
    const ranked = rankResults(
      [r('/book/3', 'Book'), r('/blog/1', 'Post'), r('/book/3', 'Book')],
      (x) => x.url,
      (x) => x.type,
    );
    expect(ranked.map((x) => x.url)).toEqual(['/book/3', '/blog/1']);
  });
});
