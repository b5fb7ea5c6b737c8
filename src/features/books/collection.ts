/** Books and preview chapters from the build-time collections, in the shapes pages use. */
import { getCollection } from 'astro:content';
import type { Book, BookPreview } from '~db/schema';
import { firstPreview } from './preview';

/** Every book, in the owner's catalogue order (position, then id). */
export async function allBooks(): Promise<Book[]> {
  const entries = await getCollection('books');
  return entries
    .map((e) => ({ ...e.data, id: Number(e.id) }))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Every preview chapter, grouped by book id and in chapter order. */
export async function previewsByBook(): Promise<Map<number, BookPreview[]>> {
  const byBook = new Map<number, BookPreview[]>();
  for (const e of await getCollection('previews')) {
    const list = byBook.get(e.data.bookId) ?? [];
    list.push({ ...e.data, id: Number(e.id) });
    byBook.set(e.data.bookId, list);
  }
  for (const list of byBook.values()) list.sort((a, b) => a.chapterNumber - b.chapterNumber);
  return byBook;
}

/** The ids of the books that have a free chapter to read ('Read Preview' shows only for them). */
export async function booksWithPreview(): Promise<Set<number>> {
  const byBook = await previewsByBook();
  return new Set([...byBook].filter(([, chapters]) => firstPreview(chapters)).map(([id]) => id));
}
