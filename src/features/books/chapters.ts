/** A book's free chapters and the address of each: the first is /book/{id}/preview, the others /book/{id}/preview/{number}. */
import type { BookPreview } from '~db/schema';
import { firstPreview } from './preview';

/** What a link to a chapter needs. */
export type ChapterLink = Pick<BookPreview, 'chapterNumber' | 'chapterTitle'>;

/** The chapters shown to readers (marked as previews), in reading order. */
export function freeChapters<T extends BookPreview>(previews: readonly T[]): T[] {
  return previews.filter((p) => p.isPreview).sort((a, b) => a.chapterNumber - b.chapterNumber);
}

/** The page of `chapter`: the book's preview page for its first free chapter, its own page for the others. */
export function chapterPath(bookId: number, chapter: ChapterLink, first: ChapterLink): string {
  return chapter.chapterNumber === first.chapterNumber
    ? `/book/${bookId}/preview`
    : `/book/${bookId}/preview/${chapter.chapterNumber}`;
}

/** The free chapters before and after `chapter` (undefined at either end). */
export function neighbours<T extends ChapterLink>(
  chapters: readonly T[],
  chapter: ChapterLink,
): { previous?: T; next?: T } {
  const at = chapters.findIndex((c) => c.chapterNumber === chapter.chapterNumber);
  if (at === -1) return {};
  return { previous: chapters[at - 1], next: chapters[at + 1] };
}
