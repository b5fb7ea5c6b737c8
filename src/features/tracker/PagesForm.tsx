/** The page reached and the book's page count, edited in place on an entry. */
import { useEffect, useRef, type FormEvent, type Ref } from 'react';
import { MAX_PAGES } from './progress';
import type { Entry } from './types';

interface Props {
  entry: Entry;
  onSave(currentPage: number, totalPages: number): void;
  onCancel(): void;
}

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
      <PagesField
        id={`${id}-current`}
        name="currentPage"
        label="Current page"
        min={0}
        value={entry.currentPage}
        inputRef={first}
      />
      <PagesField id={`${id}-total`} name="totalPages" label="Total pages" min={1} value={entry.totalPages} />
      <button type="submit" className="btn-primary px-4">
        Save Pages
      </button>
      <button type="button" className="btn-outline px-4" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

interface PagesFieldProps {
  id: string;
  name: string;
  label: string;
  min: number;
  value: number | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** A page number, labelled, required and within the tracker's bounds. */
function PagesField({ id, name, label, min, value, inputRef }: PagesFieldProps) {
  return (
    <label htmlFor={id} className="grid text-sm font-semibold">
      {label}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        required
        min={min}
        max={MAX_PAGES}
        defaultValue={value ?? ''}
        className="border-plum/30 bg-surface w-20 rounded-lg border px-2 py-1.5"
      />
    </label>
  );
}
