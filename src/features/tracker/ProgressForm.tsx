/**
 * Progress typed in place on an entry: a percentage, or the page reached and the book's
 * page count (a catalogue book's filled in from the catalogue). A page beyond the last is
 * refused here with the server's own message.
 */
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { MAX_PAGES, MAX_PROGRESS, pageBeyondEndMessage } from './progress';
import type { Entry } from './types';

interface Props {
  entry: Entry;
  onPercent(progress: number): void;
  onPages(currentPage: number, totalPages: number): void;
  onCancel(): void;
}

export default function ProgressForm({ entry, onPercent, onPages, onCancel }: Props) {
  const first = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => first.current?.focus(), []);
  const id = `progress-${entry.id}`;
  const byPage = entry.totalPages !== null;
  const clearError = () => setError(null);
  const savePercent = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPercent(Number(new FormData(event.currentTarget).get('progress')));
  };
  const savePages = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [current, total] = [Number(data.get('currentPage')), Number(data.get('totalPages'))];
    if (current > total) return setError(pageBeyondEndMessage(current, total));
    onPages(current, total);
  };
  return (
    <div
      role="group"
      aria-label={`Progress of ${entry.title}`}
      className="grid gap-3"
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <form
        onSubmit={savePercent}
        aria-label={`Percent read of ${entry.title}`}
        className="flex flex-wrap items-end gap-2"
      >
        <NumberField
          idPrefix={id}
          name="progress"
          value={entry.progress}
          inputRef={byPage ? undefined : first}
        />
        <button type="submit" className="btn-outline px-4">
          Save Percent
        </button>
      </form>
      <form onSubmit={savePages} aria-label={`Pages of ${entry.title}`} className="grid gap-1">
        <div className="flex flex-wrap items-end gap-2">
          <NumberField
            idPrefix={id}
            name="currentPage"
            value={entry.currentPage}
            inputRef={byPage ? first : undefined}
            error={error ? `${id}-error` : undefined}
            onInput={clearError}
          />
          <NumberField
            idPrefix={id}
            name="totalPages"
            value={entry.totalPages ?? entry.book?.pageCount ?? null}
            onInput={clearError}
          />
          <button type="submit" className="btn-primary px-4">
            Save Pages
          </button>
          <button type="button" className="btn-outline px-4" onClick={onCancel}>
            Cancel
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}

/** The form's whole numbers: each one's id suffix, label and bounds, by its input's name. */
const FIELDS = {
  progress: { suffix: 'percent', label: 'Percent read', min: 0, max: MAX_PROGRESS },
  currentPage: { suffix: 'current', label: 'Current page', min: 0, max: MAX_PAGES },
  totalPages: { suffix: 'total', label: 'Total pages', min: 1, max: MAX_PAGES },
} as const;

interface NumberFieldProps {
  /** The entry's form id; the input's id is this and the field's suffix. */
  idPrefix: string;
  name: keyof typeof FIELDS;
  value: number | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The id of the error line, while the value is refused. */
  error?: string;
  onInput?(): void;
}

/** A whole number, labelled, required and within the tracker's bounds. */
function NumberField({ idPrefix, name, value, inputRef, error, onInput }: NumberFieldProps) {
  const { suffix, label, min, max } = FIELDS[name];
  const id = `${idPrefix}-${suffix}`;
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
        max={max}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error}
        onInput={onInput}
        className="border-plum/30 bg-surface w-20 rounded-lg border px-2 py-1.5"
      />
    </label>
  );
}
