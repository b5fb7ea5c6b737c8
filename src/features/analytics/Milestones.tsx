/** The community milestones with their progress bars (from GET /api/community-milestones). */
import type { MilestoneItem } from './api';
import { formatLongDay, formatNumber, progressPercent } from './format';
import type { Load } from './load';
import LoadState from './LoadState';

interface Props {
  milestones: Load<MilestoneItem[]>;
}

export default function Milestones({ milestones }: Props) {
  if (milestones.status !== 'ready') return <LoadState load={milestones} what="milestones" height="h-48" />;
  if (milestones.data.length === 0) return <p className="text-muted">No milestones have been set yet.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {milestones.data.map((m) => {
        const percent = progressPercent(m.currentValue, m.targetValue);
        const labelId = `milestone-${m.id}`;
        return (
          <li key={m.id} className="border-plum/10 bg-surface rounded-2xl border p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={labelId} className="text-plum font-serif text-lg font-bold">
                {m.title}
              </h3>
              {m.isAchieved && (
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
                  Achieved{m.achievedAt ? ` ${formatLongDay(m.achievedAt.slice(0, 10))}` : ''}
                </span>
              )}
            </div>
            <p className="text-muted mt-1 text-sm">{m.description}</p>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
              aria-labelledby={labelId}
              className="bg-plum/10 mt-4 h-3 overflow-hidden rounded-full"
            >
              <div
                className={`h-full rounded-full ${m.isAchieved ? 'bg-emerald-600' : 'bg-accent'}`}
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-ink mt-2 text-sm font-semibold">
              {formatNumber(m.currentValue)} of {formatNumber(m.targetValue)} {m.unit} ({percent}%)
            </p>
          </li>
        );
      })}
    </ul>
  );
}
