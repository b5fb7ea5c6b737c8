/**
 * The dashboard's charts, drawn as SVG by React. It replaced uPlot, which kept
 * /analytics over the 90 KB script budget: these charts are one to three series of
 * at most ~365 points, which SVG draws natively in a few hundred bytes of code.
 * Sized in CSS pixels from a ResizeObserver, so text stays crisp at any width.
 * Charts are decorative for assistive technology: ChartFigure gives each one a text
 * summary and a data table.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { CHAR_WIDTH, GROUP, nearestIndex, slotWidth, xAt, yAt, yTop, type ChartKind } from './chart-geometry';
import ChartPlot, { GRID, valueAt, xLabel } from './ChartPlot';

/** One plotted value of each point. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface ChartProps {
  kind: ChartKind;
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

const TICK = 'var(--color-muted)';
/** Room for the y labels on the left, above the plot, and for the x labels below it. */
const LEFT = 48;
const TOP = 8;
const BOTTOM = 28;

/** The size of an element in CSS pixels, kept up to date. */
function useSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      setSize({ width: Math.floor(width), height: Math.floor(height) });
    });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

export default function Chart(props: ChartProps) {
  const { kind, data, xKey, series, height, formatX, formatY } = props;
  const [box, size] = useSize();
  const [active, setActive] = useState<number | null>(null);
  const n = data.length;
  // Worked out once per data set, not on every pointer move.
  const longest = useMemo(
    () => data.reduce((m, _, i) => Math.max(m, xLabel({ data, xKey, formatX }, i).length), 1),
    [data, xKey, formatX],
  );
  // The last x label is centred on the plot's right edge: leave it room.
  const w = size.width - LEFT - Math.max(12, (longest * CHAR_WIDTH) / 2);
  const h = size.height - TOP - BOTTOM;
  const max = useMemo(
    () => Math.max(0, ...series.flatMap((s) => data.map((_, i) => valueAt(data, i, s.key)))),
    [data, series],
  );
  const x = (i: number) => xAt(kind, n, w, i);
  const y = (v: number) => yAt(yTop(max), h, v);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (w > 0 && n)
      setActive(
        nearestIndex(kind, n, w, event.clientX - event.currentTarget.getBoundingClientRect().left - LEFT),
      );
  };
  const shown = active !== null && active < n && w > 0 ? active : null;
  const left = shown === null ? 0 : LEFT + x(shown);
  const flip = left > size.width / 2;
  // The tooltip sits beside the point, or beside the whole group of bars.
  const gap = (kind === 'bar' ? (slotWidth(kind, n, w) * GROUP) / 2 : 0) + 12;

  return (
    <div className="flex h-full flex-col" style={{ height }}>
      {series.length > 1 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" style={{ color: TICK }}>
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={box} className="relative min-h-0 flex-1">
        <svg
          width={size.width}
          height={size.height}
          className="absolute inset-0 touch-pan-y"
          fontSize={12}
          fontFamily="system-ui, sans-serif"
          onPointerMove={onPointerMove}
          onPointerDown={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          <g transform={`translate(${LEFT},${TOP})`} fill={TICK}>
            {shown !== null && kind === 'bar' && (
              <rect
                x={x(shown) - slotWidth(kind, n, w) / 2}
                width={slotWidth(kind, n, w)}
                height={h}
                fill={GRID}
                opacity={0.6}
              />
            )}
            {w > 0 && h > 0 && n > 0 && (
              <ChartPlot
                kind={kind}
                data={data}
                xKey={props.xKey}
                series={series}
                formatX={props.formatX}
                width={w}
                height={h}
                max={max}
                longest={longest}
              />
            )}
            {shown !== null && kind !== 'bar' && (
              <g data-marker>
                <line
                  x1={x(shown)}
                  x2={x(shown)}
                  y1={0}
                  y2={h}
                  stroke={TICK}
                  strokeOpacity={0.5}
                  strokeDasharray="5 3"
                />
                {series.map((s) => (
                  <circle
                    key={s.key}
                    cx={x(shown)}
                    cy={y(valueAt(data, shown, s.key))}
                    r={3.5}
                    fill="var(--color-surface)"
                    stroke={s.color}
                    strokeWidth={2}
                  />
                ))}
              </g>
            )}
          </g>
        </svg>
        {shown !== null && (
          <div
            data-chart-tip
            className="border-plum/20 bg-surface pointer-events-none absolute top-2 z-10 rounded-lg border px-3 py-2 text-xs whitespace-nowrap shadow-md"
            style={flip ? { right: size.width - left + gap } : { left: left + gap }}
          >
            <strong>{xLabel(props, shown)}</strong>
            {series.map((s) => {
              const raw = data[shown]?.[s.key];
              return (
                <div key={s.key} style={{ color: s.color }}>
                  {s.label}: {formatY && typeof raw === 'number' ? formatY(raw) : String(raw)}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
