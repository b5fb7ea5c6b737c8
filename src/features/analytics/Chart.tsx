/**
 * The one module that imports the chart library (uPlot, ~22 KB gzip, drawn on a
 * canvas). The dashboard loads it with React.lazy, so it is fetched on /analytics
 * only, after the page has rendered. Charts are decorative for assistive
 * technology: ChartFigure gives each one a text summary and a data table.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One plotted value of each point. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface ChartProps {
  kind: 'area' | 'line' | 'bar';
  data: Record<string, string | number>[];
  /** The field on the horizontal axis. */
  xKey: string;
  series: ChartSeries[];
  height: number;
  /** Writes an x value for axis ticks and tooltips. */
  formatX?: (value: string) => string;
  /** Writes a y value for tooltips. */
  formatY?: (value: number) => string;
}

const TICK = '#5b5163';
const GRID = '#e9dfe9';
const FONT = '12px system-ui, sans-serif';
/** Whole-number steps only: the x axis counts points (days, weeks, categories)... */
const X_INCRS = [1, 2, 5, 7, 14, 30, 60, 91, 182, 365];
/** ...and the y axis counts people and things. */
const Y_INCRS = [1, 2, 5, 10, 20, 25, 50].flatMap((d) => [d, d * 100, d * 1e4]).sort((a, b) => a - b);
/** A round top for the y axis, at most five steps above zero. */
const yTop = (max: number) => {
  const step = Y_INCRS.find((d) => max / d <= 5) ?? 1e6;
  return Math.max(1, Math.ceil(max / step)) * step;
};
/** Share of a slot the bars of one x value fill. */
const GROUP = 0.7;

/** The uPlot options for a chart; x values are the point indexes 0..n-1. */
function options(props: ChartProps, width: number, height: number, tip: HTMLDivElement): uPlot.Options {
  const { kind, data, xKey, series, formatX, formatY } = props;
  const n = data.length;
  const xText = (i: number) => {
    const raw = String(data[i]?.[xKey] ?? '');
    return formatX ? formatX(raw) : raw;
  };
  const longest = data.reduce((m, _, i) => Math.max(m, xText(i).length), 1);
  const bars = kind === 'bar';
  const barWidth = GROUP / series.length;

  return {
    width,
    height,
    legend: { show: false },
    padding: [8, Math.max(12, longest * 3.5), 0, 0],
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 7, width: 2, fill: '#fff' },
    },
    scales: {
      x: { time: false, range: () => (bars ? [-0.5, n - 0.5] : [0, Math.max(n - 1, 1)]) },
      y: {
        range: (_u, _min, max) => [0, yTop(max)],
      },
    },
    axes: [
      {
        stroke: TICK,
        font: FONT,
        grid: { show: false },
        ticks: { stroke: GRID, size: 4 },
        size: 28,
        incrs: X_INCRS,
        space: () => longest * 7 + 16,
        values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && i >= 0 && i < n ? xText(i) : '')),
      },
      {
        stroke: TICK,
        font: FONT,
        size: 48,
        gap: 4,
        grid: { stroke: GRID, dash: [3, 3], width: 1 },
        ticks: { show: false },
        incrs: Y_INCRS,
        values: (_u, splits) => splits.map((v) => v.toLocaleString('en-US')),
      },
    ],
    series: [
      {},
      ...series.map((s, k): uPlot.Series => ({
        label: s.label,
        stroke: s.color,
        width: bars ? 0 : 2,
        fill: bars ? s.color : kind === 'area' ? `${s.color}26` : undefined,
        points: { show: false },
        paths: bars
          ? uPlot.paths.bars!({
              radius: [0.15, 0],
              gap: 1,
              disp: {
                // Bars of the same x side by side, the group centred on the tick.
                x0: { unit: 1, values: () => data.map((_, i) => i - GROUP / 2 + k * barWidth) },
                size: { unit: 1, values: () => data.map(() => barWidth) },
              },
            })
          : undefined,
      })),
    ],
    hooks: {
      setCursor: [
        (u) => {
          const i = u.cursor.idx;
          if (i == null || u.cursor.left == null || u.cursor.left < 0) {
            tip.style.display = 'none';
            return;
          }
          tip.replaceChildren();
          const head = document.createElement('strong');
          head.textContent = xText(i);
          tip.append(head);
          series.forEach((s) => {
            const value = data[i]?.[s.key];
            const line = document.createElement('div');
            line.style.color = s.color;
            line.textContent = `${s.label}: ${
              formatY && typeof value === 'number' ? formatY(value) : String(value)
            }`;
            tip.append(line);
          });
          tip.style.display = 'block';
          const left = u.cursor.left + u.bbox.left / devicePixelRatio;
          const flip = left > u.width / 2;
          tip.style.left = flip ? '' : `${left + 12}px`;
          tip.style.right = flip ? `${u.width - left + 12}px` : '';
        },
      ],
    },
  };
}

/** The data as uPlot's columns: point indexes, then one column per series. */
const columns = ({ data, series }: ChartProps): uPlot.AlignedData => [
  data.map((_, i) => i),
  ...series.map((s) => data.map((row) => Number(row[s.key] ?? 0))),
];

export default function Chart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const { kind, data, xKey, series, height } = props;
  // Rebuild only when what is drawn changes, not on every render of the dashboard.
  const drawn = JSON.stringify([kind, xKey, series, data]);
  const legend = series.length > 1;

  useEffect(() => {
    const el = box.current;
    if (!el || !tip.current) return;
    const plotHeight = () => el.clientHeight || latest.current.height;
    const plot = new uPlot(
      options(latest.current, el.clientWidth, plotHeight(), tip.current),
      columns(latest.current),
      el,
    );
    const observer = new ResizeObserver(() => {
      if (el.clientWidth > 0) plot.setSize({ width: el.clientWidth, height: plotHeight() });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [drawn]);

  return (
    <div className="flex h-full flex-col" style={{ height }}>
      {legend && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" style={{ color: TICK }}>
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div className="relative min-h-0 flex-1">
        <div ref={box} className="absolute inset-0" />
        <div
          ref={tip}
          className="border-plum/20 pointer-events-none absolute top-2 z-10 hidden rounded-lg border bg-white px-3 py-2 text-xs whitespace-nowrap shadow-md"
        />
      </div>
    </div>
  );
}
