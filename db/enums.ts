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

/** The admin's message filters: open (neither handled nor archived), handled, archived. */
export const messageFilters = ['open', 'handled', 'archived'] as const;
export type MessageFilter = (typeof messageFilters)[number];

/** What the owner can do to a contact message besides deleting it. */
export const messageActions = ['handle', 'reopen', 'archive', 'unarchive'] as const;
export type MessageAction = (typeof messageActions)[number];

/** Order statuses whose money came in: revenue counts only these (a refund sets 'cancelled'). */
export const paidOrderStatuses = ['paid', 'shipped', 'completed'] as const;

/** The formats a book comes in (schema.org's BookFormatType, by their plain names). */
export const bookFormatTypes = ['ebook', 'paperback', 'hardcover', 'audiobook'] as const;
