import { describe, expect, it } from 'vitest';
import { orderStatuses, productCategories } from '~db/schema';
import { csvCell, toCsv } from './csv';
import { localInputToIso, toLocalInputValue } from './datetime';
import { blogPostPatchSchema, blogPostSchema } from '~/features/blog/admin/post-schema';
import { centsToPrice, priceToCents } from '~/features/shop/money';
import { ORDER_STATUSES } from '~/features/shop/admin/order-status-schema';
import { PRODUCT_CATEGORIES, productPatchSchema, productSchema } from '~/features/shop/admin/product-schema';

describe('admin schemas', () => {
  it('lists the same statuses and categories as the database', () => {
    expect([...ORDER_STATUSES]).toEqual([...orderStatuses]);
    expect([...PRODUCT_CATEGORIES]).toEqual([...productCategories]);
  });

  it.each([
    ['$25.99', 2599],
    ['25.99', 2599],
    ['25', 2500],
    ['$5.5', 550],
    ['  $0.99 ', 99],
    ['', null],
    ['abc', Number.NaN],
    ['25.999', Number.NaN],
    ['-3', Number.NaN],
  ])('price %j is %s cents', (text, cents) => {
    expect(priceToCents(text)).toBe(cents);
  });

  it('formats cents as a price', () => {
    expect(centsToPrice(2599)).toBe('$25.99');
    expect(centsToPrice(null)).toBeNull();
  });

  it('defaults a product to the hat category and active, and refuses a bad price', () => {
    const base = { name: 'Tee', color: 'Gold', imageUrl: '/images/shop/tee.svg' };
    expect(productSchema.parse(base)).toMatchObject({ category: 'hat', isActive: true });
    expect(productSchema.safeParse({ ...base, price: 'lots' }).success).toBe(false);
    expect(productSchema.safeParse({ ...base, category: 'socks' }).success).toBe(false);
  });

  it('turns publishedAt from an ISO string into a date and refuses other text', () => {
    const post = { title: 'T', excerpt: 'E', content: 'C', coverImage: 'https://example.com/c.jpg' };
    expect(blogPostSchema.parse({ ...post, publishedAt: '2026-11-22T06:30:00.000Z' }).publishedAt).toEqual(
      new Date('2026-11-22T06:30:00Z'),
    );
    expect(blogPostSchema.safeParse({ ...post, publishedAt: '22/11/2026' }).success).toBe(false);
    expect(
      blogPostSchema.safeParse({
        ...post,
        coverImage: 'javascript:alert(1)',
        publishedAt: '2026-11-22T06:30:00Z',
      }).success,
    ).toBe(false);
  });

  it("gives the admin forms zod's English text for rules without a message of their own", () => {
    const post = { title: 'x'.repeat(201), excerpt: 'E', content: 'C', publishedAt: '2026-11-22T06:30:00Z' };
    expect(blogPostSchema.safeParse(post).error?.issues.map((i) => i.message)).toEqual([
      'Too big: expected string to have <=200 characters',
    ]);
    const base = { name: 'Tee', color: 'Gold', imageUrl: '/images/shop/tee.svg' };
    expect(productSchema.safeParse({ ...base, category: 'socks' }).error?.issues[0]?.message).toMatch(
      /^Invalid option: expected one of "hat"/,
    );
  });

  it('round-trips a datetime-local value', () => {
    const now = new Date('2026-11-22T06:30:00Z');
    expect(localInputToIso(toLocalInputValue(now))).toBe(now.toISOString());
    expect(localInputToIso('')).toBe('');
  });
});

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    [null, ''],
  ])('cell %j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a header row and CRLF lines', () => {
    expect(toCsv([['id', (r: { id: number }) => r.id]], [{ id: 1 }, { id: 2 }])).toBe('id\r\n1\r\n2\r\n');
  });
});

describe('edit schemas', () => {
  it('never fill in defaults for fields an edit leaves out', () => {
    expect(productPatchSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(blogPostPatchSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
  });
});
