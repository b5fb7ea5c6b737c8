/**
 * 'Add Book' (loaded on first use): search the catalogue and pick a book, or add
 * another book by its title and author.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LazyDialogProps } from './DialogButton';
import { dialogFieldClass as input } from './DialogForm';
import DialogFrame from './DialogFrame';
import { MAX_PAGES } from './progress';
import type { BookOption, OwnBook } from './types';

export interface AddBookProps {
  books: BookOption[];
  /** Ids of books the visitor already tracks (shown, not selectable). */
  tracked: ReadonlySet<number>;
  onPick(book: BookOption | OwnBook): void;
}

export default function AddBookDialog({ books, tracked, onPick, onClose }: AddBookProps & LazyDialogProps) {
  const [query, setQuery] = useState('');
  const [another, setAnother] = useState(false);
  // The title follows the search until the reader edits it.
  const [ownTitle, setOwnTitle] = useState<string | null>(null);
  // 'Add Another Book' gives way to the form: the keyboard goes on to its first field.
  useEffect(() => {
    if (another) title.current?.focus();
  }, [another]);
  const title = useRef<HTMLInputElement>(null);
  const words = query.trim().toLowerCase();
  const found = books.filter((book) => book.title.toLowerCase().includes(words));
  const pick = (book: BookOption | OwnBook) => {
    onClose();
    onPick(book);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const pages = Number(data.get('totalPages'));
    pick({
      title: String(data.get('title')).trim(),
      author: String(data.get('author')).trim(),
      ...(pages > 0 && { totalPages: pages }),
    });
  };
  return (
    <DialogFrame
      title="Add a Book"
      description="Search the catalogue, or add any other book you are reading."
      onClose={onClose}
      closeLabel="Cancel"
    >
      <label htmlFor="book-search" className="mt-4 text-sm font-semibold">
        Search the catalogue
      </label>
      <input
        id="book-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className={`${input} mt-1`}
        autoComplete="off"
      />
      <ul className="mt-3 grid max-h-72 gap-2 overflow-y-auto pr-1" aria-label="Catalogue books">
        {found.map((book) => {
          const already = tracked.has(book.id);
          return (
            <li key={book.id}>
              <button
                type="button"
                disabled={already}
                onClick={() => pick(book)}
                className="border-plum/15 hover:border-magenta bg-surface flex w-full items-center gap-3 rounded-xl border p-2 text-left disabled:cursor-not-allowed disabled:opacity-60"
              >
                <img
                  src={book.coverImage}
                  alt=""
                  width="40"
                  height="60"
                  className="h-15 w-10 rounded object-cover"
                  loading="lazy"
                />
                <span className="font-semibold">{book.title}</span>
                {already && <span className="text-muted ml-auto text-sm">Already tracking</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {found.length === 0 && (
        <p className="text-muted mt-2" role="status">
          No catalogue book matches '{query.trim()}'.
        </p>
      )}
      {another || found.length === 0 ? (
        <form
          onSubmit={submit}
          className="border-plum/15 mt-4 grid gap-3 border-t pt-4"
          aria-label="Another book"
        >
          <p className="text-plum font-bold">Another book</p>
          <label className="grid gap-1 text-sm font-semibold">
            Title
            <input
              ref={title}
              name="title"
              required
              maxLength={300}
              value={ownTitle ?? (found.length ? '' : query.trim())}
              onChange={(e) => setOwnTitle(e.target.value)}
              className={input}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            Author
            <input name="author" maxLength={200} className={input} />
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            Total pages (optional)
            <input
              name="totalPages"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PAGES}
              className={input}
            />
          </label>
          <button type="submit" className="btn-primary justify-self-start">
            Add This Book
          </button>
        </form>
      ) : (
        <button type="button" className="btn-outline mt-4 self-start" onClick={() => setAnother(true)}>
          Add Another Book
        </button>
      )}
    </DialogFrame>
  );
}
