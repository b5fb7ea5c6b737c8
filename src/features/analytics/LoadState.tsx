/** What a dashboard panel shows before its data is in: a pulsing placeholder, or the failure. */
import type { Load } from './load';

interface Props {
  load: Exclude<Load<unknown>, { status: 'ready' }>;
  /** What is loading, as in 'Loading milestones' and 'The milestones could not be loaded'. */
  what: string;
  /** The placeholder's height class, close to the loaded panel's. */
  height: string;
}

export default function LoadState({ load, what, height }: Props) {
  if (load.status === 'error') {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
        The {what} could not be loaded ({load.message}).
      </p>
    );
  }
  return (
    <div
      aria-busy="true"
      aria-label={`Loading ${what}`}
      className={`bg-plum/10 animate-pulse rounded-2xl ${height}`}
    />
  );
}
