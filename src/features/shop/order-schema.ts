/**
 * The one order schema: the Order Now form validates with it in the browser and
 * POST /api/abf/orders with it on the server. Messages are SPEC.md §5's. No server
 * imports here, and zod/mini rather than classic zod, so the checkout island stays light.
 */
import * as z from 'zod/mini';
import { honeypotField } from '~/lib/forms/honeypot-schema';
import { sizeProblem } from './sizes';

/** The most items one order may hold; larger orders go through the owner. */
export const MAX_QUANTITY = 100;

export const NAME_MESSAGE = 'Name must be at least 2 characters';
export const EMAIL_MESSAGE = 'Invalid email address';
export const ADDRESS_MESSAGE = 'Please enter a complete address';
export const QUANTITY_MESSAGE = 'Quantity must be at least 1';

/** What a buyer sends to order a product. Totals and statuses are never read from it. */
export const orderSchema = z.object({
  /** The product ordered; the server checks it exists and is active. */
  productId: z
    .number({ error: 'Choose a product' })
    .check(z.int('Choose a product'), z.positive('Choose a product')),
  /** The buyer's name, at least 2 characters. */
  customerName: z
    .string({ error: NAME_MESSAGE })
    .check(z.trim(), z.minLength(2, NAME_MESSAGE), z.maxLength(120, 'Name must be at most 120 characters')),
  /** Where the confirmation goes. */
  customerEmail: z.pipe(
    z.string({ error: EMAIL_MESSAGE }).check(z.trim()),
    z.email(EMAIL_MESSAGE).check(z.maxLength(254, EMAIL_MESSAGE)),
  ),
  /** The shipping address, at least 10 characters. */
  customerAddress: z
    .string({ error: ADDRESS_MESSAGE })
    .check(
      z.trim(),
      z.minLength(10, ADDRESS_MESSAGE),
      z.maxLength(500, 'Address must be at most 500 characters'),
    ),
  /** One of the category's sizes, or absent when the category has none. */
  size: z.nullish(z.string().check(z.trim(), z.maxLength(10, 'Invalid size'))),
  /** A whole number of items, 1 to MAX_QUANTITY (a JSON number, never a string); 1 when left out (SPEC.md §5). */
  quantity: z._default(
    z
      .number({ error: QUANTITY_MESSAGE })
      .check(
        z.int('Quantity must be a whole number'),
        z.minimum(1, QUANTITY_MESSAGE),
        z.maximum(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
      ),
    1,
  ),
  /** Anything the buyer wants the owner to know. */
  notes: z.nullish(z.string().check(z.trim(), z.maxLength(1000, 'Notes must be at most 1000 characters'))),
  /** Honeypot: hidden from people, so anything in it means a bot. */
  website: honeypotField,
});

/** An order as the buyer sends it. */
export type OrderInput = z.infer<typeof orderSchema>;
/** The form's values before validation. */
export type OrderFormValues = z.input<typeof orderSchema>;

/** The order schema plus the size rule of one product category (SPEC.md §5). */
export function orderSchemaFor(category: string) {
  return orderSchema.check(
    z.superRefine((order, ctx) => {
      const problem = sizeProblem(category, order.size);
      if (problem) ctx.addIssue({ code: 'custom', path: ['size'], message: problem });
    }),
  );
}
