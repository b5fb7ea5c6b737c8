/** 'Add Book': an accessible picker (Radix Dialog) of the catalogue's books; choosing one starts tracking it. */
import { Dialog } from 'radix-ui';
import { useState } from 'react';
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-primary">
        <span aria-hidden="true">+</span> Add Book
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-ink/60 fixed inset-0 z-50" />
        <Dialog.Content className="bg-page fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl p-6 shadow-xl">
          <Dialog.Title className="text-plum font-serif text-2xl font-bold">Add a Book</Dialog.Title>
          <Dialog.Description className="text-muted mt-1">
            Choose a book from the catalogue to start tracking it.
          </Dialog.Description>
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
          <Dialog.Close className="btn-outline mt-4 self-end">Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
