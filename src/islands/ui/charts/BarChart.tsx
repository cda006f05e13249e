import { SeriesChartFrame, type SeriesChartProps } from './ChartFrame';

export interface ChartSeries {
  label: string;
  values: number[];
}

interface Props extends Omit<SeriesChartProps, 'labelHeading'> {
  bars: ChartSeries;
  /** An optional line over the bars, e.g. a cumulative total. */
  line?: ChartSeries;
  /** The heading of the table's first column ('Year' unless told). */
  labelHeading?: string;
}

/** Bars a label each (negative ones red), with an optional line over them, in the shared chart frame. */
export function BarChart({ bars, line, labelHeading = 'Year', ...chart }: Props) {
  return (
    <SeriesChartFrame
      {...chart}
      labelHeading={labelHeading}
      series={line ? [bars, line] : [bars]}
      legend={[
        { label: bars.label, swatch: 'h-3 w-3 rounded-sm bg-brand-600' },
        ...(line ? [{ label: line.label, swatch: 'h-0.5 w-4 bg-sun-500' }] : []),
      ]}
    >
      {({ x, slot, y }) => (
        <>
          {bars.values.map((value, index) => (
            <rect
              key={chart.labels[index]}
              x={x(index) + slot * 0.15}
              width={slot * 0.7}
              y={Math.min(y(value), y(0))}
              height={Math.max(1, Math.abs(y(value) - y(0)))}
              className={value >= 0 ? 'fill-brand-600' : 'fill-red-500'}
            />
          ))}
          {line && (
            <polyline
              points={line.values.map((value, index) => `${x(index) + slot / 2},${y(value)}`).join(' ')}
              fill="none"
              strokeWidth={2.5}
              className="stroke-sun-500"
            />
          )}
        </>
      )}
    </SeriesChartFrame>
  );
}
