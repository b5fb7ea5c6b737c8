/**
 * schema.org Book structured data: the preview page's Book, and the book page's work with
 * one edition (`workExample`) per format, each with what Google's Book actions require
 * (@id, bookFormat, inLanguage, isbn, and a ReadAction per shop with its Offer).
 */
import type { Book, BookFormat } from '~db/schema';
import { formatAmount } from '~/features/shop/money';
import { SCHEMA_BOOK_FORMATS } from './formats';
import { starRating } from './rating';
import { buyLinks } from './retailers';

/** A book; the fields newer than the first catalogue are optional (older records and callers have none). */
type BookFacts = Pick<
  Book,
  'id' | 'title' | 'description' | 'coverImage' | 'amazonUrl' | 'rating' | 'reviewCount'
> &
  Partial<Pick<Book, 'seriesName' | 'seriesOrder' | 'retailers' | 'publishedOn' | 'pageCount' | 'formats'>>;

/** Where a book's editions can be bought from: any browser. */
const WEB_PLATFORMS = ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'];

/** The facts both pages share: name, description, image, author, shops, series and rating. */
function bookFacts(book: BookFacts, site: URL, author: string): Record<string, unknown> {
  const links = buyLinks({ amazonUrl: book.amazonUrl, retailers: book.retailers ?? [] });
  return {
    name: book.title,
    description: book.description,
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

/** The Book JSON-LD of a book's preview page; `site` makes the URLs absolute. */
export function bookJsonLd(book: BookFacts, site: URL, author: string): Record<string, unknown> {
  const url = new URL(`/book/${book.id}/preview`, site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': url,
    url,
    ...bookFacts(book, site, author),
  };
}

/** One edition of the book: a format, with a ReadAction (and its Offer) per shop that sells it. */
function edition(book: BookFacts, format: BookFormat, workUrl: string, author: string) {
  const offer = {
    '@type': 'Offer',
    category: 'purchase',
    ...(format.priceCents !== null && { price: formatAmount(format.priceCents), priceCurrency: 'USD' }),
    availability: 'https://schema.org/InStock',
    eligibleRegion: { '@type': 'Country', name: 'US' },
  };
  const actions = format.retailers.map((shop) => ({
    '@type': 'ReadAction',
    target: { '@type': 'EntryPoint', urlTemplate: shop.url, actionPlatform: WEB_PLATFORMS },
    expectsAcceptanceOf: offer,
  }));
  return {
    '@type': 'Book',
    '@id': `${workUrl}#${format.format}`,
    name: book.title,
    url: workUrl,
    author: { '@type': 'Person', name: author },
    bookFormat: SCHEMA_BOOK_FORMATS[format.format],
    inLanguage: 'en',
    ...(format.isbn && { isbn: format.isbn }),
    ...(book.publishedOn && { datePublished: book.publishedOn }),
    ...(book.pageCount && format.format !== 'audiobook' && { numberOfPages: book.pageCount }),
    ...(actions.length > 0 && { potentialAction: actions.length === 1 ? actions[0] : actions }),
  };
}

/** The Book JSON-LD of a book's own page (/book/{id}): the work, and an edition per format. */
export function bookPageJsonLd(book: BookFacts, site: URL, author: string): Record<string, unknown> {
  const url = new URL(`/book/${book.id}`, site).href;
  const formats = book.formats ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': url,
    url,
    ...bookFacts(book, site, author),
    ...(book.publishedOn && { datePublished: book.publishedOn }),
    ...(book.pageCount && { numberOfPages: book.pageCount }),
    ...(formats.length > 0 && { workExample: formats.map((f) => edition(book, f, url, author)) }),
  };
}
