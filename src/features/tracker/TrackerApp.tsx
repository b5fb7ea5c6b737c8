/**
 * The reading tracker island: challenge card, stats, 'Currently Reading' with its
 * actions, the yearly goal, the books finished most recently, the whole library, and the
 * shelf's way in and out (import, export, another device, erase). Removing a book or
 * importing a library can be undone from the bar at the bottom. Dialogs load their code
 * on first use.
 */
import { useMemo, useState } from 'react';
import type { AddBookProps } from './AddBookDialog';
import ChallengeCard from './ChallengeCard';
import DialogButton from './DialogButton';
import type { EraseProps } from './EraseDialog';
import GoalCard from './GoalCard';
import type { ImportProps } from './ImportDialog';
import Library from './Library';
import { readingStats, recentlyCompleted } from './progress';
import ReadingList from './ReadingList';
import RecentlyCompleted from './RecentlyCompleted';
import { plural } from './shelf-format';
import type { BookOption, ChallengeSummary, Entry } from './types';
import UndoBar, { type Undoable } from './UndoBar';
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
const loadErase = () => import('./EraseDialog');
/** Books being read listed at first; the rest on request (an import can bring hundreds). */
const READING_SHOWN = 10;

export default function TrackerApp({ books, initialChallenge }: Props) {
  const tracker = useTracker();
  const { entries, challenge, goal, loadError, reload } = tracker;
  const [undo, setUndo] = useState<Undoable | null>(null);
  const [allReading, setAllReading] = useState(false);
  // Worked out once per change of the shelf, not on every render (the undo bar, a dialog).
  const shelf = useMemo(
    () =>
      entries && {
        stats: readingStats(entries),
        reading: entries.filter((e) => e.status === 'reading'),
        tracked: new Set(entries.flatMap((e) => (e.bookId === null ? [] : [e.bookId]))),
        recent: recentlyCompleted(entries),
      },
    [entries],
  );

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

  if (entries === null || shelf === null || challenge === undefined || goal === null) {
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

  const { stats, reading, tracked, recent } = shelf;
  const remove = async (entry: Entry) => {
    if (await tracker.remove(entry))
      setUndo({
        message: `Removed ${entry.title} from your shelf.`,
        label: `Undo: put ${entry.title} back`,
        run: () => tracker.restore(entry),
      });
  };

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
            props={{ books, tracked, onPick: (book) => void tracker.add(book) }}
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
          <>
            <ReadingList
              entries={allReading ? reading : reading.slice(0, READING_SHOWN)}
              onChange={(entry, kind) => void tracker.change(entry, kind)}
              onPages={(entry, current, total) => void tracker.setPages(entry, current, total)}
              onPercent={(entry, progress) => void tracker.setPercent(entry, progress)}
              onStop={(entry) => void tracker.setStatus(entry, 'dnf')}
            />
            {reading.length > READING_SHOWN && !allReading && (
              <button type="button" className="btn-outline mt-4" onClick={() => setAllReading(true)}>
                Show All {plural(reading.length, 'Book')} in Progress
              </button>
            )}
          </>
        )}
      </section>

      <GoalCard goal={goal} onSave={tracker.saveGoal} />

      <RecentlyCompleted recent={recent} onReread={(entry) => void tracker.setStatus(entry, 'reread')} />

      <Library entries={entries} onSave={tracker.saveEntry} onRemove={(entry) => void remove(entry)} />

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
            props={{
              onImported: (summary) => {
                void reload();
                const { importId } = summary;
                if (importId)
                  setUndo({
                    message: `Imported ${plural(summary.added, 'book')} from your ${summary.format === 'goodreads' ? 'Goodreads' : 'StoryGraph'} export.`,
                    label: 'Undo this import',
                    run: () => tracker.undoImport(importId),
                  });
              },
              onUndo: async (importId) => {
                const undone = await tracker.undoImport(importId, true);
                if (undone) setUndo(null);
                return undone;
              },
            }}
          >
            Import from Goodreads or StoryGraph
          </DialogButton>
          <a href="/api/reading-progress/export" download className="btn-outline">
            Export for Goodreads (CSV)
          </a>
          <a href="/api/reading-progress/export?format=json" download className="btn-outline">
            Download Everything (JSON)
          </a>
          <DialogButton<object> className="btn-outline" load={loadLink} props={{}}>
            Use on Another Device
          </DialogButton>
          <DialogButton<EraseProps>
            className="btn-outline"
            load={loadErase}
            props={{
              onErase: async () => {
                const erased = await tracker.erase();
                if (erased) setUndo(null);
                return erased;
              },
            }}
          >
            Erase My Shelf
          </DialogButton>
        </div>
      </section>

      {undo && <UndoBar undo={undo} onDone={() => setUndo(null)} />}
    </div>
  );
}
