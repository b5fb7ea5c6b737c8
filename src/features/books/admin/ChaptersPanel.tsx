/** A book's preview chapters in the Books tab: add, edit, move up or down (by chapter number) and delete. */
import { useCallback, useEffect, useState } from 'react';
import type { Book, BookPreview } from '~db/schema';
import { api, errorText } from '~/features/admin/api-client';
import type { ChapterInput } from './book-schema';
import ChapterForm from './ChapterForm';
import ConfirmDelete from '~/features/admin/ConfirmDelete';
import Modal from '~/features/admin/Modal';

interface Props {
  book: Pick<Book, 'id' | 'title'>;
  /** Called after every change (the site is republished). */
  onChange(): void;
}

const small = 'btn-outline min-h-11 px-3 py-1 text-sm';

export default function ChaptersPanel({ book, onChange }: Props) {
  const [chapters, setChapters] = useState<BookPreview[] | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<BookPreview | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BookPreview | null>(null);
  const base = `/api/admin/books/${book.id}/previews`;

  const load = useCallback(async () => {
    try {
      setChapters(await api<BookPreview[]>(base));
      setError('');
    } catch (failure) {
      setError(errorText(failure, 'The chapters could not be loaded.'));
    }
  }, [base]);
  useEffect(() => void load(), [load]);

  async function save(input: ChapterInput) {
    try {
      if (editing === 'new') await api(base, { method: 'POST', body: input });
      else if (editing) await api(`${base}/${editing.id}`, { method: 'PATCH', body: input });
    } catch (failure) {
      throw new Error(errorText(failure, 'The chapter was not saved.'));
    }
    setEditing(null);
    await load();
    onChange();
  }

  async function move(chapter: BookPreview, to: BookPreview) {
    try {
      await api(`${base}/${chapter.id}`, {
        method: 'PATCH',
        body: { chapterNumber: to.chapterNumber, swap: true },
      });
      await load();
      onChange();
    } catch (failure) {
      setError(errorText(failure, 'The chapter was not moved.'));
    }
  }

  async function remove() {
    if (!deleting) return;
    try {
      await api(`${base}/${deleting.id}`, { method: 'DELETE' });
      await load();
      onChange();
    } catch (failure) {
      setError(errorText(failure, 'The chapter was not deleted.'));
    }
    setDeleting(null);
  }

  const list = chapters ?? [];
  const nextNumber = list.reduce((n, c) => Math.max(n, c.chapterNumber), 0) + 1;
  return (
    <section
      aria-label={`Chapters of ${book.title}`}
      className="border-plum/15 mt-3 grid gap-3 border-t pt-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">Preview chapters</h4>
        <button type="button" className={small} onClick={() => setEditing('new')}>
          Add Chapter<span className="sr-only"> to {book.title}</span>
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {chapters === null && !error && <p className="text-muted text-sm">Loading chapters…</p>}
      {chapters?.length === 0 && <p className="text-muted text-sm">No chapters yet.</p>}
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
                className={small}
                disabled={i === 0}
                onClick={() => void move(chapter, list[i - 1]!)}
              >
                Move up<span className="sr-only">: {chapter.chapterTitle}</span>
              </button>
              <button
                type="button"
                className={small}
                disabled={i === list.length - 1}
                onClick={() => void move(chapter, list[i + 1]!)}
              >
                Move down<span className="sr-only">: {chapter.chapterTitle}</span>
              </button>
              <button type="button" className={small} onClick={() => setEditing(chapter)}>
                Edit<span className="sr-only"> {chapter.chapterTitle}</span>
              </button>
              <button type="button" className={small} onClick={() => setDeleting(chapter)}>
                Delete<span className="sr-only"> {chapter.chapterTitle}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? `New chapter of ${book.title}` : 'Edit chapter'}
        wide
      >
        {editing !== null && (
          <ChapterForm
            idPrefix={`chapter-${book.id}`}
            initial={editing === 'new' ? undefined : editing}
            nextNumber={nextNumber}
            submitLabel={editing === 'new' ? 'Add Chapter' : 'Save Chapter'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        name={deleting?.chapterTitle ?? null}
        title="Delete this chapter?"
        description="it will be removed from the book's preview. This cannot be undone."
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
