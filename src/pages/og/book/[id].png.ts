/** /og/book/{id}.png: each book's Open Graph card (1200 x 630), drawn at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { allBooks } from '~/features/books/collection';
import { ogImage } from '~/features/og/render.server';
import type { Book } from '~db/schema';

export const getStaticPaths = (async () =>
  (await allBooks()).map((book) => ({
    params: { id: String(book.id) },
    props: { book },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ book: Book }> = async ({ props: { book } }) =>
  new Response(
    new Uint8Array(
      await ogImage({ title: book.title, subtitle: 'Free chapter preview', coverSrc: book.coverImage }),
    ),
    { headers: { 'content-type': 'image/png' } },
  );
