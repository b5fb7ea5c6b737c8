/** Turns the product form's input into stored fields (price text to cents). */
import type { ProductFields } from '../../../db/queries/admin-products';
import { priceToCents, type productPatchSchema } from './schema';
import type { z } from 'astro/zod';

/** The stored fields of a (partial) product input; price '' or null clears the price. */
export function productFields(input: z.output<typeof productPatchSchema>): Partial<ProductFields> {
  const { price, description, ...rest } = input;
  const fields: Partial<ProductFields> = { ...rest };
  if (description !== undefined) fields.description = description || null;
  if (price !== undefined) fields.priceCents = price === null ? null : priceToCents(price);
  return fields;
}
