/** The page reached and the book's page count, edited in place on an entry. */
import { useEffect, useRef, type FormEvent } from 'react';
import { MAX_PAGES } from './progress';
import type { Entry } from './types';

interface Props {
  entry: Entry;
  onSave(currentPage: number, totalPages: number): void;
  onCancel(): void;
}

const field = 'border-plum/30 w-20 rounded-lg border bg-surface px-2 py-1.5';

export default function PagesForm({ entry, onSave, onCancel }: Props) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSave(Number(data.get('currentPage')), Number(data.get('totalPages')));
  };
  const id = `pages-${entry.id}`;
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      aria-label={`Pages of ${entry.title}`}
      className="flex flex-wrap items-end gap-2"
    >
      <label htmlFor={`${id}-current`} className="grid text-sm font-semibold">
        Current page
        <input
          ref={first}
          id={`${id}-current`}
          name="currentPage"
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={MAX_PAGES}
          defaultValue={entry.currentPage ?? ''}
          className={field}
        />
      </label>
      <label htmlFor={`${id}-total`} className="grid text-sm font-semibold">
        Total pages
        <input
          id={`${id}-total`}
          name="totalPages"
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={MAX_PAGES}
          defaultValue={entry.totalPages ?? ''}
          className={field}
        />
      </label>
      <button type="submit" className="btn-primary px-4">
        Save Pages
      </button>
      <button type="button" className="btn-outline px-4" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
