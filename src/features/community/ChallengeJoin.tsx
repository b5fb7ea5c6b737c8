/**
 * The challenge join panel: 'Join the Challenge' posts {challengeId: 1, bookId: 8};
 * afterwards (and after a reload, for this visitor) it shows "You're In!".
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import Honeypot from '../../components/Honeypot';
import { apiRequest } from '../../lib/api-client';
import { HONEYPOT_FIELD } from '../../lib/honeypot';
import { showToast } from '../../stores/toast';
import type { Challenge } from '../tracker/types';

/** The challenge the panel joins and the book it starts with (SPEC.md §7, §9). */
export const JOIN_CHALLENGE_ID = 1;
export const JOIN_BOOK_ID = 8;

interface Props {
  /** The starter book's title, for the confirmation. */
  bookTitle: string;
}

type State = 'loading' | 'open' | 'joining' | 'joined';

export default function ChallengeJoin({ bookTitle }: Props) {
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    apiRequest<Challenge[]>('GET', '/api/reading-challenges')
      .then((list) => setState(list.some((c) => c.id === JOIN_CHALLENGE_ID && c.joined) ? 'joined' : 'open'))
      .catch(() => setState('open'));
  }, []);

  async function join(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '') || undefined;
    setState('joining');
    try {
      await apiRequest('POST', '/api/reading-progress', {
        challengeId: JOIN_CHALLENGE_ID,
        bookId: JOIN_BOOK_ID,
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
    <form onSubmit={(event) => void join(event)} className="relative">
      <Honeypot idPrefix="challenge" />
      <button
        type="submit"
        disabled={state !== 'open'}
        aria-busy={state === 'loading' || undefined}
        className="btn bg-gold text-plum-dark hover:bg-cream disabled:opacity-70"
      >
        {state === 'joining' ? 'Joining...' : 'Join the Challenge'}
      </button>
    </form>
  );
}
