/** A labelled progress bar (0..100). */
interface Props {
  value: number;
  label: string;
}

export default function ProgressBar({ value, label }: Props) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="bg-plum/15 h-2.5 w-full overflow-hidden rounded-full"
    >
      <div className="bg-accent h-full rounded-full transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
