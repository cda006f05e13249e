import { ChartFrame } from './ChartFrame';

export interface StackSeries {
  label: string;
  values: number[];
}

/** Fill and swatch classes per series, distinct for up to six series. */
const COLORS = [
  ['fill-brand-600', 'bg-brand-600'],
  ['fill-sky-600', 'bg-sky-600'],
  ['fill-sun-500', 'bg-sun-500'],
  ['fill-violet-600', 'bg-violet-600'],
  ['fill-rose-500', 'bg-rose-500'],
  ['fill-slate-500', 'bg-slate-500'],
] as const;

const color = (position: number) => COLORS[position % COLORS.length]!;
const count = (value: number) => value.toLocaleString('en-US');

/** Counts a label each (weeks, say) stacked by kind, in the shared chart frame; the table adds each label's total. */
export function StackedBarChart({
  title,
  description,
  labels,
  series,
  labelHeading,
}: {
  title: string;
  description: string;
  labels: string[];
  series: StackSeries[];
  labelHeading: string;
}) {
  const totals = labels.map((_, index) => series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  return (
    <ChartFrame
      title={title}
      description={description}
      labels={labels}
      extent={[1, ...totals]}
      formatTick={count}
      legend={series.map((entry, position) => ({ label: entry.label, swatch: `h-3 w-3 rounded-sm ${color(position)[1]}` }))}
      table={{
        labelHeading,
        columns: [...series.map((entry) => entry.label), 'Total'],
        rows: labels.map((_, index) => [
          ...series.map((entry) => count(entry.values[index] ?? 0)),
          <strong key="total">{count(totals[index]!)}</strong>,
        ]),
      }}
      height={240}
      marginLeft={48}
    >
      {({ x, slot, y }) =>
        labels.map((label, index) => {
          let base = 0;
          return (
            <g key={label}>
              {series.map((entry, position) => {
                const value = entry.values[index] ?? 0;
                if (value === 0) return null;
                const top = y(base + value);
                const bottom = y(base);
                base += value;
                return (
                  <rect
                    key={entry.label}
                    x={x(index) + slot * 0.15}
                    width={slot * 0.7}
                    y={top}
                    height={Math.max(1, bottom - top)}
                    className={color(position)[0]}
                  />
                );
              })}
            </g>
          );
        })
      }
    </ChartFrame>
  );
}
