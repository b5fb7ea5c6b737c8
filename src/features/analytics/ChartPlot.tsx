/**
 * The still part of a chart: grid, axes and the series, in plot coordinates (the
 * caller translates it past the y labels). Memoised, so moving the pointer over a
 * chart of 365 points redraws only the cursor, not the points.
 */
import { memo } from 'react';
import type { ChartProps } from './Chart';
import { areaPath, barBox, barPath, linePath, xAt, xStep, xTicks, yAt, yTicks, yTop } from './chart-geometry';

/** The colour of the grid and the x ticks. */
export const GRID = 'var(--color-grid)';

/** The x label of point `i`. */
export const xLabel = ({ data, xKey, formatX }: Pick<ChartProps, 'data' | 'xKey' | 'formatX'>, i: number) => {
  const raw = String(data[i]?.[xKey] ?? '');
  return formatX ? formatX(raw) : raw;
};

/** The value of series `key` at point `i`, 0 when missing. */
export const valueAt = (data: ChartProps['data'], i: number, key: string) => Number(data[i]?.[key] ?? 0);

interface Props extends Pick<ChartProps, 'kind' | 'data' | 'xKey' | 'series' | 'formatX'> {
  /** The plot's size in pixels, without the axes' labels. */
  width: number;
  height: number;
  /** The largest value of any series, and the longest x label in characters. */
  max: number;
  longest: number;
}

function ChartPlot({ width: w, height: h, max, longest, ...chart }: Props) {
  const { kind, data, series } = chart;
  const n = data.length;
  const top = yTop(max);
  const x = (i: number) => xAt(kind, n, w, i);
  const y = (v: number) => yAt(top, h, v);
  return (
    <>
      {yTicks(max).map((v) => (
        <g key={v}>
          <line
            x1={0}
            x2={w}
            y1={Math.round(y(v)) + 0.5}
            y2={Math.round(y(v)) + 0.5}
            stroke={GRID}
            strokeDasharray="3 3"
          />
          <text x={-4} y={y(v)} dy="0.32em" textAnchor="end">
            {v.toLocaleString('en-US')}
          </text>
        </g>
      ))}
      {xTicks(n, xStep(kind, n, w, longest)).map((i) => (
        <g key={i}>
          <line x1={x(i)} x2={x(i)} y1={h} y2={h + 4} stroke={GRID} />
          <text x={x(i)} y={h + 18} textAnchor="middle">
            {xLabel(chart, i)}
          </text>
        </g>
      ))}
      {series.map((s, k) => {
        if (kind === 'bar')
          return data.map((_, i) => {
            const bar = barBox(n, w, i, k, series.length);
            return (
              <path
                key={`${s.key}-${i}`}
                data-bar
                d={barPath(bar.x, y(valueAt(data, i, s.key)), bar.width, h)}
                fill={s.color}
              />
            );
          });
        const points = data.map((_, i): [number, number] => [x(i), y(valueAt(data, i, s.key))]);
        return (
          <g key={s.key}>
            {kind === 'area' && <path d={areaPath(points, h)} fill={s.color} fillOpacity={0.15} />}
            <path
              data-line
              d={linePath(points)}
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              strokeLinejoin="round"
            />
          </g>
        );
      })}
    </>
  );
}

export default memo(ChartPlot);
