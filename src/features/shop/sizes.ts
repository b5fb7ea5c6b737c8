/** The sizes a product can be ordered in, by category (SPEC.md §5). */

/** Hats come in two fits. */
export const HAT_SIZES = ['S/M', 'L/XL'] as const;
/** Joggers, hoodies and shirts come in six sizes. */
export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const SIZES_BY_CATEGORY: Record<string, readonly string[]> = {
  hat: HAT_SIZES,
  joggers: APPAREL_SIZES,
  hoodie: APPAREL_SIZES,
  shirt: APPAREL_SIZES,
};

/** The sizes of a category; empty when it has none (jacket, accessories, other). */
export function sizesFor(category: string): readonly string[] {
  return Object.hasOwn(SIZES_BY_CATEGORY, category) ? (SIZES_BY_CATEGORY[category] ?? []) : [];
}

/** Why `size` is wrong for `category`, or null when it is fine. */
export function sizeProblem(category: string, size: string | null | undefined): string | null {
  const sizes = sizesFor(category);
  if (sizes.length === 0) return size ? 'This product does not come in sizes' : null;
  if (!size) return 'Please choose a size';
  return sizes.includes(size) ? null : `Size must be one of ${sizes.join(', ')}`;
}
