/**
 * The tracker's state: the visitor's entries and the active challenge, loaded at run
 * time, with optimistic changes that roll back (and say 'Something went wrong') when
 * the server refuses. The server stays the judge: its answer replaces the guess.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { showToast } from '../../stores/toast';
import { applyChange, type ProgressChange } from './progress';
import type { BookOption, Challenge, Entry } from './types';

const failed = () =>
  showToast({
    title: 'Something went wrong',
    description: 'Please try again later.',
    variant: 'destructive',
  });

let tempId = 0;

export function useTracker() {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null | undefined>(undefined);
  const [loadError, setLoadError] = useState(false);

  const load = useCallback(async () => {
    setLoadError(false);
    try {
      const [mine, challenges] = await Promise.all([
        apiRequest<Entry[]>('GET', '/api/reading-progress'),
        apiRequest<Challenge[]>('GET', '/api/reading-challenges'),
      ]);
      setEntries(mine);
      setChallenge(challenges.find((c) => c.isActive) ?? null);
    } catch {
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (id: number, next: Entry | null) =>
    setEntries((list) => (list ?? []).flatMap((e) => (e.id === id ? (next ? [next] : []) : [e])));

  const refreshChallenge = () =>
    apiRequest<Challenge[]>('GET', '/api/reading-challenges')
      .then((challenges) => setChallenge(challenges.find((c) => c.isActive) ?? null))
      .catch(() => {});

  /** '+10%' or 'Mark Complete' on an entry. */
  async function change(entry: Entry, kind: 'increment' | 'complete') {
    const planned: ProgressChange = { kind };
    const guess = applyChange(entry, planned);
    if (!guess.ok) return;
    replace(entry.id, {
      ...guess.next,
      completedAt: kind === 'complete' ? new Date().toISOString() : entry.completedAt,
    });
    try {
      const saved = await apiRequest<Entry>('PATCH', `/api/reading-progress/${entry.id}`, { action: kind });
      replace(entry.id, saved);
      if (kind === 'complete') {
        showToast({
          title: 'Book Completed!',
          description: `Congratulations on finishing ${entry.book.title}!`,
        });
        if (saved.challengeId !== null) void refreshChallenge();
      } else {
        showToast({
          title: 'Progress Updated',
          description: `${entry.book.title} is now at ${saved.progress}%.`,
        });
      }
    } catch {
      replace(entry.id, entry);
      failed();
    }
  }

  /** Starts tracking a book (inside the active challenge when the visitor has joined it). */
  async function add(book: BookOption) {
    const challengeId = challenge?.joined ? challenge.id : null;
    const temp: Entry = {
      id: --tempId,
      bookId: book.id,
      challengeId,
      status: 'reading',
      progress: 0,
      startedAt: new Date().toISOString(),
      completedAt: null,
      book,
    };
    setEntries((list) => [temp, ...(list ?? [])]);
    try {
      const saved = await apiRequest<Entry>('POST', '/api/reading-progress', {
        bookId: book.id,
        challengeId,
        progress: 0,
      });
      setEntries((list) => [saved, ...(list ?? []).filter((e) => e.id !== temp.id && e.id !== saved.id)]);
      showToast({ title: 'Book Added', description: `${book.title} is on your Currently Reading list.` });
    } catch {
      replace(temp.id, null);
      failed();
    }
  }

  return { entries, challenge, loadError, reload: load, change, add };
}
