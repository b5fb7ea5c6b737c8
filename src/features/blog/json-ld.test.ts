import { describe, expect, it } from 'vitest';
import { bookJsonLd } from '~/features/books/json-ld';
import { blogPostingJsonLd } from './json-ld';

const site = new URL('https://example.com');

describe('structured data', () => {
  it('describes a post as a BlogPosting with absolute URLs and its date', () => {
    const post = {
      id: 3,
      title: 'T',
      excerpt: 'E',
      content: 'one two three',
      coverImage: '/images/blog/post-3.svg',
      publishedAt: new Date('2025-03-05T14:00:00.000Z'),
    };
    expect(blogPostingJsonLd(post, site, 'Kendra Lane')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      url: 'https://example.com/blog/3',
      image: 'https://example.com/images/blog/post-3.svg',
      datePublished: '2025-03-05T14:00:00.000Z',
      wordCount: 3,
      author: { name: 'Kendra Lane' },
    });
    expect(blogPostingJsonLd({ ...post, coverImage: '' }, site, 'K')).not.toHaveProperty('image');
  });

  it('describes a book as a Book whose URL is the preview page, with its rating', () => {
    const book = {
      id: 2,
      title: 'Loud Little Heart',
      description: 'D',
      coverImage: '/images/covers/book-2.svg',
      amazonUrl: 'https://www.amazon.com/dp/B0D4LHT8MZ',
      rating: '4.7',
      reviewCount: 518,
      featured: true,
    };
    expect(bookJsonLd(book, site, 'Kendra Lane')).toMatchObject({
      '@type': 'Book',
      name: 'Loud Little Heart',
      url: 'https://example.com/book/2/preview',
      image: 'https://example.com/images/covers/book-2.svg',
      aggregateRating: { ratingValue: 4.7, ratingCount: 518, bestRating: 5 },
    });
    expect(bookJsonLd({ ...book, reviewCount: 0 }, site, 'K')).not.toHaveProperty('aggregateRating');
  });

  it('names every shop in sameAs and the series the book is part of', () => {
    const book = {
      id: 15,
      title: 'Book Fifteen',
      description: 'D',
      coverImage: '/media/abc/1920.jpg',
      amazonUrl: '',
      rating: '0',
      reviewCount: 0,
      featured: false,
      seriesName: 'The Red Door Saga',
      seriesOrder: 2,
      retailers: [
        { label: 'Bookshop', url: 'https://bookshop.org/b/15' },
        { label: 'Apple Books', url: 'https://books.apple.com/b/15' },
      ],
    };
    expect(bookJsonLd(book, site, 'K')).toMatchObject({
      sameAs: ['https://bookshop.org/b/15', 'https://books.apple.com/b/15'],
      isPartOf: { '@type': 'BookSeries', name: 'The Red Door Saga' },
      position: 2,
    });
    expect(bookJsonLd({ ...book, retailers: [], seriesName: null }, site, 'K')).not.toHaveProperty('sameAs');
  });
});
