/** GET /api/reading-challenges: the challenges, active first, each with this visitor's progress in it. */
import { listChallenges } from '~/features/tracker/progress.queries';
import { challengePercent } from '~/features/tracker/progress';
import { getDb } from '~/lib/db';
import { endpoint, json, methodNotAllowed } from '~/lib/http/api';
import { withoutDemo } from '~/lib/http/public-record';
import { readVisitorId } from '~/lib/auth/visitor';

export const prerender = false;

export const GET = endpoint(async ({ cookies }) => {
  const challenges = await listChallenges(getDb(), readVisitorId(cookies));
  return json(
    challenges.map((c) => ({
      ...withoutDemo(c),
      progress: challengePercent(c.completedBooks, c.targetBooks),
    })),
  );
});

export const ALL = methodNotAllowed;
