/**
 * The form islands' validation helper, with the shared schemas as the browser runs them:
 * zod/mini only, without zod's English locale, so every message a form shows must be the
 * schema's own.
 */
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { orderSchemaFor } from '~/features/shop/order-schema';
import { storySchema } from '~/features/community/schema';
import { contactSchema } from '~/features/contact/schema';
import { focusFirstInvalid, validateForm, withFieldError } from './validation';

it('runs without a locale, as in the browser (zod/mini has no default messages)', () => {
  expect(z.string().safeParse(1).error?.issues[0]?.message).toBe('Invalid input');
});

describe('validateForm', () => {
  const schema = z
    .object({
      name: z.string().check(z.trim(), z.minLength(2, 'Too short'), z.maxLength(3, 'Too long')),
      age: z.number({ error: 'Not a number' }).check(z.minimum(0, 'Negative'), z.int('Not whole')),
    })
    .check(z.refine((value) => value.name !== 'bad', { message: 'Bad form', path: [] }));

  it('answers the parsed values when they are valid', () => {
    expect(validateForm(schema, { name: ' Ada ', age: 3 })).toEqual({
      success: true,
      data: { name: 'Ada', age: 3 },
    });
  });

  it.each([
    [{ name: 'A', age: 1 }, { name: 'Too short' }],
    [
      { name: 'A', age: -1.5 },
      { name: 'Too short', age: 'Negative' },
    ],
    [{ name: 'Ada' }, { age: 'Not a number' }],
    [{ name: 'bad', age: 1 }, { '': 'Bad form' }],
  ])('%o -> the first message per field %o', (values, errors) => {
    expect(validateForm(schema, values)).toEqual({ success: false, errors });
  });
});

describe('the shared schemas with what the forms read (all text, as FormData gives it)', () => {
  it('contact: a message under each empty field, the honeypot ignored', () => {
    const empty = { name: '', email: '', subject: ' ', message: '', website: '' };
    expect(validateForm(contactSchema, empty)).toEqual({
      success: false,
      errors: {
        name: 'Please enter your name',
        email: 'Please enter your email address',
        subject: 'Please enter a subject',
        message: 'Please enter your message',
      },
    });
    const filled = { name: ' Ada ', email: 'Ada@Example.com', subject: 'Hi', message: 'Hello', website: '' };
    expect(validateForm(contactSchema, { ...filled, email: 'a@b' })).toEqual({
      success: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(validateForm(contactSchema, filled)).toEqual({
      success: true,
      data: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', website: '' },
    });
  });

  it('story: name, book, category and story are required; the rest is converted', () => {
    const empty = {
      readerName: '',
      readerLocation: '',
      bookId: '',
      category: '',
      story: '',
      isPublic: false,
    };
    expect(validateForm(storySchema, empty)).toEqual({
      success: false,
      errors: {
        readerName: 'Please enter your name',
        bookId: 'Please choose a book',
        category: 'Please choose a category',
        story: 'Please tell us your story',
      },
    });
    const filled = { ...empty, readerName: 'Tasha', bookId: '3', category: 'growth', story: 'It helped.' };
    expect(validateForm(storySchema, { ...filled, website: '' })).toEqual({
      success: true,
      data: {
        readerName: 'Tasha',
        readerLocation: null,
        bookId: 3,
        category: 'growth',
        story: 'It helped.',
        isPublic: false,
        website: '',
      },
    });
  });

  it('order: SPEC.md §5 messages, the size rule of the category included', () => {
    const values = {
      productId: 1,
      customerName: 'A',
      customerEmail: 'not-an-email',
      customerAddress: 'Short',
      size: null,
      quantity: 0,
      notes: '',
    };
    expect(validateForm(orderSchemaFor('hat'), values)).toEqual({
      success: false,
      errors: {
        customerName: 'Name must be at least 2 characters',
        customerEmail: 'Invalid email address',
        customerAddress: 'Please enter a complete address',
        quantity: 'Quantity must be at least 1',
        size: 'Please choose a size',
      },
    });
    // An empty quantity field reads as NaN.
    expect(validateForm(orderSchemaFor('jacket'), { ...values, quantity: Number.NaN })).toMatchObject({
      errors: { quantity: 'Quantity must be at least 1' },
    });
  });
});

describe('withFieldError (re-checking the edited field only)', () => {
  const errors = { name: 'Too short', age: 'Negative' };

  it.each([
    ['replaces the edited field', { name: 'Too long' }, 'name', { name: 'Too long', age: 'Negative' }],
    ['removes a fixed field', {}, 'name', { age: 'Negative' }],
    [
      'adds a newly broken field',
      { name: 'Too short', city: 'Required' },
      'city',
      { ...errors, city: 'Required' },
    ],
    ['leaves other fields alone', { name: 'Too long' }, 'age', { name: 'Too short' }],
  ])('%s', (_, next, name, expected) => {
    expect(withFieldError(errors, next, name)).toEqual(expected);
  });

  it('keeps the same object when nothing changed, so React skips the render', () => {
    expect(withFieldError(errors, errors, 'name')).toBe(errors);
  });
});

describe('focusFirstInvalid', () => {
  const control = (name: string) => ({ name, focus: vi.fn() }) as unknown as HTMLInputElement;

  it('focuses the first control in page order whose field has an error', () => {
    const elements = [control(''), control('name'), control('email'), control('size'), control('size')];
    expect(focusFirstInvalid({ elements }, { size: 'Please choose a size', email: 'Invalid' })).toBe(true);
    expect(elements[2]!.focus).toHaveBeenCalledOnce();
    for (const i of [0, 1, 3, 4]) expect(elements[i]!.focus).not.toHaveBeenCalled();
  });

  it('focuses nothing when no control has an error', () => {
    const elements = [control('name')];
    expect(focusFirstInvalid({ elements }, { '': 'Bad form' })).toBe(false);
    expect(elements[0]!.focus).not.toHaveBeenCalled();
  });
});
