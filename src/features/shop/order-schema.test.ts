import { describe, expect, it } from 'vitest';
import { orderSchema, orderSchemaFor } from './order-schema';

const valid = {
  productId: 1,
  customerName: 'Ada Reader',
  customerEmail: 'ada@example.com',
  customerAddress: '12 Long Street, Springfield',
  size: 'S/M',
  quantity: 2,
  notes: null,
};

function messages(input: unknown, schema = orderSchema) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('order schema (SPEC.md §5 messages)', () => {
  it('accepts a complete order', () => {
    expect(orderSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['customerName', 'A', 'Name must be at least 2 characters'],
    ['customerName', '  A  ', 'Name must be at least 2 characters'],
    ['customerName', undefined, 'Name must be at least 2 characters'],
    ['customerEmail', 'not-an-email', 'Invalid email address'],
    ['customerEmail', '', 'Invalid email address'],
    ['customerAddress', 'Short st', 'Please enter a complete address'],
    ['quantity', 0, 'Quantity must be at least 1'],
    ['quantity', -1, 'Quantity must be at least 1'],
    ['quantity', Number.NaN, 'Quantity must be at least 1'],
    ['quantity', '2', 'Quantity must be at least 1'],
    ['quantity', 1.5, 'Quantity must be a whole number'],
    ['quantity', 1e9, 'Quantity must be at most 100'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('takes a quantity of 1 when the order leaves it out (SPEC.md §5, §9)', () => {
    const { quantity: _, ...withoutQuantity } = valid;
    expect(orderSchema.parse(withoutQuantity).quantity).toBe(1);
    expect(messages({ ...valid, quantity: null }).quantity).toBe('Quantity must be at least 1');
  });

  it('keeps size and notes optional', () => {
    expect(orderSchema.safeParse({ ...valid, size: undefined, notes: undefined }).success).toBe(true);
  });

  it('adds the size rule of the category', () => {
    expect(messages({ ...valid, size: 'XL' }, orderSchemaFor('hat')).size).toBe(
      'Size must be one of S/M, L/XL',
    );
    expect(messages({ ...valid, size: null }, orderSchemaFor('hoodie')).size).toBe('Please choose a size');
    expect(messages({ ...valid, size: null }, orderSchemaFor('jacket'))).toEqual({});
  });
});
