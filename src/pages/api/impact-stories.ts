/**
 * GET: approved public stories. POST: a reader's story, stored unapproved and not public
 * whatever the body says. The share-your-story form also posts here as a plain HTML form
 * (without JavaScript): that answers a 303 to /community/story-shared, or to /community/error.
 */
import { getBook } from '~/features/books/books.queries';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import { createStory, listPublicStories } from '~/features/community/stories.queries';
import { readerImpactStories } from '~db/schema';
import { storySchema } from '~/features/community/schema';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite, type WriteInput } from '~/lib/http/public-write';
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import { readVisitorId } from '~/lib/auth/visitor';
import { withoutDemo } from '~/lib/http/public-record';

export const prerender = false;

export const GET = endpoint(async () => json(await listPublicStories(getDb())));

/** The story to store: its book must be in the catalogue. */
async function checkedStory({ isPublic: _consent, ...story }: WriteInput<typeof storySchema>) {
  // isPublic is the reader's consent to be asked about; publication is the author's decision (admin moderation).
  if (!(await getBook(getDb(), story.bookId)))
    throw new HttpError(400, 'Invalid input', { bookId: ['Please choose a book from the catalogue'] });
  return story;
}

export const POST = publicWrite({
  // Story submissions have their own bucket of the public write limit.
  limit: { ...PUBLIC_WRITE_LIMIT, name: 'stories' },
  schema: storySchema,
  form: {
    sent: '/community/story-shared',
    failed: (reason) => `/community/error?form=story&reason=${reason}`,
  },
  async write(input, { cookies }) {
    const story = await createStory(getDb(), {
      ...(await checkedStory(input)),
      userId: readVisitorId(cookies),
    });
    const { userId: _owner, ...shown } = withoutDemo(story);
    return json(shown, 201);
  },
  // The usual success (the same fields), with nothing stored.
  async honeypot(input) {
    const { readerName, readerLocation, bookId, story, category } = await checkedStory(input);
    const id = await likelyNextId(getDb(), readerImpactStories, readerImpactStories.id);
    const submittedAt = new Date();
    return json(
      {
        id,
        readerName,
        readerLocation,
        bookId,
        story,
        category,
        isPublic: false,
        isApproved: false,
        submittedAt,
      },
      201,
    );
  },
});

export const ALL = methodNotAllowed;
