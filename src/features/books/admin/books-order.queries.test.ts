/** The owner's catalogue order and 'latest' meaning the newest (CONTRACT.md §20). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { listBooks, listLatestBooks } from '../books.queries';
import { insertBook, moveBook, updateBook } from './books-admin.queries';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

const ids = async () => (await listBooks(data.db)).map((b) => b.id);
const newBook = (title: string) =>
  insertBook(data.db, { title, description: 'D', coverImage: '/c.svg', amazonUrl: '', rating: '0' });

describe('the catalogue order', () => {
  it('is the seeded order, and a new book goes first', async () => {
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const first = await newBook('A New Release');
    const second = await newBook('Another One');
    expect((await ids()).slice(0, 3)).toEqual([second.id, first.id, 1]);
  });

  it('moves a book one place up or down, and nothing past either end', async () => {
    expect(await moveBook(data.db, 3, 'up')).toEqual([1, 3, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect((await ids()).slice(0, 3)).toEqual([1, 3, 2]);
    await moveBook(data.db, 1, 'down');
    expect((await ids()).slice(0, 3)).toEqual([3, 1, 2]);
    expect((await moveBook(data.db, 3, 'up'))?.slice(0, 2)).toEqual([3, 1]);
    expect((await moveBook(data.db, 14, 'down'))?.at(-1)).toBe(14);
    expect(await moveBook(data.db, 999, 'up')).toBeUndefined();
  });

  it('renumbers books that all share one place (an install from before the order existed)', async () => {
    for (const id of await ids()) await updateBook(data.db, id, { position: 0 });
    await moveBook(data.db, 14, 'up');
    expect((await ids()).slice(-2)).toEqual([14, 13]);
  });
});

describe('the latest books', () => {
  it('are the newest by publication date: books 1 to 4 on the demo', async () => {
    expect((await listLatestBooks(data.db)).map((b) => b.id)).toEqual([1, 2, 3, 4]);
  });

  it('follow a newer publication date, and take a book without one as the newest', async () => {
    await updateBook(data.db, 9, { publishedOn: '2026-01-20' });
    expect((await listLatestBooks(data.db)).map((b) => b.id)).toEqual([9, 1, 2, 3]);
    const upcoming = await newBook('Coming Soon');
    expect((await listLatestBooks(data.db)).map((b) => b.id)).toEqual([upcoming.id, 9, 1, 2]);
  });
});
