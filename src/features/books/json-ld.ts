/** schema.org Book structured data for a book's preview page. */
import type { Book } from '~db/schema';
import { starRating } from './rating';
import { buyLinks } from './retailers';

/** A book; the series and shops are optional (older records and callers have none). */
type BookFacts = Omit<Book, 'seriesName' | 'seriesOrder' | 'retailers' | 'demo'> &
  Partial<Pick<Book, 'seriesName' | 'seriesOrder' | 'retailers'>>;

/** The Book JSON-LD object; `site` makes the URLs absolute. */
export function bookJsonLd(book: BookFacts, site: URL, author: string): Record<string, unknown> {
  const links = buyLinks({ amazonUrl: book.amazonUrl, retailers: book.retailers ?? [] });
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
    ...(links.length > 0 && { sameAs: links.map((l) => l.url) }),
    ...(book.seriesName && {
      isPartOf: { '@type': 'BookSeries', name: book.seriesName },
      ...(book.seriesOrder && { position: book.seriesOrder }),
    }),
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
