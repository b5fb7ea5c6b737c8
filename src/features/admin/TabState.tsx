/** What a tab or list shows instead of its items: why they failed to load (with Try again), that they are loading, or that there are none. */

interface Props {
  /** The load's failure, '' when there is none. */
  error: string;
  onRetry(): void;
  /** The loading text, while nothing is loaded. */
  loading?: string | false;
  /** The text for an empty list, once loaded. */
  empty?: string | false;
}

export default function TabState({ error, onRetry, loading, empty }: Props) {
  if (error)
    return (
      <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
        {error}{' '}
        <button type="button" className="underline" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  if (loading)
    return (
      <p role="status" className="text-muted text-sm">
        {loading}
      </p>
    );
  if (empty) return <p className="text-muted">{empty}</p>;
  return null;
}
