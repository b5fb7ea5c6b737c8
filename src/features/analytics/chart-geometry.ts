/**
 * The pure geometry of the dashboard's SVG charts: scales, ticks, bar positions and
 * path strings, in CSS pixels. Chart.tsx draws what these functions compute.
 */

/** What a chart draws for each series. */
export type ChartKind = 'area' | 'line' | 'bar';

/** Whole-number steps only: the x axis counts points (days, weeks, categories)... */
export const X_INCRS = [1, 2, 5, 7, 14, 30, 60, 91, 182, 365];
/** ...and the y axis counts people and things. */
export const Y_INCRS = [1, 2, 5, 10, 20, 25, 50].flatMap((d) => [d, d * 100, d * 1e4]).sort((a, b) => a - b);
/** Share of a slot the bars of one x value fill. */
export const GROUP = 0.7;
/** Pixels an x label needs per character of its longest text (12 px type), and between labels. */
export const CHAR_WIDTH = 7;
export const LABEL_GAP = 16;

/** Rounds to a tenth of a pixel, which keeps path strings short. */
const px = (v: number) => Math.round(v * 10) / 10;

/** The y step: the smallest count that reaches `max` in at most five steps. */
export const yStep = (max: number) => Y_INCRS.find((d) => max / d <= 5) ?? 1e6;

/** A round top for the y axis, at most five steps above zero. */
export const yTop = (max: number) => {
  const step = yStep(max);
  return Math.max(1, Math.ceil(max / step)) * step;
};

/** The y axis ticks: zero, then every step up to the top. */
export function yTicks(max: number): number[] {
  const step = yStep(max);
  const ticks: number[] = [];
  for (let v = 0; v <= yTop(max); v += step) ticks.push(v);
  return ticks;
}

/** Pixels between neighbouring x values: bars fill slots, lines join the edges. */
export const slotWidth = (kind: ChartKind, n: number, width: number) =>
  kind === 'bar' ? width / Math.max(n, 1) : width / Math.max(n - 1, 1);

/** The x of point `i`, from the plot's left edge: bars at slot centres, lines from edge to edge. */
export const xAt = (kind: ChartKind, n: number, width: number, i: number) =>
  px(kind === 'bar' ? (i + 0.5) * slotWidth(kind, n, width) : i * slotWidth(kind, n, width));

/** The y of `value`, from the plot's top edge, on an axis from 0 to `top`. */
export const yAt = (top: number, height: number, value: number) => px(height - (value / top) * height);

/** Every how many points an x label fits, so labels of `longest` characters never overlap. */
export function xStep(kind: ChartKind, n: number, width: number, longest: number): number {
  const slot = slotWidth(kind, n, width);
  const need = longest * CHAR_WIDTH + LABEL_GAP;
  return X_INCRS.find((d) => d * slot >= need) ?? X_INCRS.at(-1)!;
}

/** The indexes of the points that get an x label. */
export function xTicks(n: number, step: number): number[] {
  const ticks: number[] = [];
  for (let i = 0; i < n; i += step) ticks.push(i);
  return ticks;
}

/** The point nearest to `offset` pixels from the plot's left edge, within 0..n-1. */
export function nearestIndex(kind: ChartKind, n: number, width: number, offset: number): number {
  const slot = slotWidth(kind, n, width);
  const i = kind === 'bar' ? Math.floor(offset / slot) : Math.round(offset / slot);
  return Math.min(Math.max(i, 0), Math.max(n - 1, 0));
}

/** A polyline through the points: 'M0,10L5,4'. */
export const linePath = (points: [number, number][]) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${px(x)},${px(y)}`).join('');

/** The line closed down to the baseline, for an area's fill. */
export function areaPath(points: [number, number][], base: number): string {
  if (!points.length) return '';
  return `${linePath(points)}L${px(points.at(-1)![0])},${px(base)}L${px(points[0]![0])},${px(base)}Z`;
}

/** Where bar `k` of `count` bars at point `i` sits: side by side, the group centred on the point. */
export function barBox(n: number, width: number, i: number, k: number, count: number) {
  const slot = slotWidth('bar', n, width);
  const each = (slot * GROUP) / count;
  // A pixel between neighbouring bars, unless the bars are thinner than three.
  const gap = each >= 3 ? 1 : 0;
  return { x: px(xAt('bar', n, width, i) - (slot * GROUP) / 2 + k * each + gap / 2), width: px(each - gap) };
}

/** A bar from the baseline `base` up to `y`, its top corners rounded by 15% of its width. */
export function barPath(x: number, y: number, width: number, base: number): string {
  const r = px(Math.min(width * 0.15, base - y));
  const right = px(x + width);
  if (r <= 0) return `M${px(x)},${px(base)}V${px(y)}H${right}V${px(base)}Z`;
  return (
    `M${px(x)},${px(base)}V${px(y + r)}A${r},${r} 0 0 1 ${px(x + r)},${px(y)}` +
    `H${px(right - r)}A${r},${r} 0 0 1 ${right},${px(y + r)}V${px(base)}Z`
  );
}
