import { ChartFrame, seriesFrame } from './ChartFrame';

export interface LineSeries {
  label: string;
  values: readonly number[];
  /** The stroke and swatch classes, e.g. ['stroke-sun-500', 'bg-sun-500']. */
  color: readonly [stroke: string, swatch: string];
}

interface Props {
  title: string;
  /** One sentence for screen readers saying what the chart shows. */
  description: string;
  labels: string[];
  series: readonly LineSeries[];
  formatValue(value: number): string;
  /** The heading of the table's first column. */
  labelHeading: string;
  height?: number;
  /** Shorter marks along the axis than the labels (a day's name at its first hour): see ChartFrame. */
  axisLabels?: readonly (string | null)[];
}

/** Lines over the labels (hours of a week, say), in the shared chart frame, with the numbers as a table. */
export function LineChart({ title, description, labels, series, formatValue, labelHeading, height, axisLabels }: Props) {
  return (
    <ChartFrame
      title={title}
      description={description}
      labels={labels}
      {...seriesFrame(labels, series, formatValue, labelHeading)}
      height={height}
      axisLabels={axisLabels}
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
    </ChartFrame>
  );
}
