/** On demand: the card of a book added since the last build (its page, rendered on demand too, points here); an unknown id answers 404. */
import { getBook } from '~/features/books/books.queries';
import { bookCard } from '~/features/og/cards.server';
import { getDb } from '~/lib/db';
import { methodNotAllowed } from '~/lib/http/api';
import { pngOnDemand } from '~/lib/http/png-per-record';

export const prerender = false;

export const GET = pngOnDemand((id) => getBook(getDb(), id), bookCard);

export const ALL = methodNotAllowed;
