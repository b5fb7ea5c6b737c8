/** A product's own page: its address, what it says about stock, and its Product JSON-LD (CONTRACT.md §20). */
import { describe, expect, it } from 'vitest';
import { seedProductRows } from '~db/seed-data/shop';
import { productProblems } from '~tests/support/rich-results';
import { productJsonLd } from './json-ld';
import { toPublicProduct } from './product';
import { productPath, slugify } from './product-slug';
import { stockView } from './badges';

const site = new URL('https://example.com');
const now = new Date('2025-01-01T00:00:00Z');
const product = (id: number, stock: Record<string, number> | null = null) =>
  toPublicProduct({ ...seedProductRows()[id - 1]!, demo: true, createdAt: now, updatedAt: now, stock });

describe('product page addresses', () => {
  it.each([
    ['Classic Dad Hat', 'classic-dad-hat'],
    ['Be Fabulous  Crew Socks!', 'be-fabulous-crew-socks'],
    ['Café Noir Tee', 'cafe-noir-tee'],
    ['★★★', ''],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('uses its own slug, or its name and id when it was stored without one', () => {
    expect(productPath({ id: 1, name: 'Classic Dad Hat', slug: 'classic-dad-hat' })).toBe(
      '/always-be-fabulous/classic-dad-hat',
    );
    expect(productPath({ id: 9, name: 'Gold Scarf', slug: null })).toBe('/always-be-fabulous/gold-scarf-9');
  });
});

describe("a product page's stock", () => {
  it('shows a seeded untracked product’s demo badges, with its sizes and nothing per size', () => {
    expect(stockView(product(1))).toEqual({
      soldOut: false,
      badge: 'Limited stock',
      line: 'Only 3 left',
      sizes: { 'S/M': '', 'L/XL': '' },
    });
  });

  it('says what is left of each size of a tracked one, never Limited stock, and sold out at 0', () => {
    expect(stockView(product(1, { 'S/M': 2, 'L/XL': 0 }))).toEqual({
      soldOut: false,
      badge: null,
      line: 'Only 2 left',
      sizes: { 'S/M': 'Only 2 left', 'L/XL': 'Sold out' },
    });
    expect(stockView(product(1, { 'S/M': 40, 'L/XL': 9 }))).toMatchObject({
      badge: null,
      line: '',
      sizes: { 'S/M': 'In stock', 'L/XL': 'In stock' },
    });
    expect(stockView(product(4, { '': 0 }))).toEqual({
      soldOut: true,
      badge: 'Sold out',
      line: 'Sold out',
      sizes: {},
    });
  });
});

describe("a product page's Product JSON-LD", () => {
  it('meets Google’s product rules for every seeded product: name, images, an offer with price and currency', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7])
      expect(productProblems(productJsonLd(product(id), site))).toEqual([]);
  });

  it('names every photo, its page, its price (the default when it has none) and its availability', () => {
    expect(productJsonLd(product(1), site)).toMatchObject({
      url: 'https://example.com/always-be-fabulous/classic-dad-hat',
      image: [
        'https://example.com/images/shop/product-1.svg',
        'https://example.com/images/shop/product-1-detail.svg',
      ],
      // The seeded demo product is marked limited stock by the owner (CONTRACT §16).
      offers: {
        price: '25.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/LimitedAvailability',
      },
    });
    expect(productJsonLd(product(6), site)).toMatchObject({ offers: { price: '25.00' } });
    expect(productJsonLd(product(4, { '': 0 }), site)).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('fails the rules without an offer price or an image', () => {
    const data = productJsonLd(product(1), site);
    expect(productProblems({ ...data, image: [] })).toContain('image');
    expect(productProblems({ ...data, offers: { '@type': 'Offer', priceCurrency: 'USD' } })).toContain(
      'offers[0].price',
    );
  });
});
