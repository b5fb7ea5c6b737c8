/** The book form of the Books tab (new and edit), validated with the endpoint's own schema. */
import type { Book } from '~db/schema';
import { bookSchema, type BookInput } from './book-schema';
import { Checkbox, NumberField, TextField } from '~/features/admin/Field';
import AdminForm from '~/features/admin/AdminForm';
import { useAdminForm } from '~/features/admin/useAdminForm';
import ImageField from '~/features/media/admin/ImageField';
import FormatRows from './FormatRows';
import { nestedFieldKey, readRows } from '~/features/admin/nested-fields';
import PraiseRows from './PraiseRows';
import RetailerRows from './RetailerRows';

interface Props {
  idPrefix: string;
  initial?: Book;
  submitLabel: string;
  /** Sends the validated book; rejects with the API's error. */
  onSubmit(book: BookInput): Promise<void>;
  onCancel(): void;
}

/** A row the owner added and left empty is no row. */
const filled = (row: Record<string, unknown>) =>
  Object.values(row).some((v) => typeof v === 'string' && v.trim() !== '');

/** The form's values as the schema reads them: numbers as numbers, shop, format and praise rows as lists. */
function readBook(form: HTMLFormElement): BookInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const labels = data.getAll('retailerLabel').map(String);
  const urls = data.getAll('retailerUrl').map(String);
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    title: text('title'),
    description: text('description'),
    coverImage: text('coverImage'),
    rating: text('rating').trim() || '0',
    reviewCount: number(text('reviewCount')) ?? 0,
    featured: data.get('featured') === 'on',
    seriesName: text('seriesName'),
    seriesOrder: number(text('seriesOrder')),
    amazonUrl: text('amazonUrl').trim(),
    retailers: labels
      .map((label, i) => ({ label, url: urls[i] ?? '' }))
      .filter((r) => r.label.trim() !== '' || r.url.trim() !== ''),
    publishedOn: text('publishedOn').trim(),
    pageCount: number(text('pageCount')),
    formats: readRows(data, 'formats').map((row) => ({
      ...row,
      retailers: Array.isArray(row.retailers) ? row.retailers.filter(filled) : [],
    })),
    praise: readRows(data, 'praise').filter(filled),
  } as BookInput;
}

export default function BookForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: Props) {
  const form = useAdminForm(bookSchema, readBook, {
    send: onSubmit,
    fallback: 'The book was not saved.',
    idPrefix,
    keep: { label: initial ? `the book “${initial.title}”` : 'the new book' },
    fieldKey: nestedFieldKey('formats', 'praise'),
  });
  const { field } = form;
  return (
    <AdminForm form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <TextField {...field('title')} label="Title" defaultValue={initial?.title} required />
      <TextField
        {...field('description')}
        label="Description"
        rows={4}
        defaultValue={initial?.description}
        required
      />
      <ImageField {...field('coverImage')} label="Cover image URL" defaultValue={initial?.coverImage} />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField {...field('rating')} label="Rating (0 to 5)" stars value={initial?.rating} />
        <NumberField {...field('reviewCount')} label="Review count" min={0} value={initial?.reviewCount} />
        <div className="flex items-end">
          <Checkbox name="featured" defaultChecked={initial?.featured} label="Featured on the home page" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          {...field('seriesName')}
          label="Series name"
          hint="Leave empty for a standalone."
          defaultValue={initial?.seriesName ?? ''}
        />
        <NumberField
          {...field('seriesOrder')}
          label="Book number in series"
          min={1}
          value={initial?.seriesOrder}
        />
      </div>
      <TextField
        {...field('amazonUrl')}
        label="Amazon URL"
        hint="The book's Amazon product page; empty when it is not on Amazon."
        type="url"
        inputMode="url"
        defaultValue={initial?.amazonUrl ?? ''}
      />
      <RetailerRows idPrefix={idPrefix} initial={initial?.retailers ?? []} error={form.errors.retailers} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('publishedOn')}
          label="Publication date"
          type="date"
          hint="The newest books are the footer's Latest Books."
          defaultValue={initial?.publishedOn ?? ''}
        />
        <NumberField {...field('pageCount')} label="Page count" min={1} value={initial?.pageCount} />
      </div>
      <FormatRows idPrefix={idPrefix} initial={initial?.formats ?? []} errors={form.errors} />
      <PraiseRows idPrefix={idPrefix} initial={initial?.praise ?? []} errors={form.errors} />
    </AdminForm>
  );
}
