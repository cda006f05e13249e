import { useId } from 'react';
import { niceTicks, useWidth } from './BarChart';

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

const HEIGHT = 240;
const MARGIN = { top: 14, right: 12, bottom: 32, left: 48 };

/**
 * Weekly counts stacked by kind, beside the calculators' BarChart (same ticks, same measured width):
 * an SVG named by its title and description, a legend, and the numbers as a table, week by kind.
 */
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
  const id = useId();
  const { ref, width } = useWidth();
  const totals = labels.map((_, index) => series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  const ticks = niceTicks(0, Math.max(1, ...totals));
  const high = ticks.at(-1)!;
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + ((high - value) / high) * plotHeight;
  const slot = plotWidth / labels.length;
  const labelEvery = Math.ceil(labels.length / Math.max(2, Math.floor(plotWidth / 56)));

  return (
    <figure ref={ref} className="w-full">
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
            />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-600 text-[12px]">
              {tick.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {labels.map((label, index) => {
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
                    x={MARGIN.left + index * slot + slot * 0.15}
                    width={slot * 0.7}
                    y={top}
                    height={Math.max(1, bottom - top)}
                    className={COLORS[position % COLORS.length]![0]}
                  />
                );
              })}
            </g>
          );
        })}
        {labels.map((label, index) =>
          index % labelEvery === 0 ? (
            <text
              key={label}
              x={MARGIN.left + index * slot + slot / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="fill-slate-600 text-[12px]"
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {series.map((entry, position) => (
          <li key={entry.label} className="inline-flex items-center gap-1">
            <span className={`inline-block h-3 w-3 rounded-sm ${COLORS[position % COLORS.length]![1]}`} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Show the numbers</summary>
        <div className="mt-2 max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={`${title}: the numbers`}>
          <table className="w-full text-left text-xs">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3">
                  {labelHeading}
                </th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col" className="py-1 pr-3 text-right">
                    {entry.label}
                  </th>
                ))}
                <th scope="col" className="py-1 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {label}
                  </th>
                  {series.map((entry) => (
                    <td key={entry.label} className="py-1 pr-3 text-right tabular-nums">
                      {entry.values[index] ?? 0}
                    </td>
                  ))}
                  <td className="py-1 text-right font-semibold tabular-nums">{totals[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
