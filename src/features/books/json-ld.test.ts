import { describe, expect, it } from 'vitest';
import { seedBookRows } from '~db/seed-data/books';
import type { Book } from '~db/schema';
import { bookActionProblems } from '~tests/support/rich-results';
import { bookPageJsonLd } from './json-ld';

const site = new URL('https://example.com');
const seeded = seedBookRows().map(
  (row) => ({ seriesName: null, seriesOrder: null, retailers: [], demo: true, ...row }) as Book,
);

describe("a book page's Book JSON-LD", () => {
  it('meets Google Book actions: the work, and an edition per format with ISBN and a ReadAction per shop', () => {
    for (const book of seeded)
      expect(bookActionProblems(bookPageJsonLd(book, site, 'Kendra Lane'))).toEqual([]);
  });

  it('describes the work at its own page, with its date and length, and each format as an edition', () => {
    const data = bookPageJsonLd(seeded[0]!, site, 'Kendra Lane');
    expect(data).toMatchObject({
      '@id': 'https://example.com/book/1',
      url: 'https://example.com/book/1',
      datePublished: '2025-09-16',
      numberOfPages: 352,
    });
    const editions = data.workExample as Record<string, unknown>[];
    expect(editions.map((e) => e.bookFormat)).toEqual([
      'https://schema.org/EBook',
      'https://schema.org/Paperback',
    ]);
    // The paperback sells at two shops: a ReadAction each, with its price.
    const paperback = editions[1]!.potentialAction as Record<string, unknown>[];
    expect(paperback).toHaveLength(2);
    expect(paperback[1]).toMatchObject({
      target: { urlTemplate: expect.stringContaining('bookshop.org') },
      expectsAcceptanceOf: { price: '15.99', priceCurrency: 'USD', category: 'purchase' },
    });
  });

  it('fails the rules when an edition has no ISBN or no shop, or when there is no edition', () => {
    const book = seeded[0]!;
    const noIsbn = { ...book, formats: [{ ...book.formats[0]!, isbn: null }] };
    expect(bookActionProblems(bookPageJsonLd(noIsbn, site, 'K'))).toContain('workExample[0].isbn');
    const noShop = { ...book, formats: [{ ...book.formats[0]!, retailers: [] }] };
    expect(bookActionProblems(bookPageJsonLd(noShop, site, 'K'))).toContain('workExample[0].potentialAction');
    expect(bookActionProblems(bookPageJsonLd({ ...book, formats: [] }, site, 'K'))).toContain('workExample');
  });
});
