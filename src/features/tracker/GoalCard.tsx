/**
 * This year's reading goal: books finished against the target, the pace, and a small
 * chart of books finished per month (its code loads only once there is a goal to draw).
 * With no goal yet, a one-field form sets one.
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { MAX_GOAL } from './goal-limits';
import ProgressBar from './ProgressBar';
import type { Goal } from './types';

const GoalChart = lazy(() => import('./GoalChart'));

interface Props {
  goal: Goal;
  onSave(target: number): Promise<boolean>;
}

export default function GoalCard({ goal, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  // Set when a save succeeds: the form gives way to 'Change Goal', which then takes the focus.
  const refocus = useRef(false);
  const change = useRef<HTMLButtonElement | null>(null);
  const { year, target, finishedCount, pace } = goal;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('target'));
    if (!(await onSave(value))) return;
    setEditing(false);
    if (change.current) change.current.focus();
    else refocus.current = true;
  };
  return (
    <section aria-labelledby="goal-title" className="bg-surface rounded-2xl p-5 shadow-sm sm:p-6">
      <h2 id="goal-title" className="text-plum text-2xl font-bold">
        {year} Reading Goal
      </h2>
      {target ? (
        <>
          <p className="mt-2 text-lg">
            <strong>
              {finishedCount} of {target}
            </strong>{' '}
            books finished. Pace: <strong>{pace?.text}</strong>
          </p>
          <div className="mt-3">
            <ProgressBar
              value={Math.min(100, Math.round((finishedCount / target) * 100))}
              label="Goal progress"
            />
          </div>
          <Suspense fallback={<div className="mt-4 h-40" />}>
            <GoalChart byMonth={goal.byMonth} target={target} year={year} />
          </Suspense>
        </>
      ) : (
        <p className="text-muted mt-2">
          How many books do you want to finish this year? Set a goal and see your pace.
        </p>
      )}
      {!target || editing ? (
        <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-wrap items-end gap-3">
          <label htmlFor="goal-target" className="grid gap-1 text-sm font-semibold">
            Books to finish in {year}
            <input
              id="goal-target"
              name="target"
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={MAX_GOAL}
              defaultValue={target ?? 12}
              autoFocus={editing}
              className="border-plum/30 bg-surface w-28 rounded-lg border px-3 py-2"
            />
          </label>
          <button type="submit" className="btn-primary">
            Save Goal
          </button>
        </form>
      ) : (
        <button
          type="button"
          ref={(button) => {
            change.current = button;
            if (button && refocus.current) button.focus();
            refocus.current = false;
          }}
          className="btn-outline mt-4"
          onClick={() => setEditing(true)}
        >
          Change Goal
        </button>
      )}
    </section>
  );
}
