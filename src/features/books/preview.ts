/** Which preview chapter a book's preview page shows. */
import type { BookPreview } from '~db/schema';

/** The first chapter marked as a preview, by chapter number; undefined when there is none. */
export function firstPreview(previews: readonly BookPreview[]): BookPreview | undefined {
  return previews
    .filter((p) => p.isPreview)
    .reduce<BookPreview | undefined>(
      (first, p) => (!first || p.chapterNumber < first.chapterNumber ? p : first),
      undefined,
    );
}
