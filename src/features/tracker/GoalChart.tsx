/**
 * Books finished each month against the goal line (the goal spread evenly over the
 * months), drawn as SVG with the analytics charts' geometry. Loaded only when there is
 * a goal. The picture is hidden from assistive technology; the same figures are a table.
 */
import { barBox, barPath, xAt, yAt, yTicks, yTop } from '~/features/analytics/chart-geometry';

interface Props {
  /** Books finished in each month, January first. */
  byMonth: number[];
  target: number;
  year: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The drawing's size in its own units; it scales to the card's width. */
const WIDTH = 360;
const HEIGHT = 160;
const LEFT = 26;
const TOP = 8;
const BOTTOM = 22;
const RIGHT = 6;

const perMonth = (target: number) => Math.round((target / 12) * 10) / 10;

export default function GoalChart({ byMonth, target, year }: Props) {
  const w = WIDTH - LEFT - RIGHT;
  const h = HEIGHT - TOP - BOTTOM;
  const goal = target / 12;
  const max = Math.max(goal, ...byMonth);
  const top = yTop(max);
  const y = (v: number) => yAt(top, h, v);
  const caption = `Books finished each month in ${year}, against your goal of ${perMonth(target)} a month.`;
  return (
    <figure className="mt-4 max-w-xl">
      <figcaption className="text-muted flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5">
          <span className="bg-magenta inline-block size-3 rounded-sm" aria-hidden="true" />
          Books finished each month
        </span>
        <span className="flex items-center gap-1.5">
          <span className="border-plum inline-block w-4 border-t-2 border-dashed" aria-hidden="true" />
          Goal: {perMonth(target)} a month
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        aria-hidden="true"
        fontSize={10}
        fontFamily="system-ui, sans-serif"
        data-goal-chart
      >
        <g transform={`translate(${LEFT},${TOP})`} fill="#5b5163">
          {yTicks(max).map((v) => (
            <g key={v}>
              <line x1={0} x2={w} y1={y(v)} y2={y(v)} stroke="#e9dfe9" strokeDasharray="3 3" />
              <text x={-4} y={y(v)} dy="0.32em" textAnchor="end">
                {v}
              </text>
            </g>
          ))}
          {byMonth.map((count, i) => {
            const bar = barBox(12, w, i, 0, 1);
            return (
              <g key={MONTHS[i]}>
                {count > 0 && (
                  <path data-bar d={barPath(bar.x, y(count), bar.width, h)} className="fill-magenta" />
                )}
                <text x={xAt('bar', 12, w, i)} y={h + 15} textAnchor="middle">
                  {MONTHS[i]!.charAt(0)}
                </text>
              </g>
            );
          })}
          <line
            data-goal-line
            x1={0}
            x2={w}
            y1={y(goal)}
            y2={y(goal)}
            className="stroke-plum"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        </g>
      </svg>
      {/* A table cannot shrink to sr-only's 1px itself: its box can. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Books finished</th>
            </tr>
          </thead>
          <tbody>
            {byMonth.map((count, i) => (
              <tr key={MONTHS[i]}>
                <th scope="row">{MONTHS[i]}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
