/** The reading tracker island: challenge card, stats, 'Currently Reading' with its actions, recently completed. */
import { readingStats, recentlyCompleted } from './progress';
import AddBookDialog from './AddBookDialog';
import ChallengeCard from './ChallengeCard';
import ReadingList from './ReadingList';
import type { BookOption, ChallengeSummary } from './types';
import { useTracker } from './useTracker';

interface Props {
  /** The catalogue, for the 'Add Book' picker. */
  books: BookOption[];
  /** The active challenge when the page was built, shown while the visitor's standing loads. */
  initialChallenge: ChallengeSummary | null;
}

const skeleton = 'animate-pulse rounded-2xl bg-plum/10';

export default function TrackerApp({ books, initialChallenge }: Props) {
  const { entries, challenge, loadError, reload, change, add } = useTracker();

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

  if (entries === null || challenge === undefined) {
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
  const recent = recentlyCompleted(entries);
  const tracked = new Set(entries.map((e) => e.bookId));

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
          <AddBookDialog books={books} tracked={tracked} onPick={(book) => void add(book)} />
        </div>
        {reading.length === 0 ? (
          <div className="border-plum/25 mt-4 rounded-2xl border-2 border-dashed p-8 text-center">
            <p className="text-plum font-serif text-xl font-bold">No Books in Progress</p>
            <p className="text-muted mt-1">Choose 'Add Book' to start tracking what you read.</p>
          </div>
        ) : (
          <ReadingList entries={reading} onChange={(entry, kind) => void change(entry, kind)} />
        )}
      </section>

      {recent.length > 0 && (
        <section aria-labelledby="recent-title">
          <h2 id="recent-title" className="text-plum text-2xl font-bold">
            Recently Completed
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {recent.map((entry) => (
              <li key={entry.id} className="bg-surface flex items-center gap-3 rounded-2xl p-3 shadow-sm">
                <img
                  src={entry.book.coverImage}
                  alt=""
                  width="40"
                  height="60"
                  className="h-15 w-10 rounded object-cover"
                />
                <div>
                  <p className="font-semibold">{entry.book.title}</p>
                  {entry.completedAt && (
                    <p className="text-muted text-sm">
                      Finished{' '}
                      {new Date(entry.completedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
