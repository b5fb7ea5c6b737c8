/** The owner's order actions: a new status (with shipping details) and a refund. */
import * as z from 'zod/mini';
import { orderStatuses } from '~db/enums';
import '~/features/admin/zod-texts';

/** Order statuses in their usual sequence (db/enums.ts). */
export const ORDER_STATUSES = orderStatuses;
export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];

/** Optional text that is null when empty. */
const optionalText = (max: number, rule?: [RegExp, string]) =>
  z.optional(
    z.pipe(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(max, `At most ${max} characters`),
            ...(rule ? [z.regex(rule[0], rule[1])] : []),
          ),
      ),
      z.transform((v) => v || null),
    ),
  );

/**
 * PATCH /api/admin/abf/orders/{id}: a status, and with 'shipped' the carrier and the
 * tracking number the buyer's mail and order page link to.
 */
export const orderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, 'Choose a valid status'),
    /** USPS, UPS, FedEx, DHL (linked to their tracking pages) or another carrier's name. */
    carrier: optionalText(40),
    trackingNumber: optionalText(64, [/^[A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and dashes only']),
  })
  .check(
    z.refine((v) => v.status === 'shipped' || (v.carrier == null && v.trackingNumber == null), {
      message: 'A carrier and tracking number go with the status shipped',
      path: ['trackingNumber'],
    }),
  );
export type OrderStatusInput = z.input<typeof orderStatusSchema>;

/** POST /api/admin/abf/orders/{id}/refund: an optional PayPal-Request-Id for this attempt. */
export const refundSchema = z.object({
  requestId: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9-]{8,100}$/, 'A request id is 8 to 100 letters, digits or dashes')),
  ),
});
