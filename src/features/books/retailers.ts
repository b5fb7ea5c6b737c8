/** Where a book can be bought: its Amazon link first (SPEC.md's 'Buy on Amazon'), then the other shops. */
import type { Book, Retailer } from '~db/schema';

/** Every shop link of a book, Amazon first; a retailer repeating the Amazon URL is listed once. */
export function buyLinks(book: Pick<Book, 'amazonUrl' | 'retailers'>): Retailer[] {
  const links: Retailer[] = book.amazonUrl ? [{ label: 'Amazon', url: book.amazonUrl }] : [];
  for (const retailer of book.retailers) if (!links.some((l) => l.url === retailer.url)) links.push(retailer);
  return links;
}

/** 'Book 2 of The Red Door Saga', or '' for a standalone. */
export function seriesLine(book: Pick<Book, 'seriesName' | 'seriesOrder'>): string {
  if (!book.seriesName) return '';
  return book.seriesOrder ? `Book ${book.seriesOrder} of ${book.seriesName}` : `Part of ${book.seriesName}`;
}
