/** Turns the product form's input into stored fields (price text to cents) and checks its stock. */
import type { ProductFields } from './products-admin.queries';
import type { StockLevels } from '~/features/shop/stock.queries';
import { HttpError } from '~/lib/http/api';
import { stockSizes } from '~/features/shop/stock';
import { priceToCents } from '~/features/shop/money';
import { isConstraintViolation } from '~/features/shop/orders.queries';
import { type productPatchSchema } from './product-schema';
import type { z } from 'astro/zod';

/** The stored fields of a (partial) product input; price '' or null clears the price. Stock is apart. */
export function productFields(input: z.output<typeof productPatchSchema>): Partial<ProductFields> {
  const { price, description, stock: _stock, ...rest } = input;
  const fields: Partial<ProductFields> = { ...rest };
  if (description !== undefined) fields.description = description || null;
  if (price !== undefined) fields.priceCents = price === null ? null : priceToCents(price);
  return fields;
}

/** Throws 400 unless `stock` gives exactly the sizes of `category` (null: not tracked). */
export function checkStock(category: string, stock: StockLevels | null | undefined): void {
  if (stock == null) return;
  const sizes = stockSizes(category);
  const given = Object.keys(stock);
  if (given.length === sizes.length && sizes.every((size) => Object.hasOwn(stock, size))) return;
  const message =
    sizes[0] === ''
      ? 'A product without sizes has one stock figure, under the key ""'
      : `Give the stock of each size: ${sizes.join(', ')}`;
  throw new HttpError(400, 'Invalid input', { stock: [message] });
}

/** 409 for a page address another product has. */
export function takenAddress(): HttpError {
  return new HttpError(409, 'Another product already has this page address', {
    slug: ['Another product already has this page address'],
  });
}

/** A write's failure: the slug's unique index refused it (two owners at once), or any other error as it was. */
export function rethrowSlugTaken(error: unknown): never {
  throw isConstraintViolation(error) ? takenAddress() : error;
}
