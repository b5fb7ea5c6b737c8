/** Turns the Books tab's input into stored book fields, and what the tab shows of a book. */
import type { BookFields } from './books-admin.queries';
import type { bookPatchSchema, bookSchema } from './book-schema';
import type { z } from 'astro/zod';

/** The stored fields of a (partial) book input: the rating as text ('4.5'), format prices in cents. */
export function bookFields(input: z.output<typeof bookPatchSchema>): Partial<BookFields> {
  const { rating, formats, ...rest } = input;
  return {
    ...rest,
    ...(rating !== undefined && { rating: String(rating) }),
    ...(formats !== undefined && {
      formats: formats.map(({ price, ...format }) => ({ ...format, priceCents: price })),
    }),
  };
}

/** A new book's fields: without an Amazon URL, an Amazon shop among the retailers gives it. */
export function newBookFields(input: z.output<typeof bookSchema>): BookFields {
  const amazon = input.retailers.find((r) => /(^|\.)amazon\.[a-z.]+$/i.test(new URL(r.url).hostname));
  return {
    ...bookFields(input),
    title: input.title,
    description: input.description,
    coverImage: input.coverImage,
    rating: String(input.rating),
    amazonUrl: input.amazonUrl ?? amazon?.url ?? '',
  };
}
