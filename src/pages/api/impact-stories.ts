/**
 * GET: approved public stories. POST: a reader's story, stored unapproved and not public
 * whatever the body says. The share-your-story form also posts here as a plain HTML form
 * (without JavaScript): that answers a 303 to /community/story-shared, or to /community/error.
 */
import type { APIContext } from 'astro';
import { getBook } from '~/features/books/books.queries';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import { createStory, listPublicStories } from '~/features/community/stories.queries';
import { readerImpactStories } from '~db/schema';
import { storySchema } from '~/features/community/schema';
import { getDb } from '~/lib/db';
import { isBot } from '~/lib/forms/honeypot';
import { failureReason, seeOther } from '~/lib/forms/redirect';
import { endpoint, HttpError, isFormPost, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';
import { readVisitorId } from '~/lib/auth/visitor';

export const prerender = false;

/** Story submissions have their own bucket of the public write limit. */
const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'stories' };

export const GET = endpoint(async () => json(await listPublicStories(getDb())));

export const POST = endpoint(async (ctx) => {
  if (!isFormPost(ctx.request)) return json(await share(ctx), 201);
  // The story form without JavaScript: the outcome is a page, never JSON.
  try {
    await share(ctx);
    return seeOther('/community/story-shared');
  } catch (error) {
    return seeOther(`/community/error?form=story&reason=${failureReason(error)}`);
  }
});

/** Stores the story (a honeypot-filled body gets a look-alike, stored nowhere) and returns it as shown. */
async function share(ctx: APIContext) {
  await hit(LIMIT, clientAddress(ctx));
  // isPublic is the reader's consent to be asked about; publication is the author's decision (admin moderation).
  const {
    website,
    isPublic: _consent,
    ...input
  } = await readBody(ctx.request, storySchema, {
    allowForm: true,
  });
  const db = getDb();
  if (!(await getBook(db, input.bookId)))
    throw new HttpError(400, 'Invalid input', { bookId: ['Please choose a book from the catalogue'] });
  // A filled honeypot is a bot: it sees the usual success (the same fields) and nothing is stored.
  if (isBot(website)) {
    const id = await likelyNextId(db, readerImpactStories, readerImpactStories.id);
    const { readerName, readerLocation, bookId, story, category } = input;
    const submittedAt = new Date();
    return {
      id,
      readerName,
      readerLocation,
      bookId,
      story,
      category,
      isPublic: false,
      isApproved: false,
      submittedAt,
    };
  }
  const story = await createStory(db, { ...input, userId: readVisitorId(ctx.cookies) });
  const { userId: _owner, ...shown } = story;
  return shown;
}

export const ALL = methodNotAllowed;
