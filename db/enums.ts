/**
 * Fixed value sets shared by the schema, the endpoints and the islands. No imports,
 * so browser code can use them without pulling in drizzle.
 */

/** ABF product categories (SPEC.md §5); the first is the default. */
export const productCategories = [
  'hat',
  'joggers',
  'jacket',
  'shirt',
  'hoodie',
  'accessories',
  'other',
] as const;

/** ABF order statuses in their usual sequence (SPEC.md §4). */
export const orderStatuses = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;

/** What the owner's analytics count page views by (page_view_counts.dimension). */
export const pageViewDimensions = ['page', 'referrer', 'country', 'device'] as const;

/** Device classes, from the user agent on the server. */
export const deviceClasses = ['desktop', 'mobile', 'tablet'] as const;
