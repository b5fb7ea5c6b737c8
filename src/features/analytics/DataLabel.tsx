/** The badge that says where a figure comes from: measured live, the seeded demo history, a fixed sample, or a target. */

export type DataKind = 'live' | 'demo' | 'sample' | 'target';

const STYLES: Record<DataKind, { text: string; className: string }> = {
  live: { text: 'Live', className: 'bg-emerald-100 text-emerald-900' },
  demo: { text: 'Demo data', className: 'bg-fuchsia-100 text-fuchsia-900' },
  sample: { text: 'Sample', className: 'bg-amber-100 text-amber-900' },
  target: { text: 'Target', className: 'bg-sky-100 text-sky-900' },
};

interface Props {
  kind: DataKind;
}

export default function DataLabel({ kind }: Props) {
  const style = STYLES[kind];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${style.className}`}
    >
      {style.text}
    </span>
  );
}
