/** Every rule and message of the reader input schemas (shared by the forms and the endpoints). */
import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact/schema';
import { PERMISSION_TEXT, STORY_CATEGORIES, storySchema } from './community/schema';
import { subscribeSchema } from './newsletter/schema';
import { createProgressSchema, patchProgressSchema } from './tracker/schema';

/** The messages per field of a failed parse. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (out[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  return out;
}

describe('newsletter', () => {
  it('lower-cases and trims the address', () => {
    expect(subscribeSchema.parse({ email: '  Reader@Example.COM ' })).toEqual({
      email: 'reader@example.com',
    });
  });

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'Please enter your email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'That email address is too long'],
  ])('%o -> %s', (input, message) => {
    expect(messages(subscribeSchema.safeParse(input)).email).toEqual([message]);
  });
});

describe('contact', () => {
  const good = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Loved the book.' };

  it('accepts a complete message and ignores unknown fields', () => {
    expect(contactSchema.parse({ ...good, id: 7, createdAt: 'x' })).toEqual(good);
  });

  it.each([
    ['name', '', 'Please enter your name'],
    ['name', 'x'.repeat(201), 'Please keep your name under 200 characters'],
    ['email', '', 'Please enter your email address'],
    ['email', 'nope', 'Please enter a valid email address'],
    ['subject', ' ', 'Please enter a subject'],
    ['subject', 'x'.repeat(201), 'Please keep a subject under 200 characters'],
    ['message', '', 'Please enter your message'],
    ['message', 'x'.repeat(5001), 'Please keep your message under 5,000 characters'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(messages(contactSchema.safeParse({ ...good, [field]: value }))[field]).toEqual([message]);
  });

  it('accepts a message of exactly 5,000 characters', () => {
    expect(contactSchema.safeParse({ ...good, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('requires every field', () => {
    expect(Object.keys(messages(contactSchema.safeParse({}))).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
  });

  it('keeps the honeypot value so the endpoint can drop bot posts', () => {
    expect(contactSchema.parse({ ...good, website: 'http://spam' }).website).toBe('http://spam');
  });
});

describe('impact story', () => {
  const good = { readerName: 'Tasha', bookId: 1, story: 'It changed my year.', category: 'growth' };

  it('has the four categories with their labels and the exact permission text', () => {
    expect(STORY_CATEGORIES).toEqual({
      life_change: 'Life-Changing Moment',
      inspiration: 'Daily Inspiration',
      healing: 'Healing & Recovery',
      growth: 'Personal Growth',
    });
    expect(PERMISSION_TEXT).toBe(
      'I give permission to share my story publicly with the community (subject to approval)',
    );
  });

  it('accepts a story with an optional location and isPublic defaulting to false', () => {
    expect(storySchema.parse(good)).toEqual({ ...good, readerLocation: null, isPublic: false });
    expect(
      storySchema.parse({ ...good, readerLocation: 'Lagos', isPublic: true, bookId: '3' }),
    ).toMatchObject({
      readerLocation: 'Lagos',
      isPublic: true,
      bookId: 3,
    });
  });

  it.each([
    ['readerName', '', 'Please enter your name'],
    ['story', '', 'Please tell us your story'],
    ['bookId', '', 'Please choose a book'],
    ['bookId', undefined, 'Please choose a book'],
    ['bookId', 1.5, 'Please choose a book'],
    ['category', '', 'Please choose a category'],
    ['category', 'fame', 'Please choose a category'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(messages(storySchema.safeParse({ ...good, [field]: value }))[field]).toEqual([message]);
  });
});

describe('reading progress', () => {
  it('accepts the challenge join body', () => {
    expect(createProgressSchema.parse({ challengeId: 1, bookId: 8 })).toEqual({ challengeId: 1, bookId: 8 });
  });

  it.each([
    [{}, 'bookId'],
    [{ bookId: 'eight' }, 'bookId'],
    [{ bookId: 0 }, 'bookId'],
    [{ bookId: 2.5 }, 'bookId'],
    [{ bookId: 1, challengeId: -1 }, 'challengeId'],
    [{ bookId: 1, progress: 'lots' }, 'progress'],
  ])('refuses %o on %s', (body, field) => {
    expect(messages(createProgressSchema.safeParse(body))[field]?.length).toBe(1);
  });

  it('PATCH takes an action, a status, a progress or pages, and nothing else', () => {
    expect(patchProgressSchema.parse({ action: 'increment' })).toEqual({ action: 'increment' });
    expect(patchProgressSchema.parse({ currentPage: 12, totalPages: 300, userId: 'x' })).toEqual({
      currentPage: 12,
      totalPages: 300,
    });
    expect(
      patchProgressSchema.parse({ status: 'completed', progress: 100, completedAt: '1999-01-01' }),
    ).toEqual({
      status: 'completed',
      progress: 100,
    });
    expect(messages(patchProgressSchema.safeParse({}))['']).toEqual([
      'Send an action, a status, a progress, pages, a rating or a review',
    ]);
    expect(messages(patchProgressSchema.safeParse({ status: 'abandoned' })).status).toEqual([
      "status must be 'want-to-read', 'reading', 'completed' or 'dnf'",
    ]);
    expect(messages(patchProgressSchema.safeParse({ action: 'double' })).action).toEqual([
      "action must be 'increment', 'complete', 'dnf', 'resume' or 'reread'",
    ]);
  });
});
