import { SeriesChartFrame, type SeriesChartProps } from './ChartFrame';

export interface LineSeries {
  label: string;
  values: readonly number[];
  /** The stroke and swatch classes, e.g. ['stroke-sun-500', 'bg-sun-500']. */
  color: readonly [stroke: string, swatch: string];
}

interface Props extends SeriesChartProps {
  series: readonly LineSeries[];
  height?: number;
  /** Shorter marks along the axis than the labels (a day's name at its first hour): see ChartFrame. */
  axisLabels?: readonly (string | null)[];
}

/** Lines over the labels (hours of a week, say), in the shared chart frame, with the numbers as a table. */
export function LineChart({ series, ...chart }: Props) {
  return (
    <SeriesChartFrame
      {...chart}
      series={series}
      legend={series.map((line) => ({ label: line.label, swatch: `h-0.5 w-4 ${line.color[1]}` }))}
    >
      {({ x, slot, y }) =>
        series.map((line) => (
          <polyline
            key={line.label}
            points={line.values.map((value, index) => `${(x(index) + slot / 2).toFixed(1)},${y(value).toFixed(1)}`).join(' ')}
            fill="none"
            strokeWidth={1.75}
            strokeLinejoin="round"
            className={line.color[0]}
          />
        ))
      }
    </SeriesChartFrame>
  );
}
