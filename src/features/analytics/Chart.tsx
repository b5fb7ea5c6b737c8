/**
 * The one module that imports recharts. The dashboard loads it with React.lazy, so
 * the chart library is fetched on /analytics only, after the page has rendered.
 * Charts are decorative for assistive technology: ChartFigure gives each one a
 * text summary and a data table.
 */
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

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

const axisTick = { fill: '#5b5163', fontSize: 12 };

export default function Chart({ kind, data, xKey, series, height, formatX, formatY }: ChartProps) {
  const common = {
    data,
    responsive: true,
    accessibilityLayer: false,
    style: { width: '100%', height },
    margin: { top: 8, right: 8, bottom: 0, left: -12 },
  };
  const children = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e9dfe9" vertical={false} />,
    <XAxis key="x" dataKey={xKey} tick={axisTick} tickFormatter={formatX} minTickGap={24} />,
    <YAxis key="y" tick={axisTick} allowDecimals={false} width={48} />,
    <Tooltip
      key="tip"
      labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
      formatter={(value) => (formatY && typeof value === 'number' ? formatY(value) : String(value))}
    />,
    series.length > 1 ? <Legend key="legend" /> : null,
  ];
  if (kind === 'bar') {
    return (
      <BarChart {...common}>
        {children}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    );
  }
  if (kind === 'line') {
    return (
      <LineChart {...common}>
        {children}
        {series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <AreaChart {...common}>
      {children}
      {series.map((s) => (
        <Area
          key={s.key}
          dataKey={s.key}
          name={s.label}
          stroke={s.color}
          fill={s.color}
          fillOpacity={0.15}
          strokeWidth={2}
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  );
}
