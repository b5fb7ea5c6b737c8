/**
 * The tracker's state: the visitor's entries, the active challenge and this year's goal,
 * loaded at run time, with optimistic changes that roll back (and say 'Something went
 * wrong') when the server refuses. The server stays the judge: its answer replaces the guess.
 */
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '~/lib/http/api-client';
import { showToast, type ToastInput } from '~/stores/toast';
import { applyChange, type ChangeRequest, type ProgressChange } from './progress';
import type { BookOption, Challenge, Entry, Goal, OwnBook } from './types';

const failed = () =>
  showToast({
    title: 'Something went wrong',
    description: 'Please try again later.',
    variant: 'destructive',
  });

let tempId = 0;

/** The year the goal is for: the visitor's own calendar year. */
export const goalYear = () => new Date().getFullYear();

export function useTracker() {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null | undefined>(undefined);
  const [goal, setGoal] = useState<Goal | null>(null);
  const [loadError, setLoadError] = useState(false);

  const refreshChallenge = () =>
    apiRequest<Challenge[]>('GET', '/api/reading-challenges')
      .then((challenges) => setChallenge(challenges.find((c) => c.isActive) ?? null))
      .catch(() => {});
  const refreshGoal = () =>
    apiRequest<Goal>('GET', `/api/reading-goal?year=${goalYear()}`)
      .then(setGoal)
      .catch(() => {});

  const load = useCallback(async () => {
    setLoadError(false);
    try {
      const [mine, challenges, thisYear] = await Promise.all([
        apiRequest<Entry[]>('GET', '/api/reading-progress'),
        apiRequest<Challenge[]>('GET', '/api/reading-challenges'),
        apiRequest<Goal>('GET', `/api/reading-goal?year=${goalYear()}`),
      ]);
      setEntries(mine);
      setChallenge(challenges.find((c) => c.isActive) ?? null);
      setGoal(thisYear);
    } catch {
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (id: number, next: Entry | null) =>
    setEntries((list) => (list ?? []).flatMap((e) => (e.id === id ? (next ? [next] : []) : [e])));

  /** Sends a change: shown at once, then replaced by the server's entry (or rolled back). */
  async function update(
    entry: Entry,
    body: ChangeRequest,
    change: ProgressChange,
    toast: (saved: Entry) => ToastInput,
  ) {
    const guess = applyChange(entry, change);
    if (!guess.ok) return;
    const now = new Date().toISOString();
    replace(entry.id, {
      ...guess.next,
      completedAt:
        guess.next.completedAt === null ? null : change.kind === 'complete' ? now : entry.completedAt,
    });
    try {
      const saved = await apiRequest<Entry>('PATCH', `/api/reading-progress/${entry.id}`, body);
      replace(entry.id, saved);
      showToast(toast(saved));
      // Finishing (or starting again) moves the goal, and the challenge when the book is in it.
      if (change.kind === 'complete' || change.kind === 'reread') {
        void refreshGoal();
        if (saved.challengeId !== null) void refreshChallenge();
      }
    } catch {
      replace(entry.id, entry);
      failed();
    }
  }

  /** '+10%' or 'Mark Complete' on an entry. */
  const change = (entry: Entry, kind: 'increment' | 'complete') =>
    update(entry, { action: kind }, { kind }, (saved) =>
      kind === 'complete'
        ? { title: 'Book Completed!', description: `Congratulations on finishing ${entry.title}!` }
        : { title: 'Progress Updated', description: `${entry.title} is now at ${saved.progress}%.` },
    );

  /** The page reached and the book's page count. */
  const setPages = (entry: Entry, currentPage: number, totalPages: number) =>
    update(entry, { currentPage, totalPages }, { kind: 'pages', currentPage, totalPages }, (saved) => ({
      title: 'Progress Updated',
      description: `${entry.title} is now at page ${saved.currentPage} of ${saved.totalPages} (${saved.progress}%).`,
    }));

  /** Did not finish, back to reading, or reading a finished book again. */
  const setStatus = (entry: Entry, action: 'dnf' | 'resume' | 'reread') =>
    update(entry, { action }, { kind: action }, () =>
      action === 'dnf'
        ? {
            title: 'Marked Did Not Finish',
            description: `${entry.title} is off your Currently Reading list.`,
          }
        : { title: 'Back to Reading', description: `${entry.title} is on your Currently Reading list.` },
    );

  /** Starts tracking a catalogue book or one the reader names (inside the challenge when they joined it). */
  async function add(book: BookOption | OwnBook) {
    const challengeId = challenge?.joined ? challenge.id : null;
    const own = 'id' in book ? null : book;
    const temp: Entry = {
      id: --tempId,
      bookId: own ? null : (book as BookOption).id,
      challengeId,
      status: 'reading',
      progress: 0,
      currentPage: own?.totalPages ? 0 : null,
      totalPages: own?.totalPages ?? null,
      title: book.title,
      author: own?.author || null,
      startedAt: new Date().toISOString(),
      completedAt: null,
      book: own ? null : (book as BookOption),
      reads: [],
    };
    setEntries((list) => [temp, ...(list ?? [])]);
    try {
      const saved = await apiRequest<Entry>('POST', '/api/reading-progress', {
        ...(own
          ? { title: own.title, author: own.author || null, totalPages: own.totalPages }
          : { bookId: temp.bookId }),
        challengeId,
        progress: 0,
      });
      setEntries((list) => [saved, ...(list ?? []).filter((e) => e.id !== temp.id && e.id !== saved.id)]);
      showToast({ title: 'Book Added', description: `${saved.title} is on your Currently Reading list.` });
    } catch {
      replace(temp.id, null);
      failed();
    }
  }

  /** Sets this year's goal. */
  async function saveGoal(target: number) {
    try {
      setGoal(await apiRequest<Goal>('PUT', '/api/reading-goal', { year: goalYear(), target }));
      showToast({ title: 'Goal Saved', description: `${target} books in ${goalYear()}. You've got this!` });
      return true;
    } catch {
      failed();
      return false;
    }
  }

  return {
    entries,
    challenge,
    goal,
    loadError,
    reload: load,
    change,
    setPages,
    setStatus,
    add,
    saveGoal,
  };
}
