/** A series and its reading order: the books that share a series name, by their number in it. */
import type { Book } from '~db/schema';

/** A book as the reading order lists it. */
export type SeriesEntry = Pick<Book, 'id' | 'title' | 'seriesOrder'>;

/** The series name as compared: case, spacing and a leading 'The' do not tell two series apart. */
const seriesKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/^the /, '');

/**
 * Every book of `book`'s series in reading order (by number; books without one after, in
 * catalogue order), itself included; empty for a standalone.
 */
export function seriesOf(book: Pick<Book, 'seriesName'>, books: readonly Book[]): SeriesEntry[] {
  if (!book.seriesName) return [];
  const key = seriesKey(book.seriesName);
  return books
    .filter((b) => b.seriesName && seriesKey(b.seriesName) === key)
    .sort(
      (a, b) =>
        (a.seriesOrder ?? Number.MAX_SAFE_INTEGER) - (b.seriesOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.position - b.position ||
        a.id - b.id,
    )
    .map(({ id, title, seriesOrder }) => ({ id, title, seriesOrder }));
}
