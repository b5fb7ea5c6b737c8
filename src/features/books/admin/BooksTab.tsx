/**
 * Books: the catalogue as the owner manages it (CONTRACT.md §10, §20). Loads its own data
 * when opened; creates, edits, deletes and orders books (a new one goes first; Move up and
 * Move down set the catalogue's order), and opens each book's chapters.
 * Every change is published to the site by itself (PublishStatus shows when).
 */
import { useState } from 'react';
import type { Book } from '~db/schema';
import { seriesLine } from '~/features/books/retailers';
import { api, errorText } from '~/features/admin/api-client';
import ItemDialogs from '~/features/admin/ItemDialogs';
import ListRow, { rowButton } from '~/features/admin/ListRow';
import TabState from '~/features/admin/TabState';
import { useApiData } from '~/features/admin/useApiData';
import { useItemEditor } from '~/features/admin/useItemEditor';
import BookForm from './BookForm';
import type { BookInput } from './book-schema';
import ChaptersPanel from './ChaptersPanel';

interface Props {
  /** Called after every write, so the dashboard refreshes and watches the publish. */
  onChange(): void;
}

type AdminBook = Book & { chapters: number };

export default function BooksTab({ onChange }: Props) {
  const books = useApiData<AdminBook[]>('/api/admin/books', 'The books could not be loaded.');
  const changed = () => {
    void books.reload();
    onChange();
  };
  const editor = useItemEditor<AdminBook, BookInput>('/api/admin/books', {
    saved: changed,
    removed: changed,
    deleteFailed: 'The book was not deleted.',
  });
  const [open, setOpen] = useState<number | null>(null);

  async function move(book: AdminBook, direction: 'up' | 'down') {
    editor.setFailure('');
    try {
      await api(`/api/admin/books/${book.id}/move`, { method: 'POST', body: { direction } });
      changed();
    } catch (failure) {
      editor.setFailure(errorText(failure, 'The book was not moved.'));
    }
  }
  const list = books.data ?? [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted">{books.data ? `${books.data.length} books` : 'Loading books…'}</p>
        <button type="button" className="btn-primary" onClick={() => editor.edit('new')}>
          New Book
        </button>
      </div>
      <TabState
        error={books.error || editor.failure}
        onRetry={() => {
          editor.setFailure('');
          void books.reload();
        }}
      />
      <ul className="grid gap-3">
        {list.map((book, i) => (
          <ListRow
            key={book.id}
            title={book.title}
            image={{ src: book.coverImage, shape: 'cover' }}
            actions={
              <>
                <button
                  type="button"
                  className={rowButton}
                  aria-expanded={open === book.id}
                  onClick={() => setOpen(open === book.id ? null : book.id)}
                >
                  Chapters<span className="sr-only"> of {book.title}</span>
                </button>
                <button
                  type="button"
                  className={rowButton}
                  disabled={i === 0}
                  onClick={() => void move(book, 'up')}
                >
                  Move up<span className="sr-only">: {book.title}</span>
                </button>
                <button
                  type="button"
                  className={rowButton}
                  disabled={i === list.length - 1}
                  onClick={() => void move(book, 'down')}
                >
                  Move down<span className="sr-only">: {book.title}</span>
                </button>
                <a className={rowButton} href={`/book/${book.id}`}>
                  View<span className="sr-only"> {book.title}</span>
                </a>
                <button type="button" className={rowButton} onClick={() => editor.edit(book)}>
                  Edit<span className="sr-only"> {book.title}</span>
                </button>
                <button type="button" className={rowButton} onClick={() => editor.askDelete(book)}>
                  Delete<span className="sr-only"> {book.title}</span>
                </button>
              </>
            }
            panel={open === book.id && <ChaptersPanel book={book} onChange={changed} />}
          >
            <p className="text-muted text-sm">
              {[
                seriesLine(book),
                `${book.chapters} ${book.chapters === 1 ? 'chapter' : 'chapters'}`,
                book.featured ? 'Featured' : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </ListRow>
        ))}
      </ul>
      <ItemDialogs
        editor={editor}
        title={['New Book', 'Edit Book']}
        description="Add a book to the catalogue."
        confirm={(book) => ({
          title: 'Delete this book?',
          description: `“${book.title}”: it leaves the catalogue with its chapters. Readers who track it keep its title on their shelves. This cannot be undone.`,
        })}
      >
        {(form) => (
          <BookForm
            {...form}
            idPrefix={form.initial ? `book-${form.initial.id}` : 'new-book'}
            submitLabel={form.initial ? 'Save Book' : 'Create Book'}
          />
        )}
      </ItemDialogs>
    </div>
  );
}
