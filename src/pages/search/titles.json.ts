/**
 * /search/titles.json, pre-rendered: every book's title and page, which the search page
 * fetches (only once a visitor searches) to find a book whose title was misspelled.
 */
import type { APIRoute } from 'astro';
import { allBooks } from '~/features/books/collection';
import type { TitleEntry } from '~/features/search/fuzzy';

export const GET: APIRoute = async () => {
  const titles: TitleEntry[] = (await allBooks()).map((book) => ({
    title: book.title,
    url: `/book/${book.id}`,
  }));
  return new Response(JSON.stringify(titles), { headers: { 'content-type': 'application/json' } });
};
