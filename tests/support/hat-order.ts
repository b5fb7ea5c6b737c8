/** The order tests place most: Classic Dad Hats (product 1) for Ada Reader, as the order form sends it. */

/** An order body for one S/M Classic Dad Hat to a fresh address, with `overrides`. */
export function hatOrder(overrides: Record<string, unknown> = {}) {
  return {
    productId: 1,
    customerName: 'Ada Reader',
    customerEmail: `buyer${Date.now()}${Math.random()}@example.com`,
    customerAddress: '12 Long Street, Springfield',
    size: 'S/M',
    quantity: 1,
    ...overrides,
  };
}
