/** schema.org Book structured data for a book's preview page. */
import type { Book } from '../../../db/schema';
import { starRating } from './rating';

/** The Book JSON-LD object; `site` makes the URLs absolute. */
export function bookJsonLd(book: Book, site: URL, author: string): Record<string, unknown> {
  const url = new URL(`/book/${book.id}/preview`, site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': url,
    name: book.title,
    description: book.description,
    url,
    image: new URL(book.coverImage, site).href,
    author: { '@type': 'Person', name: author, url: new URL('/about', site).href },
    inLanguage: 'en',
    sameAs: book.amazonUrl,
    ...(book.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: starRating(book.rating).value,
        bestRating: 5,
        worstRating: 0,
        ratingCount: book.reviewCount,
      },
    }),
  };
}
