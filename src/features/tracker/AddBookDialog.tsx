/** 'Add Book': an accessible picker (a native modal dialog) of the catalogue's books; choosing one starts tracking it. */
import { useState } from 'react';
import Dialog from '../../components/Dialog';
import type { BookOption } from './types';

interface Props {
  books: BookOption[];
  /** Ids of books the visitor already tracks (shown, not selectable). */
  tracked: ReadonlySet<number>;
  onPick(book: BookOption): void;
}

export default function AddBookDialog({ books, tracked, onPick }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className="btn-primary">
        <span aria-hidden="true">+</span> Add Book
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        labelledBy="add-book-title"
        describedBy="add-book-description"
        className="bg-cream max-w-lg"
        panelClassName="flex max-h-[calc(100dvh-2rem)] flex-col"
      >
        <h2 id="add-book-title" className="text-plum font-serif text-2xl font-bold">
          Add a Book
        </h2>
        <p id="add-book-description" className="text-muted mt-1">
          Choose a book from the catalogue to start tracking it.
        </p>
        <ul className="mt-4 grid gap-2 overflow-y-auto pr-1">
          {books.map((book) => {
            const already = tracked.has(book.id);
            return (
              <li key={book.id}>
                <button
                  type="button"
                  disabled={already}
                  onClick={() => {
                    setOpen(false);
                    onPick(book);
                  }}
                  className="border-plum/15 hover:border-magenta flex w-full items-center gap-3 rounded-xl border bg-white p-2 text-left disabled:cursor-not-allowed disabled:opacity-60"
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
        <button type="button" onClick={() => setOpen(false)} className="btn-outline mt-4 self-end">
          Cancel
        </button>
      </Dialog>
    </>
  );
}
