/** Editing a book of the library in place: its shelf, a rating in half stars and a private review. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EntryChanges } from './LibraryRow';
import { READING_STATUSES, SHELF_LABELS, type ReadingStatus } from './progress';
import type { Entry } from './types';

interface Props {
  entry: Entry;
  onSave(changes: EntryChanges): Promise<void>;
  onCancel(): void;
}

/** Longest review accepted (the server's limit). */
const MAX_REVIEW = 20_000;
const RATINGS = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);
const field = 'border-plum/30 bg-surface w-full rounded-lg border px-3 py-2';

const ratingLabel = (n: number) =>
  `${n === 0.5 ? '½' : String(n).replace('.5', '½')} star${n > 1 ? 's' : ''}`;

export default function EntryEditor({ entry, onSave, onCancel }: Props) {
  const first = useRef<HTMLSelectElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => first.current?.focus(), []);
  const id = `edit-${entry.id}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const rating = String(data.get('rating') ?? '');
    setBusy(true);
    await onSave({
      status: String(data.get('status')) as ReadingStatus,
      rating: rating ? Number(rating) : null,
      review: String(data.get('review') ?? '').trim() || null,
    });
    setBusy(false);
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      aria-label={`Edit ${entry.title}`}
      className="border-plum/15 grid gap-3 border-t pt-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <label htmlFor={`${id}-status`} className="grid gap-1 text-sm font-semibold">
          Shelf
          <select ref={first} id={`${id}-status`} name="status" defaultValue={entry.status} className={field}>
            {READING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SHELF_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-rating`} className="grid gap-1 text-sm font-semibold">
          Your rating
          <select id={`${id}-rating`} name="rating" defaultValue={entry.rating ?? ''} className={field}>
            <option value="">No rating</option>
            {RATINGS.map((n) => (
              <option key={n} value={n}>
                {ratingLabel(n)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label htmlFor={`${id}-review`} className="grid gap-1 text-sm font-semibold">
        Your review (only you see it)
        <textarea
          id={`${id}-review`}
          name="review"
          rows={4}
          maxLength={MAX_REVIEW}
          defaultValue={entry.review ?? ''}
          className={field}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary px-4" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn-outline px-4" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
