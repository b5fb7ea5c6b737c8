/** ISBNs as the exports write them, and matching them as ISBN-13. */
import { describe, expect, it } from 'vitest';
import { goodreadsIsbnCell, isbnDigits, toIsbn10, toIsbn13 } from './isbn';
import { comparableTitle, shelfKey } from './shelf-key';

describe('ISBN cells', () => {
  it.each([
    ['="0441172717"', '0441172717'],
    ['="9780441172719"', '9780441172719'],
    ['=""', ''],
    ['978-0-441-17271-9', '9780441172719'],
    ['080442957x', '080442957X'],
    ['', ''],
  ])('%j holds %j', (cell, digits) => expect(isbnDigits(cell)).toBe(digits));

  it.each([
    ['0441172717', '9780441172719'],
    ['9780441172719', '9780441172719'],
    ['080442957X', '9780804429573'],
    ['0441172718', null], // wrong check digit
    ['9780441172718', null],
    ['UID-123', null],
    [null, null],
  ])('%s as ISBN-13 is %s', (isbn, isbn13) => expect(toIsbn13(isbn)).toBe(isbn13));

  it.each([
    ['9780441172719', '0441172717'],
    ['9780804429573', '080442957X'],
    ['9798003000820', null], // 979 ISBNs have no ISBN-10
    ['9780441172718', null],
    [null, null],
  ])('%s as ISBN-10 is %s', (isbn13, isbn10) => expect(toIsbn10(isbn13)).toBe(isbn10));

  it('is written back the way Goodreads writes it', () => {
    expect(goodreadsIsbnCell('9780441172719')).toBe('="9780441172719"');
    expect(goodreadsIsbnCell(null)).toBe('=""');
  });
});

describe('series notes are no part of a title when books are matched', () => {
  it.each([
    ['Dune (Dune, #1)', 'dune'],
    ['Leviathan Wakes (The Expanse #1)', 'leviathan wakes'],
    ['The Colour of Magic (Discworld, #1; Rincewind, #1)', 'the colour of magic'],
    ['New Spring (The Wheel of Time, #0)', 'new spring'],
    ['Edgedancer (The Stormlight Archive, #2.5)', 'edgedancer'],
    ['The Lord of the Rings (The Lord of the Rings, #1-3)', 'the lord of the rings'],
    // Parentheses without a series number stay.
    ['Catch-22 (50th Anniversary Edition)', 'catch-22 (50th anniversary edition)'],
    ['(Dune, #1)', '(dune, #1)'],
  ])('%s -> %s', (title, bare) => expect(comparableTitle(title)).toBe(bare));

  it("gives 'Dune (Dune, #1)' and 'Dune' one shelf key", () => {
    expect(shelfKey({ bookId: null, title: 'Dune (Dune, #1)', author: 'Frank Herbert' })).toBe(
      shelfKey({ bookId: null, title: 'Dune', author: 'frank  herbert' }),
    );
  });
});
