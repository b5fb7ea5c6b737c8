import { describe, expect, it } from 'vitest';
import { personJsonLd, websiteJsonLd } from './json-ld';

const site = new URL('https://example.com');

describe('the home page and /about', () => {
  it('describe the author as a Person with her profiles', () => {
    expect(personJsonLd(site, { description: 'Author.', profiles: ['https://instagram.com/k'] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://example.com/about#person',
      name: 'Kendra Lane',
      url: 'https://example.com/about',
      image: 'https://example.com/images/author.svg',
      description: 'Author.',
      jobTitle: 'Author',
      sameAs: ['https://instagram.com/k'],
    });
  });

  it('describe the site as a WebSite she publishes, searchable at /search', () => {
    expect(websiteJsonLd(site)).toMatchObject({
      '@type': 'WebSite',
      url: 'https://example.com/',
      publisher: { '@id': 'https://example.com/about#person' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://example.com/search?q={search_term_string}' },
      },
    });
  });
});
