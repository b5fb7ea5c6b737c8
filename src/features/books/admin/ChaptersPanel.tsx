/** A book's preview chapters in the Books tab: add, edit, move up or down (by chapter number) and delete. */
import type { Book, BookPreview } from '~db/schema';
import { api, errorText } from '~/features/admin/api-client';
import ItemDialogs from '~/features/admin/ItemDialogs';
import { rowButton } from '~/features/admin/ListRow';
import TabState from '~/features/admin/TabState';
import { useApiData } from '~/features/admin/useApiData';
import { useItemEditor } from '~/features/admin/useItemEditor';
import type { ChapterInput } from './book-schema';
import ChapterForm from './ChapterForm';

interface Props {
  book: Pick<Book, 'id' | 'title'>;
  /** Called after every change (the site is republished). */
  onChange(): void;
}

export default function ChaptersPanel({ book, onChange }: Props) {
  const base = `/api/admin/books/${book.id}/previews`;
  const chapters = useApiData<BookPreview[]>(base, 'The chapters could not be loaded.');
  const changed = async () => {
    await chapters.reload();
    onChange();
  };
  const editor = useItemEditor<BookPreview, ChapterInput>(base, {
    saved: changed,
    removed: changed,
    deleteFailed: 'The chapter was not deleted.',
  });

  async function move(chapter: BookPreview, to: BookPreview) {
    editor.setFailure('');
    try {
      await api(`${base}/${chapter.id}`, {
        method: 'PATCH',
        body: { chapterNumber: to.chapterNumber, swap: true },
      });
      await changed();
    } catch (failure) {
      editor.setFailure(errorText(failure, 'The chapter was not moved.'));
    }
  }

  const list = chapters.data ?? [];
  const nextNumber = list.reduce((n, c) => Math.max(n, c.chapterNumber), 0) + 1;
  return (
    <section
      aria-label={`Chapters of ${book.title}`}
      className="border-plum/15 mt-3 grid gap-3 border-t pt-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">Preview chapters</h4>
        <button type="button" className={rowButton} onClick={() => editor.edit('new')}>
          Add Chapter<span className="sr-only"> to {book.title}</span>
        </button>
      </div>
      <TabState
        error={chapters.error || editor.failure}
        onRetry={() => {
          editor.setFailure('');
          void chapters.reload();
        }}
        loading={chapters.data === null && 'Loading chapters…'}
        empty={chapters.data?.length === 0 && 'No chapters yet.'}
      />
      <ol className="grid gap-2">
        {list.map((chapter, i) => (
          <li
            key={chapter.id}
            className="bg-cream flex flex-wrap items-center justify-between gap-2 rounded-lg p-3"
          >
            <p className="min-w-0 flex-1">
              <span className="font-semibold">Chapter {chapter.chapterNumber}:</span> {chapter.chapterTitle}
              {!chapter.isPreview && <span className="text-muted text-sm"> (not shown)</span>}
            </p>
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                className={rowButton}
                disabled={i === 0}
                onClick={() => void move(chapter, list[i - 1]!)}
              >
                Move up<span className="sr-only">: {chapter.chapterTitle}</span>
              </button>
              <button
                type="button"
                className={rowButton}
                disabled={i === list.length - 1}
                onClick={() => void move(chapter, list[i + 1]!)}
              >
                Move down<span className="sr-only">: {chapter.chapterTitle}</span>
              </button>
              <button type="button" className={rowButton} onClick={() => editor.edit(chapter)}>
                Edit<span className="sr-only"> {chapter.chapterTitle}</span>
              </button>
              <button type="button" className={rowButton} onClick={() => editor.askDelete(chapter)}>
                Delete<span className="sr-only"> {chapter.chapterTitle}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ItemDialogs
        editor={editor}
        title={[`New chapter of ${book.title}`, 'Edit chapter']}
        confirm={(chapter) => ({
          title: 'Delete this chapter?',
          description: `“${chapter.chapterTitle}”: it will be removed from the book's preview. This cannot be undone.`,
        })}
      >
        {(form) => (
          <ChapterForm
            {...form}
            idPrefix={`chapter-${book.id}`}
            nextNumber={nextNumber}
            submitLabel={form.initial ? 'Save Chapter' : 'Add Chapter'}
          />
        )}
      </ItemDialogs>
    </section>
  );
}
