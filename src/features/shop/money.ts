/**
 * Money is integer cents inside the site and formatted only at the edge: prices as
 * '$25.99' (the products API), totals as '51.98' (orders, PayPal amounts).
 * No server imports, so islands use it too.
 */

/** The price of a product that has none (SPEC.md §9: 25.00). */
export const DEFAULT_PRICE_CENTS = 2500;

/** '$25.99' for 2599. */
export function formatPrice(cents: number): string {
  return `$${formatAmount(cents)}`;
}

/** '51.98' for 5198: the two-decimal amount PayPal and the orders API use. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${whole}.${rest}`;
}

/**
 * Cents of a decimal amount such as '25.99', '$25.99', '25.9' or '25', or null when
 * the text is not a plain non-negative amount with at most two decimals.
 */
export function parseAmount(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*\$?\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** The unit price in cents: the product's own, or the default when it has none. */
export function unitPriceCents(priceCents: number | null | undefined): number {
  return priceCents ?? DEFAULT_PRICE_CENTS;
}

/** The order total in cents: unit price (or the default) times quantity. */
export function orderTotalCents(priceCents: number | null | undefined, quantity: number): number {
  return unitPriceCents(priceCents) * quantity;
}

/**
 * The admin's price field to cents: '$25.99', '25.99' or '25'; null when empty, NaN when
 * it is not a price below $1,000,000.
 */
export function priceToCents(price: string): number | null {
  if (price.trim() === '') return null;
  const cents = parseAmount(price);
  return cents === null || cents >= 100_000_000 ? Number.NaN : cents;
}

/** Cents to '$25.99', or null for a product on the default price. */
export function centsToPrice(cents: number | null): string | null {
  return cents === null ? null : formatPrice(cents);
}
