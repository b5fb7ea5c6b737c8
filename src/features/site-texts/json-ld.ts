/** schema.org Person (the author) and WebSite structured data, for the home page and /about. */
import { AUTHOR } from '~/features/books/author';

/** What the Person says beyond her name, from the owner's site texts. */
interface PersonFacts {
  /** One line about her (the About page's lead). */
  description: string;
  /** Her profiles elsewhere (the social links). */
  profiles: string[];
}

/** The author as a schema.org Person; `@id` lets the WebSite and other data name her once. */
export function personJsonLd(site: URL, facts: PersonFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': new URL('/about#person', site).href,
    name: AUTHOR,
    url: new URL('/about', site).href,
    image: new URL('/images/author.svg', site).href,
    description: facts.description,
    jobTitle: 'Author',
    ...(facts.profiles.length > 0 && { sameAs: facts.profiles }),
  };
}

/** The site as a schema.org WebSite, published by the author, searchable at /search?q=. */
export function websiteJsonLd(site: URL): Record<string, unknown> {
  const home = new URL('/', site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: AUTHOR,
    inLanguage: 'en',
    publisher: { '@id': new URL('/about#person', site).href },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${new URL('/search', site).href}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
