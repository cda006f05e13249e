import { useId, type ReactNode } from 'react';
import { NumbersTable } from './NumbersTable';
import { useWidth } from './useWidth';

/** Round tick values spanning [min, max]: 1, 2 or 5 × a power of ten. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const span = max - min || Math.abs(max) || 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!;
  // From the step at or below min to the step at or above max, so every value fits.
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  return Array.from({ length: last - first + 1 }, (_, index) => Number(((first + index) * step).toPrecision(12)));
}

/** Where a chart's marks go: a slot per label, and the value axis. */
export interface ChartScale {
  /** The left edge of label `index`'s slot. */
  x(index: number): number;
  /** Each label's slot width. */
  slot: number;
  /** A value's height on the plot. */
  y(value: number): number;
}

export interface LegendEntry {
  label: string;
  /** The swatch: a background class and its shape ('h-3 w-3 rounded-sm' for a bar, 'h-0.5 w-4' for a line). */
  swatch: string;
}

interface Props {
  title: string;
  /** One sentence for screen readers saying what the chart shows. */
  description: string;
  labels: string[];
  /** The lowest and highest values the marks reach (0 is always on the axis; with nothing above or below it, 1 is too). */
  extent: readonly number[];
  formatTick(value: number): string;
  legend: LegendEntry[];
  /** The numbers as a table under "Show the numbers": its first column's heading, the other columns' headings, a row of cells per label. */
  table: { labelHeading: string; columns: string[]; rows: ReactNode[][] };
  /** The marks, drawn on the scale. */
  children(scale: ChartScale): ReactNode;
  height?: number;
  /** The least room for the value axis' labels: more when its widest label needs it. */
  marginLeft?: number;
  /**
   * Where the axis marks a label other than every nth (days along a week of hours): the text to
   * show at each index, or null; the first of a run, left-aligned, and only those with room.
   */
  axisLabels?: readonly (string | null)[];
}

const MARGIN = { top: 14, right: 12, bottom: 32 };
/** The room between a value-axis label and the plot, and between two labels along the bottom. */
const LABEL_GAP = 8;

/**
 * How wide a label at 12 px is at most: 8 px a character, a little over the widest fonts' digits
 * and capitals (a chart is drawn the same on the server and in any browser, so it cannot measure).
 */
export function labelWidth(text: string): number {
  return text.length * 8;
}

/**
 * Which labels along the bottom to draw: evenly spaced from the first, as many as fit side by side
 * (each at most `labelWidth` wide, a gap between) and never more than one every 56 px; the last
 * too when it has room beside the one before it.
 */
export function labelsThatFit(labels: readonly string[], slot: number): boolean[] {
  const room = Math.max(0, ...labels.map(labelWidth)) + LABEL_GAP;
  const every = Math.max(1, Math.ceil(56 / slot), Math.ceil(room / slot));
  const last = labels.length - 1;
  const lastRegular = last - (last % every);
  return labels.map((_, index) => index % every === 0 || (index === last && (last - lastRegular) * slot >= room));
}

/**
 * The frame every chart draws in: a dependency-free SVG at the figure's measured width, named by
 * its title and description, with the value axis (round ticks, the zero line darker, every label
 * whole), the labels along the bottom (as many as fit without touching, from the first), a legend,
 * and the same numbers as a table for anyone who would rather read them.
 */
export function ChartFrame({
  title,
  description,
  labels,
  extent,
  formatTick,
  legend,
  table,
  children,
  height = 260,
  marginLeft: leastMarginLeft = 64,
  axisLabels,
}: Props) {
  const id = useId();
  const { ref, width } = useWidth();
  const lowest = Math.min(0, ...extent);
  const highest = Math.max(0, ...extent);
  // Nothing but zeros (an empty funnel): the axis still runs from 0 up, so its baseline is at the bottom.
  const ticks = niceTicks(lowest, highest === lowest ? lowest + 1 : highest);
  const tickLabels = ticks.map(formatTick);
  const marginLeft = Math.max(leastMarginLeft, Math.max(...tickLabels.map(labelWidth)) + LABEL_GAP + 4);
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const plotWidth = width - marginLeft - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, labels.length);
  const scale: ChartScale = {
    x: (index) => marginLeft + index * slot,
    slot,
    y: (value) => MARGIN.top + ((high - value) / (high - low || 1)) * plotHeight,
  };
  const shown = labelsThatFit(labels, slot);
  // A label centered on its slot, moved in just enough to stay whole at either edge of the picture.
  const labelX = (index: number) => {
    const half = labelWidth(labels[index]!) / 2;
    return Math.min(Math.max(scale.x(index) + slot / 2, half), width - half);
  };

  return (
    <figure ref={ref} className="w-full">
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={marginLeft}
              x2={width - MARGIN.right}
              y1={scale.y(tick)}
              y2={scale.y(tick)}
              className={tick === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
            />
            <text x={marginLeft - LABEL_GAP} y={scale.y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-600 text-[12px]">
              {tickLabels[index]}
            </text>
          </g>
        ))}
        {children(scale)}
        {axisLabels && <AxisLabels labels={axisLabels} x={scale.x} y={height - 8} />}
        {labels.map((label, index) =>
          !axisLabels && shown[index] ? (
            <text key={label} x={labelX(index)} y={height - 8} textAnchor="middle" className="fill-slate-600 text-[12px]">
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {legend.map((entry) => (
          <li key={entry.label} className="inline-flex items-center gap-1">
            <span className={`inline-block ${entry.swatch}`} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
      <NumbersTable title={title} labelHeading={table.labelHeading} columns={table.columns} labels={labels} rows={table.rows} />
    </figure>
  );
}

/** Labels at given indexes, each left-aligned at its slot, skipping any that would run into the one before. */
function AxisLabels({ labels, x, y }: { labels: readonly (string | null)[]; x(index: number): number; y: number }) {
  const shown: { index: number; text: string }[] = [];
  labels.forEach((text, index) => {
    const last = shown.at(-1);
    if (text !== null && (!last || x(index) - x(last.index) >= labelWidth(last.text) + LABEL_GAP)) shown.push({ index, text });
  });
  return shown.map(({ index, text }) => (
    <text key={index} x={x(index)} y={y} className="fill-slate-600 text-[12px]">
      {text}
    </text>
  ));
}

/** What every chart of series of values over labels is told (BarChart, LineChart). */
export interface SeriesChartProps {
  title: string;
  /** One sentence for screen readers saying what the chart shows. */
  description: string;
  labels: string[];
  formatValue(value: number): string;
  /** The heading of the table's first column. */
  labelHeading: string;
}

/**
 * The frame for series of values over its labels: the axis spans every value and ticks in their
 * format, and the table has a column per series and a row of formatted values per label.
 */
export function SeriesChartFrame({
  series,
  formatValue,
  labelHeading,
  ...frame
}: SeriesChartProps &
  Pick<Props, 'legend' | 'children' | 'height' | 'axisLabels'> & { series: readonly { label: string; values: readonly number[] }[] }) {
  return (
    <ChartFrame
      {...frame}
      extent={series.flatMap((entry) => entry.values)}
      formatTick={formatValue}
      table={{
        labelHeading,
        columns: series.map((entry) => entry.label),
        rows: frame.labels.map((_, index) => series.map((entry) => formatValue(entry.values[index]!))),
      }}
    />
  );
}
