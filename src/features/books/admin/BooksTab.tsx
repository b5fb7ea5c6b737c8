/**
 * Books: the catalogue as the owner manages it (CONTRACT.md §10). Loads its own data
 * when opened; creates, edits and deletes books, and opens each book's chapters.
 * Every change is published to the site by itself (PublishStatus shows when).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Book } from '~db/schema';
import { seriesLine } from '~/features/books/retailers';
import { api, errorText } from '~/features/admin/api-client';
import BookForm from './BookForm';
import type { BookInput } from './book-schema';
import ChaptersPanel from './ChaptersPanel';
import ConfirmDelete from '~/features/admin/ConfirmDelete';
import Modal from '~/features/admin/Modal';

interface Props {
  /** Called after every write, so the dashboard refreshes and watches the publish. */
  onChange(): void;
}

type AdminBook = Book & { chapters: number };
const small = 'btn-outline min-h-11 px-3 py-1 text-sm';

export default function BooksTab({ onChange }: Props) {
  const [books, setBooks] = useState<AdminBook[] | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<AdminBook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBook | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setBooks(await api<AdminBook[]>('/api/admin/books'));
      setError('');
    } catch (failure) {
      setError(errorText(failure, 'The books could not be loaded.'));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const changed = () => {
    void load();
    onChange();
  };

  async function save(input: BookInput) {
    try {
      if (editing === 'new') await api('/api/admin/books', { method: 'POST', body: input });
      else if (editing) await api(`/api/admin/books/${editing.id}`, { method: 'PATCH', body: input });
    } catch (failure) {
      throw new Error(errorText(failure, 'The book was not saved.'));
    }
    setEditing(null);
    changed();
  }

  async function remove() {
    if (!deleting) return;
    try {
      await api(`/api/admin/books/${deleting.id}`, { method: 'DELETE' });
      changed();
    } catch (failure) {
      setError(errorText(failure, 'The book was not deleted.'));
    }
    setDeleting(null);
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted">{books ? `${books.length} books` : 'Loading books…'}</p>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          New Book
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}{' '}
          <button type="button" className="underline" onClick={() => void load()}>
            Try again
          </button>
        </p>
      )}
      <ul className="grid gap-3">
        {(books ?? []).map((book) => (
          <li key={book.id} className="bg-surface rounded-xl p-4 shadow-sm">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <img
                src={book.coverImage}
                alt=""
                width={64}
                height={96}
                loading="lazy"
                className="h-24 w-16 shrink-0 rounded object-cover"
              />
              <div className="min-w-0 flex-1">
                <h3 className="font-serif text-lg font-bold break-words">{book.title}</h3>
                <p className="text-muted text-sm">
                  {[
                    seriesLine(book),
                    `${book.chapters} ${book.chapters === 1 ? 'chapter' : 'chapters'}`,
                    book.featured ? 'Featured' : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={small}
                  aria-expanded={open === book.id}
                  onClick={() => setOpen(open === book.id ? null : book.id)}
                >
                  Chapters<span className="sr-only"> of {book.title}</span>
                </button>
                <a className={small} href={`/book/${book.id}/preview`}>
                  View<span className="sr-only"> {book.title}</span>
                </a>
                <button type="button" className={small} onClick={() => setEditing(book)}>
                  Edit<span className="sr-only"> {book.title}</span>
                </button>
                <button type="button" className={small} onClick={() => setDeleting(book)}>
                  Delete<span className="sr-only"> {book.title}</span>
                </button>
              </div>
            </div>
            {open === book.id && <ChaptersPanel book={book} onChange={changed} />}
          </li>
        ))}
      </ul>
      <Modal
        open={editing !== null}
        onOpenChange={(next) => !next && setEditing(null)}
        title={editing === 'new' ? 'New Book' : 'Edit Book'}
        description={editing === 'new' ? 'Add a book to the catalogue.' : undefined}
        wide
      >
        {editing !== null && (
          <BookForm
            idPrefix={editing === 'new' ? 'new-book' : `book-${editing.id}`}
            initial={editing === 'new' ? undefined : editing}
            submitLabel={editing === 'new' ? 'Create Book' : 'Save Book'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        name={deleting?.title ?? null}
        title="Delete this book?"
        description="it leaves the catalogue with its chapters. Readers who track it keep its title on their shelves. This cannot be undone."
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
