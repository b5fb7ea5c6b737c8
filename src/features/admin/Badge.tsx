/** A status pill in an admin list ('Sent', 'Awaiting review'); `tone` is its colour classes. */
import type { ReactNode } from 'react';

export default function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${tone}`}>{children}</span>;
}
