/**
 * A deterministic Goodreads library export of any size (Goodreads' real header row;
 * reviews with commas, quotes and line breaks; every shelf; ISBNs as Goodreads writes
 * them, each book its own; one catalogue book), for the shelf benchmarks and
 * the 5,000-book tests.
 */
import { GOODREADS_COLUMNS } from '../../src/features/tracker/csv-formats';

const SHELVES = ['read', 'read', 'read', 'to-read', 'currently-reading', 'did-not-finish'];

/** A valid ISBN-13 of its own for book `i` (books are matched by ISBN first). */
function isbn13(i: number): string {
  const body = `9781${String(i).padStart(8, '0')}`;
  let sum = 0;
  for (let d = 0; d < 12; d++) sum += Number(body[d]) * (d % 2 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A Goodreads export of `rows` books. */
export function goodreadsExport(rows: number): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = [GOODREADS_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const shelf = SHELVES[i % SHELVES.length]!;
    const catalogue = i === 7;
    const title = catalogue ? 'The Bold Year' : `The ${['Quiet', 'Bold', 'Salt'][i % 3]} Book, Volume ${i}`;
    const author = catalogue ? 'Kendra Lane' : `Author ${i % 613} Example`;
    const day = `${2015 + (i % 11)}/${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}`;
    const review = i % 4 === 0 ? quote(`Loved it, "truly".\nWould read again, ${i} times.`) : '';
    lines.push(
      [
        1_000_000 + i,
        quote(title),
        author,
        quote(`Example, Author ${i % 613}`),
        '',
        quote('=""'),
        quote(catalogue ? '=""' : `="${isbn13(i)}"`),
        i % 6,
        '3.83',
        'Tor Books',
        'Hardcover',
        200 + (i % 500),
        2013,
        2013,
        shelf === 'read' ? day : '',
        day,
        shelf === 'read' ? '' : shelf,
        shelf === 'read' ? '' : `${shelf} (#${i})`,
        shelf,
        review,
        '',
        '',
        shelf === 'read' ? 1 : 0,
        0,
      ].join(','),
    );
  }
  return lines.join('\n');
}
