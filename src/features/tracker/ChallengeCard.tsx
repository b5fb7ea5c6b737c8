/**
 * The active reading challenge with the visitor's progress in it (completed books /
 * target). Until the visitor's standing has loaded, the card shows what the page was
 * built with and a placeholder where the progress goes, so the largest text on the
 * page paints with the HTML.
 */
import ProgressBar from './ProgressBar';
import type { Challenge, ChallengeSummary } from './types';

interface Props {
  challenge: Challenge | ChallengeSummary;
}

export default function ChallengeCard({ challenge }: Props) {
  const standing = 'progress' in challenge ? challenge : null;
  return (
    <section aria-labelledby="challenge-title" className="bg-band text-cream rounded-2xl p-6 shadow-md">
      <p className="text-gold text-sm font-semibold tracking-wide uppercase">Reading Challenge</p>
      <h2 id="challenge-title" className="mt-1 text-2xl font-bold">
        {challenge.title}
      </h2>
      <p className="text-cream/90 mt-2">{challenge.description}</p>
      {standing ? (
        <div className="[&_[role=progressbar]]:bg-cream/25 mt-4 flex items-center gap-3">
          <ProgressBar value={standing.progress} label="Challenge progress" />
          <span className="text-sm font-semibold whitespace-nowrap">
            {standing.completedBooks} of {standing.targetBooks} books
          </span>
        </div>
      ) : (
        <div className="mt-4 flex items-center gap-3" aria-hidden="true">
          <div className="bg-cream/25 h-3 flex-1 animate-pulse rounded-full" />
          <span className="text-sm font-semibold whitespace-nowrap opacity-0">
            0 of {challenge.targetBooks} books
          </span>
        </div>
      )}
      {standing && !standing.joined && (
        <p className="mt-4 text-sm">
          Not in yet?{' '}
          <a href="/community#challenge" className="text-gold font-semibold underline">
            Join the challenge
          </a>{' '}
          and the books you finish will count toward it.
        </p>
      )}
    </section>
  );
}
