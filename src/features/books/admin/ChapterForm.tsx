/** A preview chapter's form: number, title, Markdown text with its live preview, and whether it is shown. */
import { useState, type SubmitEvent } from 'react';
import type { BookPreview } from '~db/schema';
import { useFormValidation } from '~/lib/forms/validation';
import { chapterSchema, type ChapterInput } from './book-schema';
import Field, { inputClass } from '~/features/admin/Field';
import MarkdownEditor from '~/features/admin/MarkdownEditor';

interface Props {
  idPrefix: string;
  initial?: BookPreview;
  /** The number a new chapter starts with (the next free one). */
  nextNumber: number;
  submitLabel: string;
  onSubmit(chapter: ChapterInput): Promise<void>;
  onCancel(): void;
}

function readChapter(form: HTMLFormElement): ChapterInput {
  const data = new FormData(form);
  const number = String(data.get('chapterNumber') ?? '').trim();
  return {
    chapterNumber: number === '' ? Number.NaN : Number(number),
    chapterTitle: String(data.get('chapterTitle') ?? ''),
    content: String(data.get('content') ?? ''),
    isPreview: data.get('isPreview') === 'on',
  };
}

export default function ChapterForm({
  idPrefix,
  initial,
  nextNumber,
  submitLabel,
  onSubmit,
  onCancel,
}: Props) {
  const { errors, setErrors, validate, onChange } = useFormValidation(chapterSchema, readChapter);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form).success) return;
    setFormError('');
    setBusy(true);
    try {
      await onSubmit(readChapter(form));
    } catch (error) {
      const message = (error as Error).message;
      if (/already (exists|has)/.test(message)) setErrors({ chapterNumber: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} onChange={onChange} className="grid gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id={id('number')} label="Chapter number" error={errors.chapterNumber}>
          {(a) => (
            <input
              {...a}
              name="chapterNumber"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={initial?.chapterNumber ?? nextNumber}
              required
              className={inputClass}
            />
          )}
        </Field>
        <Field id={id('title')} label="Chapter title" error={errors.chapterTitle}>
          {(a) => (
            <input
              {...a}
              name="chapterTitle"
              defaultValue={initial?.chapterTitle}
              required
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <MarkdownEditor
        id={id('content')}
        name="content"
        label="Chapter text"
        kind="chapter"
        defaultValue={initial?.content}
        error={errors.content}
      />
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name="isPreview"
          defaultChecked={initial?.isPreview ?? true}
          className="size-5"
        />
        Free preview (the book's page shows its first preview chapter)
      </label>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
