/** The owner's three featured books (SPEC.md §9: "the featured sync covers three named books"). */
export const FEATURED_BOOK_IDS = [1, 2, 3] as const;
