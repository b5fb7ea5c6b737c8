/** A preview chapter's form: number, title, Markdown text with its live preview, and whether it is shown. */
import type { BookPreview } from '~db/schema';
import { chapterSchema, type ChapterInput } from './book-schema';
import { Checkbox, TextField, wholeNumber } from '~/features/admin/Field';
import AdminForm from '~/features/admin/AdminForm';
import { useAdminForm } from '~/features/admin/useAdminForm';
import MarkdownEditor from '~/features/admin/MarkdownEditor';

interface Props {
  idPrefix: string;
  initial?: BookPreview;
  /** The number a new chapter starts with (the next free one). */
  nextNumber: number;
  submitLabel: string;
  /** Sends the validated chapter; rejects with the API's error (a taken number shows at its field). */
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
  const form = useAdminForm(chapterSchema, readChapter, {
    send: onSubmit,
    fallback: 'The chapter was not saved.',
    idPrefix,
    keep: { label: initial ? `the chapter “${initial.chapterTitle}”` : 'the new chapter' },
  });
  const { field } = form;
  return (
    <AdminForm form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          {...field('chapterNumber')}
          {...wholeNumber}
          label="Chapter number"
          min={1}
          defaultValue={initial?.chapterNumber ?? nextNumber}
          required
        />
        <TextField
          {...field('chapterTitle')}
          label="Chapter title"
          defaultValue={initial?.chapterTitle}
          required
        />
      </div>
      <MarkdownEditor
        {...field('content')}
        label="Chapter text"
        kind="chapter"
        defaultValue={initial?.content}
      />
      <Checkbox
        name="isPreview"
        defaultChecked={initial?.isPreview ?? true}
        label="Free preview (the book's page shows its first preview chapter)"
      />
    </AdminForm>
  );
}
