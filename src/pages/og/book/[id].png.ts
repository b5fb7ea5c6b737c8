/** /og/book/{id}.png: each book's Open Graph card (1200 x 630), drawn at build time. */
import { allBooks } from '~/features/books/collection';
import { bookCard } from '~/features/og/cards.server';
import { pngPerRecord } from '~/lib/http/png-per-record';

const route = pngPerRecord(allBooks, bookCard);

export const getStaticPaths = route.getStaticPaths;
export const GET = route.GET;
