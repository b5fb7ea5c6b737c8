/**
 * The ABF product form (create and edit), validated with the shared product schema.
 * Stock is optional: tracked, it takes one count per size of the chosen category. The
 * badges are the owner's to set or leave empty.
 */
import { stockSizes } from '~/features/shop/stock';
import { Checkbox, SelectField, TextField } from '~/features/admin/Field';
import FormActions from '~/features/admin/FormActions';
import { useAdminForm } from '~/features/admin/useAdminForm';
import ImageField from '~/features/media/admin/ImageField';
import { useCheckedState, useFieldState } from '~/lib/forms/field-state';
import type { PresentedProduct } from './present';
import { PRODUCT_CATEGORIES, productSchema, type ProductInput } from './product-schema';
import StockFields, { stockName } from './StockFields';
import BadgeFields from './BadgeFields';
import PhotoRows from './PhotoRows';
import { nestedFieldKey, readRows } from '~/features/admin/nested-fields';

interface Props {
  idPrefix: string;
  initial?: PresentedProduct;
  submitLabel: string;
  /** Sends the validated product; rejects with the API's error (the form toasts it). */
  onSubmit(product: ProductInput): Promise<void>;
  onCancel?(): void;
}

/** The form's values as the schema reads them. */
function readProduct(form: HTMLFormElement): ProductInput {
  const data = new FormData(form);
  const category = String(data.get('category') ?? 'hat');
  const count = (size: string) => {
    const text = String(data.get(stockName(size)) ?? '').trim();
    return text === '' ? Number.NaN : Number(text);
  };
  /** An optional number: empty is null (no badge). */
  const badge = (name: string) => {
    const text = String(data.get(name) ?? '').trim();
    return text === '' ? null : Number(text);
  };
  return {
    name: String(data.get('name') ?? ''),
    description: String(data.get('description') ?? ''),
    category,
    color: String(data.get('color') ?? ''),
    imageUrl: String(data.get('imageUrl') ?? ''),
    price: String(data.get('price') ?? ''),
    isActive: data.get('isActive') === 'on',
    // Empty: a new product is named from its name, an edit keeps its address.
    slug: String(data.get('slug') ?? '').trim() || undefined,
    photos: readRows(data, 'photos').filter((p) => String(p.url ?? '').trim() || String(p.alt ?? '').trim()),
    stock:
      data.get('trackStock') === 'on'
        ? Object.fromEntries(stockSizes(category).map((size) => [size, count(size)]))
        : null,
    rating: badge('rating'),
    reviewCount: badge('reviewCount'),
    viewedCount: badge('viewedCount'),
    limitedStock: data.get('limitedStock') === 'on',
    bestseller: data.get('bestseller') === 'on',
  } as ProductInput;
}

/** True when two stock levels say the same (so an edit need not send them). */
function sameStock(a: Record<string, number> | null, b: Record<string, number> | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export default function ProductForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: Props) {
  const [category, setCategory, categoryRef] = useFieldState(initial?.category ?? 'hat');
  const [tracked, setTracked, trackedRef] = useCheckedState(Boolean(initial?.stock));

  async function send(product: ProductInput, form: HTMLFormElement) {
    // An edit sends the stock only when the owner changed it, so orders placed while the
    // form was open are never overwritten by the counts it was opened with.
    if (initial && category === initial.category && sameStock(product.stock ?? null, initial.stock)) {
      delete product.stock;
    }
    await onSubmit(product);
    if (!initial) {
      form.reset();
      setCategory('hat');
      setTracked(false);
    }
  }

  const form = useAdminForm(productSchema, readProduct, {
    send,
    fallback: initial ? 'Failed to update product' : 'Failed to create product',
    failureToast: initial ? 'Error updating product' : 'Error creating product',
    idPrefix,
    keep: { label: initial ? `the product “${initial.name}”` : 'the new product' },
    fieldKey: nestedFieldKey('photos'),
  });
  const { field, errors } = form;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <TextField {...field('name')} label="Name" defaultValue={initial?.name} required />
      <SelectField
        {...field('category')}
        label="Category"
        ref={categoryRef}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        options={PRODUCT_CATEGORIES.map((c) => [c, c[0]!.toUpperCase() + c.slice(1)])}
      />
      <TextField {...field('color')} label="Color" defaultValue={initial?.color} required />
      <TextField
        {...field('price')}
        label="Price (optional)"
        hint="e.g. $25.99; empty uses the default $25.00"
        inputMode="decimal"
        defaultValue={initial?.price ?? ''}
      />
      <div className="sm:col-span-2">
        <ImageField {...field('imageUrl')} label="Image URL" defaultValue={initial?.imageUrl} />
      </div>
      <PhotoRows idPrefix={idPrefix} initial={initial?.photos ?? []} errors={errors} />
      <div className="sm:col-span-2">
        <TextField
          {...field('slug')}
          label="Page address (optional)"
          hint={
            initial
              ? `The product's page: /always-be-fabulous/${initial.slug}. Changing it breaks links to the old one.`
              : 'e.g. classic-dad-hat; empty makes one from the name.'
          }
          defaultValue={initial?.slug ?? ''}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          {...field('description')}
          label="Description (optional)"
          rows={3}
          defaultValue={initial?.description ?? ''}
        />
      </div>
      <StockFields
        idPrefix={idPrefix}
        category={category}
        tracked={tracked}
        trackedRef={trackedRef}
        onTracked={setTracked}
        initial={initial?.stock ?? null}
        error={errors.stock}
      />
      <BadgeFields field={field} initial={initial} tracked={tracked} />
      <Checkbox
        name="isActive"
        defaultChecked={initial?.isActive ?? true}
        label="Active (shown in the shop)"
        labelClassName="sm:col-span-2"
        className="accent-magenta size-5"
      />
      <FormActions busy={form.busy} submitLabel={submitLabel} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
