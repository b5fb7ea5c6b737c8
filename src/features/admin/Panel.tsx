/** A titled card of the dashboard's Overview: a section named by its heading. */
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

export default function Panel({ id, title, children }: Props) {
  return (
    <section aria-labelledby={id} className="bg-surface rounded-xl p-4 shadow-sm">
      <h3 id={id} className="text-plum text-xl font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}
