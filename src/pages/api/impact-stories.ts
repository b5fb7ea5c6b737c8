/** GET: approved public stories. POST: a reader's story, stored unapproved and not public whatever the body says. */
import { getBook } from '../../../db/queries/books';
import { likelyNextId } from '../../../db/queries/honeypot';
import { createStory, listPublicStories } from '../../../db/queries/stories';
import { readerImpactStories } from '../../../db/schema';
import { storySchema } from '../../features/community/schema';
import { getDb } from '../../lib/db';
import { isBot } from '../../lib/honeypot';
import { endpoint, HttpError, json, methodNotAllowed, readBody } from '../../lib/http';
import { clientAddress, hit, PUBLIC_WRITE_LIMIT } from '../../lib/rate-limit';
import { readVisitorId } from '../../lib/visitor';

export const prerender = false;

/** Story submissions have their own bucket of the public write limit. */
const LIMIT = { ...PUBLIC_WRITE_LIMIT, name: 'stories' };

export const GET = endpoint(async () => json(await listPublicStories(getDb())));

export const POST = endpoint(async (ctx) => {
  await hit(LIMIT, clientAddress(ctx));
  // isPublic is the reader's consent to be asked about; publication is the author's decision (admin moderation).
  const { website, isPublic: _consent, ...input } = await readBody(ctx.request, storySchema);
  const db = getDb();
  if (!(await getBook(db, input.bookId)))
    throw new HttpError(400, 'Invalid input', { bookId: ['Please choose a book from the catalogue'] });
  // A filled honeypot is a bot: it sees the usual success (the same fields) and nothing is stored.
  if (isBot(website)) {
    const id = await likelyNextId(db, readerImpactStories, readerImpactStories.id);
    const { readerName, readerLocation, bookId, story, category } = input;
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
  }
  const story = await createStory(db, { ...input, userId: readVisitorId(ctx.cookies) });
  const { userId: _owner, ...shown } = story;
  return json(shown, 201);
});

export const ALL = methodNotAllowed;
