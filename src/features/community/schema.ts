/**
 * The share-your-story input, shared by the story form island and POST /api/impact-stories.
 * zod/mini keeps the island light; every rule a reader can break carries its own message.
 */
import * as z from 'zod/mini';
import { honeypotField } from '~/lib/forms/honeypot-schema';
import { requiredText } from '~/lib/forms/text-schema';
import { STORY_CATEGORIES, type StoryCategory } from './categories';

export { STORY_CATEGORIES, type StoryCategory };

/** The consent text shown beside the isPublic checkbox (SPEC.md §5, exact). */
export const PERMISSION_TEXT =
  'I give permission to share my story publicly with the community (subject to approval)';

/** Longest story accepted; the 64 KiB body limit stays the outer bound. */
export const MAX_STORY_LENGTH = 10_000;

/** POST /api/impact-stories. `isPublic` is the reader's consent; the server stores every story unapproved and not public. */
export const storySchema = z.object({
  /** The reader's name as they want it shown. */
  readerName: requiredText('Please enter your name', 100, 'Please keep your name under 100 characters'),
  /** Optional city or country; empty is stored as null. */
  readerLocation: z.pipe(
    z.nullable(
      z.optional(
        z.string().check(z.trim(), z.maxLength(100, 'Please keep the location under 100 characters')),
      ),
    ),
    z.transform((value) => value || null),
  ),
  /** The book the story is about; a catalogue id (a form's string is coerced). */
  bookId: z.coerce
    .number({ error: 'Please choose a book' })
    .check(z.int('Please choose a book'), z.positive('Please choose a book')),
  /** The story itself. */
  story: requiredText(
    'Please tell us your story',
    MAX_STORY_LENGTH,
    'Please keep your story under 10,000 characters',
  ),
  /** One of the four categories. */
  category: z.enum(Object.keys(STORY_CATEGORIES) as [StoryCategory, ...StoryCategory[]], {
    error: 'Please choose a category',
  }),
  /** The reader's permission to share; recorded nowhere public until the author approves. */
  isPublic: z.catch(z._default(z.boolean(), false), false),
  /** Honeypot: hidden from people, so anything in it means a bot. */
  website: honeypotField,
});

export type StoryInput = z.input<typeof storySchema>;

/** Success toast of SPEC.md §8. */
export const STORY_THANKS_TITLE = 'Thank you for sharing your story!';
export const STORY_THANKS_DESCRIPTION = 'Your story will be reviewed before being shared with the community.';
