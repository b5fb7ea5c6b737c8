/**
 * The reading tracker island: challenge card, yearly goal, stats, 'Currently Reading'
 * with its actions, recently completed and not finished books, and the shelf's way in
 * and out (import, export, another device). Dialogs load their code on first use.
 */
import type { AddBookProps } from './AddBookDialog';
import ChallengeCard from './ChallengeCard';
import DialogButton from './DialogButton';
import GoalCard from './GoalCard';
import type { ImportProps } from './ImportDialog';
import { readingStats, recentlyCompleted } from './progress';
import ReadingList from './ReadingList';
import ShelfSections from './ShelfSections';
import type { BookOption, ChallengeSummary } from './types';
import { useTracker } from './useTracker';

interface Props {
  /** The catalogue, for the 'Add Book' picker. */
  books: BookOption[];
  /** The active challenge when the page was built, shown while the visitor's standing loads. */
  initialChallenge: ChallengeSummary | null;
}

const skeleton = 'animate-pulse rounded-2xl bg-plum/10';
const loadAddBook = () => import('./AddBookDialog');
const loadImport = () => import('./ImportDialog');
const loadLink = () => import('./LinkDialog');

export default function TrackerApp({ books, initialChallenge }: Props) {
  const { entries, challenge, goal, loadError, reload, change, setPages, setStatus, add, saveGoal } =
    useTracker();

  if (loadError) {
    return (
      <div role="alert" className="bg-surface rounded-2xl border border-red-700/30 p-6">
        <p className="font-semibold">Something went wrong</p>
        <p className="text-muted mt-1">Your reading list could not be loaded. Please try again later.</p>
        <button type="button" onClick={() => void reload()} className="btn-outline mt-4">
          Try again
        </button>
      </div>
    );
  }

  if (entries === null || challenge === undefined || goal === null) {
    return (
      <div className="grid gap-10">
        {initialChallenge && <ChallengeCard challenge={initialChallenge} />}
        <div role="status" aria-busy="true" aria-label="Loading your reading tracker" className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className={`${skeleton} h-24`} />
            ))}
          </div>
          <div className={`${skeleton} h-48`} />
        </div>
      </div>
    );
  }

  const stats = readingStats(entries);
  const reading = entries.filter((e) => e.status === 'reading');
  const tracked = new Set(entries.flatMap((e) => (e.bookId === null ? [] : [e.bookId])));

  return (
    <div className="grid gap-10">
      {challenge && <ChallengeCard challenge={challenge} />}

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="sr-only">
          Your reading stats
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['Books Completed', String(stats.completed)],
              ['Currently Reading', String(stats.reading)],
              ['Average Progress', `${stats.averageProgress}%`],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="bg-surface rounded-2xl p-5 shadow-sm">
              <dt className="text-muted text-sm font-semibold">{label}</dt>
              <dd className="text-plum mt-1 font-serif text-3xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="reading-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reading-title" className="text-plum text-2xl font-bold">
            Currently Reading
          </h2>
          <DialogButton<AddBookProps>
            className="btn-primary"
            load={loadAddBook}
            props={{ books, tracked, onPick: (book) => void add(book) }}
          >
            <span aria-hidden="true">+</span> Add Book
          </DialogButton>
        </div>
        {reading.length === 0 ? (
          <div className="border-plum/25 mt-4 rounded-2xl border-2 border-dashed p-8 text-center">
            <p className="text-plum font-serif text-xl font-bold">No Books in Progress</p>
            <p className="text-muted mt-1">Choose 'Add Book' to start tracking what you read.</p>
          </div>
        ) : (
          <ReadingList
            entries={reading}
            onChange={(entry, kind) => void change(entry, kind)}
            onPages={(entry, current, total) => void setPages(entry, current, total)}
            onStop={(entry) => void setStatus(entry, 'dnf')}
          />
        )}
      </section>

      <GoalCard goal={goal} onSave={saveGoal} />

      <ShelfSections
        recent={recentlyCompleted(entries)}
        stopped={entries.filter((e) => e.status === 'dnf')}
        onStatus={(entry, action) => void setStatus(entry, action)}
      />

      <section aria-labelledby="shelf-title" className="border-plum/15 border-t pt-8">
        <h2 id="shelf-title" className="text-plum text-2xl font-bold">
          Your Shelf, Anywhere
        </h2>
        <p className="text-muted mt-1">
          Bring your books from Goodreads or StoryGraph, take them with you, or see them on your phone too.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <DialogButton<ImportProps>
            className="btn-outline"
            load={loadImport}
            props={{ onImported: () => void reload() }}
          >
            Import from Goodreads or StoryGraph
          </DialogButton>
          <a href="/api/reading-progress/export" download className="btn-outline">
            Export for Goodreads (CSV)
          </a>
          <DialogButton<object> className="btn-outline" load={loadLink} props={{}}>
            Use on Another Device
          </DialogButton>
        </div>
      </section>
    </div>
  );
}
