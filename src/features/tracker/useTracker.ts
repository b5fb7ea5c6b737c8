/**
 * The tracker's state: the visitor's entries, the active challenge and this year's goal,
 * loaded at run time, with optimistic changes that roll back (and say 'Something went
 * wrong', with the server's reason when it gave one) when the server refuses. The server
 * stays the judge: its answer replaces the guess.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch, apiRequest } from '~/lib/http/api-client';
import { showToast, type ToastInput } from '~/stores/toast';
import {
  applyChange,
  planChange,
  SHELF_LABELS,
  type ChangeRequest,
  type ProgressChange,
  type ReadingStatus,
} from './progress';
import type { BookOption, Challenge, Entry, Goal, OwnBook } from './types';

/** Says a change failed: the server's own reason for a refusal (a page beyond the last), else 'try again'. */
const failed = (error?: unknown) => {
  const reason =
    error instanceof ApiError && error.status < 500
      ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.serverMessage)
      : undefined;
  showToast({
    title: 'Something went wrong',
    description: reason ?? 'Please try again later.',
    variant: 'destructive',
  });
};

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
      // Finishing moves the goal; finishing or leaving the finished shelf moves the challenge.
      if (change.kind === 'complete') void refreshGoal();
      if ((change.kind === 'complete' || entry.status === 'completed') && saved.challengeId !== null)
        void refreshChallenge();
    } catch (error) {
      replace(entry.id, entry);
      failed(error);
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

  /** A typed percentage. */
  const setPercent = (entry: Entry, progress: number) =>
    update(entry, { progress }, { kind: 'set', progress }, (saved) => ({
      title: 'Progress Updated',
      description: `${entry.title} is now at ${saved.progress}%.`,
    }));

  /** The shelf, rating and private review from the library's editor; true once saved. */
  async function saveEntry(
    entry: Entry,
    changes: Pick<Entry, 'status' | 'rating' | 'review'>,
  ): Promise<boolean> {
    const { status, rating, review } = changes;
    const moved = status !== entry.status;
    const guess = moved ? applyChange(entry, planChange({ status })!) : { ok: true as const, next: entry };
    if (guess.ok) replace(entry.id, { ...guess.next, rating, review });
    try {
      const saved = await apiRequest<Entry>('PATCH', `/api/reading-progress/${entry.id}`, {
        rating,
        review,
        ...(moved && { status }),
      });
      replace(entry.id, saved);
      showToast({
        title: 'Saved',
        description: `${entry.title} is saved on your ${SHELF_LABELS[saved.status]} shelf.`,
      });
      if (moved && status === 'completed') void refreshGoal();
      if (moved && saved.challengeId !== null) void refreshChallenge();
      return true;
    } catch (error) {
      replace(entry.id, entry);
      failed(error);
      return false;
    }
  }

  /** Removes an entry from the shelf (it can be put back for a day); true once removed. */
  async function remove(entry: Entry): Promise<boolean> {
    replace(entry.id, null);
    try {
      await apiFetch('DELETE', `/api/reading-progress/${entry.id}`);
      if (entry.reads.length) void refreshGoal();
      if (entry.challengeId !== null) void refreshChallenge();
      return true;
    } catch (error) {
      setEntries((list) => [entry, ...(list ?? [])]);
      failed(error);
      return false;
    }
  }

  /** Puts a removed entry back as it was; true once it is back. */
  async function restore(entry: Entry): Promise<boolean> {
    try {
      const back = await apiRequest<Entry>('POST', `/api/reading-progress/${entry.id}/restore`);
      setEntries((list) => [back, ...(list ?? []).filter((e) => e.id !== back.id)]);
      if (back.reads.length) void refreshGoal();
      if (back.challengeId !== null) void refreshChallenge();
      showToast({ title: 'Book Restored', description: `${back.title} is back on your shelf.` });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  /**
   * Undoes an import: what it added leaves the shelf. `quiet` when the import dialog says
   * so itself (a toast over an open dialog would take its Escape key).
   */
  async function undoImport(importId: string, quiet = false): Promise<boolean> {
    try {
      const { message } = await apiRequest<{ message: string }>(
        'DELETE',
        `/api/reading-progress/import/${importId}`,
      );
      await load();
      if (!quiet) showToast({ title: 'Import Undone', description: message });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  /** Erases the whole shelf (the dialog asked first); true once erased. */
  async function erase(): Promise<boolean> {
    try {
      await apiRequest('DELETE', '/api/reading-progress');
      await load();
      showToast({ title: 'Shelf Erased', description: 'Every book, read, goal and device link is gone.' });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

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
    const now = new Date().toISOString();
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
      additionalAuthors: null,
      isbn: null,
      isbn13: null,
      rating: null,
      review: null,
      tags: [],
      startedAt: now,
      addedAt: now,
      completedAt: null,
      undatedReads: 0,
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
    } catch (error) {
      replace(temp.id, null);
      failed(error);
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
    setPercent,
    setStatus,
    saveEntry,
    remove,
    restore,
    undoImport,
    erase,
    add,
    saveGoal,
  };
}
