/**
 * How the tracker writes numbers, dates and lists. Nothing is built when the island's
 * code loads: an `Intl` formatter costs milliseconds to make (more on a slow phone), so
 * each is made on first use, and whole numbers need none.
 */

/** 5000 -> '5,000'. */
export const countText = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '5,000 books', '1 book'. */
export const plural = (n: number, word: string): string => `${countText(n)} ${word}${n === 1 ? '' : 's'}`;

let dayFormat: Intl.DateTimeFormat | undefined;
/** An ISO date as 'Aug 1, 2024', in the visitor's time zone. */
export const dayText = (iso: string): string =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(new Date(iso));

let listFormat: Intl.ListFormat | undefined;
/** 'A', 'A and B', 'A, B, and C'. */
export const listText = (items: string[]): string =>
  (listFormat ??= new Intl.ListFormat('en-US', { type: 'conjunction' })).format(items);
