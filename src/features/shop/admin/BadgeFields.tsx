/**
 * The product form's badges (CONTRACT.md §16): the stars, review and view counts, and the
 * Limited stock and Bestseller badges the shop shows on the card. An empty number shows no
 * badge; Limited stock shows only while the stock is not tracked.
 */
import { Checkbox, NumberField } from '~/features/admin/Field';
import type { PresentedProduct } from './present';
import { MAX_BADGE_COUNT } from './product-schema';

interface Props {
  /** The form's `field(name)`: id, name and error of a control. */
  field(name: string): { id: string; name: string; error?: string };
  initial?: PresentedProduct;
  /** The stock is tracked: the real count shows instead of Limited stock. */
  tracked: boolean;
}

/** The names of the badge inputs, which the product form reads. */
export const BADGE_FIELDS = ['rating', 'reviewCount', 'viewedCount'] as const;

export default function BadgeFields({ field, initial, tracked }: Props) {
  return (
    <fieldset className="border-plum/20 grid gap-3 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">Badges on the card</legend>
      <p className="text-muted text-sm sm:col-span-3">
        Show only what is true: leave a number empty (or untick a badge) and the card shows nothing for it.
      </p>
      <NumberField {...field('rating')} label="Stars (0 to 5)" stars value={initial?.rating} />
      <NumberField
        {...field('reviewCount')}
        label="Reviews"
        min={0}
        max={MAX_BADGE_COUNT}
        value={initial?.reviewCount}
      />
      <NumberField
        {...field('viewedCount')}
        label="People viewed"
        min={0}
        max={MAX_BADGE_COUNT}
        value={initial?.viewedCount}
      />
      <Checkbox
        name="limitedStock"
        defaultChecked={initial?.limitedStock ?? false}
        label={tracked ? 'Limited stock (not shown: the real stock is)' : 'Limited stock'}
        labelClassName="sm:col-span-3"
        className="accent-magenta size-5"
      />
      <Checkbox
        name="bestseller"
        defaultChecked={initial?.bestseller ?? false}
        label="Bestseller"
        labelClassName="sm:col-span-3"
        className="accent-magenta size-5"
      />
    </fieldset>
  );
}
