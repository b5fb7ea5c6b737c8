/**
 * The challenge join panel: 'Join the Challenge' posts {challengeId: 1, bookId: 8};
 * afterwards (and after a reload, for this visitor) it shows "You're In!". Server-rendered
 * as a plain form that posts the same fields to /api/reading-progress, so it also works
 * without JavaScript (the answer is then /community/joined).
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import Honeypot from '~/components/Honeypot';
import { apiRequest } from '~/lib/http/api-client';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { showToast } from '~/stores/toast';
import type { Challenge } from '~/features/tracker/types';

/** The challenge the panel joins and the book it starts with (SPEC.md §7, §9). */
export const JOIN_CHALLENGE_ID = 1;
export const JOIN_BOOK_ID = 8;

interface Props {
  /** The starter book: JOIN_BOOK_ID while the catalogue has it, else another of its books. */
  bookId?: number;
  /** The starter book's title, for the confirmation. */
  bookTitle: string;
}

type State = 'loading' | 'open' | 'joining' | 'joined';

export default function ChallengeJoin({ bookId = JOIN_BOOK_ID, bookTitle }: Props) {
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    // A join clicked while this was on its way wins over the answer.
    const settle = (next: State) => setState((now) => (now === 'loading' ? next : now));
    apiRequest<Challenge[]>('GET', '/api/reading-challenges')
      .then((list) => settle(list.some((c) => c.id === JOIN_CHALLENGE_ID && c.joined) ? 'joined' : 'open'))
      .catch(() => settle('open'));
  }, []);

  async function join(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '') || undefined;
    setState('joining');
    try {
      await apiRequest('POST', '/api/reading-progress', {
        challengeId: JOIN_CHALLENGE_ID,
        bookId,
        website,
      });
      setState('joined');
      showToast({
        title: 'Challenge accepted!',
        description: `${bookTitle} is on your reading tracker. Happy reading!`,
      });
    } catch {
      setState('open');
      showToast({
        title: 'Something went wrong',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    }
  }

  if (state === 'joined') {
    return (
      <div role="status" className="text-ink bg-surface rounded-2xl p-6 text-center">
        <p className="text-plum font-serif text-2xl font-bold">You're In!</p>
        <p className="mt-2">
          Your first book, <strong>{bookTitle}</strong>, is waiting on your reading tracker.
        </p>
        <a href="/reading-tracker" className="btn-primary mt-4">
          Open My Reading Tracker
        </a>
      </div>
    );
  }
  return (
    <form
      method="post"
      action="/api/reading-progress"
      onSubmit={(event) => void join(event)}
      className="relative"
    >
      <input type="hidden" name="challengeId" value={JOIN_CHALLENGE_ID} />
      <input type="hidden" name="bookId" value={bookId} />
      <Honeypot idPrefix="challenge" />
      <button
        type="submit"
        // Enabled in the server's HTML, which is the form that works without JavaScript.
        disabled={state === 'joining'}
        aria-busy={state === 'loading' || undefined}
        className="btn bg-gold text-plum-dark hover:bg-cream disabled:opacity-70"
      >
        {state === 'joining' ? 'Joining...' : 'Join the Challenge'}
      </button>
    </form>
  );
}
