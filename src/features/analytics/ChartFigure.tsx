/**
 * A chart with what makes it accessible: a title, a Live/Sample label, a text
 * summary and the figures as a table. The chart itself (SVG) is hidden from
 * assistive technology.
 */
import type { ReactNode } from 'react';
import Chart, { type ChartProps } from './Chart';
import DataLabel, { type DataKind } from './DataLabel';

interface Props extends ChartProps {
  title: string;
  kind: ChartProps['kind'];
  source: DataKind;
  /** One or two sentences saying what the chart shows. */
  summary: ReactNode;
  /** Header of the first table column. */
  xLabel: string;
}

export default function ChartFigure({ title, source, summary, xLabel, ...chart }: Props) {
  const { data, xKey, series, formatX, formatY, height } = chart;
  return (
    <figure className="border-plum/10 bg-surface min-w-0 rounded-2xl border p-4 shadow-sm sm:p-6">
      <figcaption>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-plum text-lg font-bold">{title}</h2>
          <DataLabel kind={source} />
        </div>
        <p className="text-muted mt-1 text-sm">{summary}</p>
      </figcaption>
      <div aria-hidden="true" data-chart className="mt-4" style={{ height }}>
        <Chart {...chart} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="text-plum cursor-pointer font-semibold">Show the figures as a table</summary>
        <div
          className="mt-2 max-h-72 overflow-auto"
          tabIndex={0}
          role="region"
          aria-label={`${title}: table`}
        >
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-plum/20 border-b">
                <th scope="col" className="py-1 pr-4">
                  {xLabel}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-4 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={String(row[xKey])} className="border-plum/5 border-b">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatX ? formatX(String(row[xKey])) : String(row[xKey])}
                  </th>
                  {series.map((s) => {
                    const value = row[s.key];
                    return (
                      <td key={s.key} className="py-1 pr-4 text-right tabular-nums">
                        {formatY && typeof value === 'number' ? formatY(value) : String(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
