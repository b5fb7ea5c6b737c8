/** The tracker's numbers, dates and lists, written without a formatter made at load time. */
import { describe, expect, it } from 'vitest';
import { countText, dayText, listText, plural } from './shelf-format';

describe('whole numbers with thousands separators', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [5000, '5,000'],
    [20000, '20,000'],
    [1234567, '1,234,567'],
  ])('%i -> %s', (n, text) => {
    expect(countText(n)).toBe(text);
    expect(countText(n)).toBe(n.toLocaleString('en-US'));
  });
});

it.each([
  [1, 'book', '1 book'],
  [0, 'book', '0 books'],
  [833, 'Book', '833 Books'],
  [5000, 'book', '5,000 books'],
])('plural(%i, %s) is %s', (n, word, text) => expect(plural(n, word)).toBe(text));

it('writes a day and a list the way the rest of the site does', () => {
  expect(dayText('2024-08-01T12:00:00.000Z')).toBe('Aug 1, 2024');
  expect(listText(['Aug 1, 2024'])).toBe('Aug 1, 2024');
  expect(listText(['A', 'B', 'C'])).toBe('A, B, and C');
});
