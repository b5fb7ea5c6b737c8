import { describe, expect, it } from 'vitest';
import type { Book } from '~db/schema';
import { chapterPath, freeChapters, neighbours } from './chapters';
import { seriesOf } from './series';

const book = (id: number, seriesName: string | null, seriesOrder: number | null, position = id) =>
  ({ id, title: `Book ${id}`, seriesName, seriesOrder, position }) as Book;

describe('series reading order', () => {
  const books = [
    book(1, 'The Red Door Saga', 2),
    book(2, null, null),
    book(3, 'the red door  saga', 1),
    book(4, 'Red Door Saga', null, 0),
    book(5, 'Another Series', 1),
  ];

  it('lists the books of one series by their number, unnumbered ones last, the book itself included', () => {
    expect(seriesOf(books[0]!, books).map((b) => b.id)).toEqual([3, 1, 4]);
  });

  it('is empty for a standalone', () => expect(seriesOf(books[1]!, books)).toEqual([]));
});

describe('free chapters', () => {
  const chapter = (chapterNumber: number, isPreview = true) => ({
    id: chapterNumber,
    bookId: 7,
    chapterNumber,
    chapterTitle: `Chapter ${chapterNumber}`,
    content: 'x',
    isPreview,
    demo: false,
  });
  const chapters = freeChapters([chapter(3), chapter(1), chapter(2, false), chapter(5)]);

  it('keeps the chapters marked as previews, in reading order', () =>
    expect(chapters.map((c) => c.chapterNumber)).toEqual([1, 3, 5]));

  it('gives the first its preview page and each further one its own address', () => {
    expect(chapters.map((c) => chapterPath(7, c, chapters[0]!))).toEqual([
      '/book/7/preview',
      '/book/7/preview/3',
      '/book/7/preview/5',
    ]);
  });

  it('knows the chapters on either side', () => {
    expect(neighbours(chapters, chapters[1]!)).toEqual({ previous: chapters[0], next: chapters[2] });
    expect(neighbours(chapters, chapters[0]!).previous).toBeUndefined();
    expect(neighbours(chapters, chapters[2]!).next).toBeUndefined();
  });
});
