import { describe, expect, it } from 'vitest';
import { demoIsbn } from '~db/seed-data/books';
import { displayIsbn, formatPublicationDate, normalizeIsbn } from './formats';

describe('ISBNs', () => {
  it.each([
    ['978-0-306-40615-7', '9780306406157'],
    ['ISBN 978 0 306 40615 7', '9780306406157'],
    ['0-306-40615-2', '0306406152'],
    ['0-8044-2957-x', '080442957X'],
    ['978-0-306-40615-8', null], // wrong check digit
    ['0-306-40615-3', null],
    ['12345', null],
    ['', null],
  ])('%s -> %s', (typed, stored) => expect(normalizeIsbn(typed)).toBe(stored));

  it('gives every demo edition a valid ISBN-13 of its own', () => {
    const all = [1, 2, 14].flatMap((book) => [demoIsbn(book, 1), demoIsbn(book, 2)]);
    for (const isbn of all) expect(normalizeIsbn(isbn)).toBe(isbn);
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows the prefix apart', () => expect(displayIsbn('9780306406157')).toBe('978-0306406157'));
});

describe('publication dates', () => {
  it.each([
    ['2025-09-16', 'September 16, 2025'],
    ['2019-01-01', 'January 1, 2019'],
    [null, ''],
    ['16/09/2025', ''],
  ])('%s -> %s', (day, shown) => expect(formatPublicationDate(day)).toBe(shown));
});
