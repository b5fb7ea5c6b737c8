/** A titled part of a dashboard tab: the heading (labelling the section), a data label beside it, and an intro. */
import type { ReactNode } from 'react';
import DataLabel, { type DataKind } from './DataLabel';

interface Props {
  /** The heading's id. */
  id: string;
  title: string;
  /** Where the figures come from, shown beside the title. */
  kind?: DataKind;
  intro?: string;
  children: ReactNode;
}

export default function TabSection({ id, title, kind, intro, children }: Props) {
  const heading = (
    <h2 id={id} className="text-plum text-xl font-bold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id}>
      {kind ? (
        <div className="flex flex-wrap items-center gap-2">
          {heading}
          <DataLabel kind={kind} />
        </div>
      ) : (
        heading
      )}
      {intro && <p className="text-muted mt-1 mb-4 text-sm">{intro}</p>}
      {children}
    </section>
  );
}
