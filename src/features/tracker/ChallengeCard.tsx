/** The active reading challenge with the visitor's progress in it (completed books / target). */
import ProgressBar from './ProgressBar';
import type { Challenge } from './types';

interface Props {
  challenge: Challenge;
}

export default function ChallengeCard({ challenge }: Props) {
  return (
    <section aria-labelledby="challenge-title" className="rounded-2xl bg-plum p-6 text-cream shadow-md">
      <p className="text-sm font-semibold tracking-wide text-gold uppercase">Reading Challenge</p>
      <h2 id="challenge-title" className="mt-1 text-2xl font-bold">{challenge.title}</h2>
      <p className="mt-2 text-cream/90">{challenge.description}</p>
      <div className="mt-4 flex items-center gap-3 [&_[role=progressbar]]:bg-cream/25">
        <ProgressBar value={challenge.progress} label="Challenge progress" />
        <span className="text-sm font-semibold whitespace-nowrap">
          {challenge.completedBooks} of {challenge.targetBooks} books
        </span>
      </div>
      {!challenge.joined && (
        <p className="mt-4 text-sm">
          Not in yet?{' '}
          <a href="/community#challenge" className="font-semibold text-gold underline">
            Join the challenge
          </a>{' '}
          and the books you finish will count toward it.
        </p>
      )}
    </section>
  );
}
