/**
 * The Open Graph card of each kind of page, one definition for both ways it is drawn: at
 * build time for every record, and on demand for a record published since the last build
 * (so a page shared the moment it goes live has its card, the same one the build draws).
 */
import type { BlogPost, Book } from '~db/schema';
import { formatLongDate } from '~/features/blog/format-date';
import { ogImage } from './render.server';

/** A blog post's card: its title, 'The Blog' and its date, and its cover. */
export function postCard(post: Pick<BlogPost, 'title' | 'publishedAt' | 'coverImage'>): Promise<Buffer> {
  return ogImage({
    title: post.title,
    subtitle: `The Blog · ${formatLongDate(post.publishedAt)}`,
    coverSrc: post.coverImage,
  });
}

/** A book's card: its title, 'Free chapter preview', and its cover. */
export function bookCard(book: Pick<Book, 'title' | 'coverImage'>): Promise<Buffer> {
  return ogImage({ title: book.title, subtitle: 'Free chapter preview', coverSrc: book.coverImage });
}
