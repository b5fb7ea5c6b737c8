/** The active reading challenge with the visitor's progress in it (completed books / target). */
import ProgressBar from './ProgressBar';
import type { Challenge } from './types';

interface Props {
  challenge: Challenge;
}

export default function ChallengeCard({ challenge }: Props) {
  return (
    <section aria-labelledby="challenge-title" className="bg-plum text-cream rounded-2xl p-6 shadow-md">
      <p className="text-gold text-sm font-semibold tracking-wide uppercase">Reading Challenge</p>
      <h2 id="challenge-title" className="mt-1 text-2xl font-bold">
        {challenge.title}
      </h2>
      <p className="text-cream/90 mt-2">{challenge.description}</p>
      <div className="[&_[role=progressbar]]:bg-cream/25 mt-4 flex items-center gap-3">
        <ProgressBar value={challenge.progress} label="Challenge progress" />
        <span className="text-sm font-semibold whitespace-nowrap">
          {challenge.completedBooks} of {challenge.targetBooks} books
        </span>
      </div>
      {!challenge.joined && (
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
