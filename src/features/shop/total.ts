/** The live total the Order Now form shows while the buyer types (SPEC.md §9). */
import { DEFAULT_PRICE_CENTS, formatAmount, parseAmount } from './money';

/**
 * The total for `quantity` items at `price` ('$25.99', or null for the default
 * 25.00), as '51.98'. A quantity that is not a whole number from 1 counts as 0.
 */
export function liveTotal(price: string | null | undefined, quantity: number): string {
  const unit = parseAmount(price) ?? DEFAULT_PRICE_CENTS;
  const count = Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0;
  return formatAmount(unit * count);
}
