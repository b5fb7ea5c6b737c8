/** A product's badges (CONTRACT.md §16): the owner's fields, null or false showing nothing; tracked stock speaks for itself. */
import { describe, expect, it } from 'vitest';
import { DEMO_STOCK_LINE, productBadges, schemaAvailability, type BadgeFacts } from './badges';

const none: BadgeFacts = {
  rating: null,
  reviewCount: null,
  viewedCount: null,
  limitedStock: false,
  bestseller: false,
  demo: false,
  stock: null,
};
/** SPEC.md's demo product: five stars, 47 reviews, 12 people viewed, limited stock. */
const demo: BadgeFacts = {
  ...none,
  rating: 5,
  reviewCount: 47,
  viewedCount: 12,
  limitedStock: true,
  demo: true,
};

describe('productBadges', () => {
  it('shows nothing for a product with no badges', () => {
    expect(productBadges(none)).toEqual({
      pills: [],
      rating: null,
      reviews: null,
      stockLine: '',
      viewed: null,
      soldOut: false,
    });
  });

  it("shows SPEC.md's demo texts on a demo product", () => {
    const badges = productBadges(demo);
    expect(badges.pills.map((p) => p.text)).toEqual(['Limited stock']);
    expect(badges.rating?.label).toBe('Rated 5 out of 5');
    expect(badges.reviews).toBe('47 reviews');
    expect(badges.stockLine).toBe(DEMO_STOCK_LINE);
    expect(badges.viewed).toBe('12 people viewed');
  });

  it.each([
    ['a count of 1', { reviewCount: 1, viewedCount: 1 }, '1 review', '1 person viewed'],
    ['a count of 0', { reviewCount: 0, viewedCount: 0 }, null, null],
    ['thousands', { reviewCount: 1234, viewedCount: 20000 }, '1,234 reviews', '20,000 people viewed'],
  ])('says %s in words', (_, counts, reviews, viewed) => {
    const badges = productBadges({ ...none, ...counts });
    expect([badges.reviews, badges.viewed]).toEqual([reviews, viewed]);
  });

  it.each([
    [4.5, 4, 1],
    [4.4, 4, 0],
    [0, 0, 0],
  ])('draws a rating of %d as %d full and %d half stars', (rating, full, half) => {
    expect(productBadges({ ...none, rating }).rating).toMatchObject({ full, half });
  });

  it("never gives the owner's own product an invented count: Limited stock alone", () => {
    const badges = productBadges({ ...none, limitedStock: true });
    expect(badges.pills.map((p) => p.text)).toEqual(['Limited stock']);
    expect(badges.stockLine).toBe('');
  });

  it.each([
    ['plenty left', { M: 6 }, '', []],
    ['few left', { M: 2 }, 'Only 2 left', []],
    ['three left, for real', { M: 3 }, 'Only 3 left', []],
    ['none left', { M: 0 }, 'Sold out', ['Sold out']],
  ])('with tracked stock (%s) shows the real stock, never Limited stock', (_, stock, line, pills) => {
    const badges = productBadges({ ...demo, stock });
    expect(badges.stockLine).toBe(line);
    expect(badges.pills.map((p) => p.text)).toEqual(pills);
    expect(badges.soldOut).toBe(line === 'Sold out');
  });

  it('puts the bestseller badge first', () => {
    expect(productBadges({ ...demo, bestseller: true }).pills.map((p) => p.text)).toEqual([
      'Bestseller',
      'Limited stock',
    ]);
  });
});

describe('schemaAvailability', () => {
  it.each([
    [{ limitedStock: false, stock: null }, 'InStock'],
    [{ limitedStock: true, stock: null }, 'LimitedAvailability'],
    [{ limitedStock: true, stock: { M: 6 } }, 'InStock'],
    [{ limitedStock: false, stock: { M: 2 } }, 'LimitedAvailability'],
    [{ limitedStock: true, stock: { M: 0 } }, 'OutOfStock'],
  ])('%j offers %s', (product, state) => {
    expect(schemaAvailability(product)).toBe(`https://schema.org/${state}`);
  });
});
