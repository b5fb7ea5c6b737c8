/** Shows its children once the metrics are in (under a note while they are the demo history); a skeleton while they load, an error with a retry when they fail. */
import type { ReactNode } from 'react';
import type { Load } from './load';
import type { EngagementMetrics } from './schema';

interface Props {
  metrics: Load<EngagementMetrics>;
  onRetry: () => void;
  children: (metrics: EngagementMetrics) => ReactNode;
}

export default function MetricsGate({ metrics, onRetry, children }: Props) {
  if (metrics.status === 'ready') {
    if (!metrics.data.demo) return <>{children(metrics.data)}</>;
    return (
      <div className="grid gap-4">
        <p
          role="note"
          className="rounded-xl border border-fuchsia-300 bg-fuchsia-50 p-4 text-sm text-fuchsia-950"
        >
          <strong>Demo data.</strong> Nobody has visited yet, so these figures are the sample history
          installed with the site. They give way to real visits from the first one on.
        </p>
        {children(metrics.data)}
      </div>
    );
  }
  if (metrics.status === 'error') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">The engagement figures could not be loaded.</p>
        <p className="mt-1 text-sm">{metrics.message}</p>
        <button type="button" onClick={onRetry} className="btn-outline mt-4">
          Try again
        </button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="grid gap-4">
      <p className="sr-only">Loading the engagement figures…</p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="bg-plum/10 h-28 animate-pulse rounded-2xl" />
        ))}
      </div>
      <div className="bg-plum/10 h-72 animate-pulse rounded-2xl" />
    </div>
  );
}
