import { useEffect, useId, useRef, useState } from 'react';

export interface ChartSeries {
  label: string;
  values: number[];
}

interface Props {
  title: string;
  /** One sentence for screen readers saying what the chart shows. */
  description: string;
  labels: string[];
  bars: ChartSeries;
  /** An optional line over the bars, e.g. a cumulative total. */
  line?: ChartSeries;
  formatValue(value: number): string;
  /** The heading of the table's first column ('Year' unless told). */
  labelHeading?: string;
}

const HEIGHT = 260;
const MARGIN = { top: 14, right: 12, bottom: 32, left: 64 };

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

/**
 * A small dependency-free SVG bar chart (with an optional line) for yearly figures, followed by
 * the same numbers as a table for anyone who would rather read them.
 */
/** The figure's own width in CSS pixels, so text stays 12 px whatever the screen (640 until measured). */
export function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(280, Math.round(entry!.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function BarChart({ title, description, labels, bars, line, formatValue, labelHeading = 'Year' }: Props) {
  const id = useId();
  const { ref, width } = useWidth();
  const all = [...bars.values, ...(line?.values ?? []), 0];
  const ticks = niceTicks(Math.min(...all), Math.max(...all));
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + ((high - value) / (high - low || 1)) * plotHeight;
  const slot = plotWidth / labels.length;
  const x = (index: number) => MARGIN.left + index * slot;
  // Room for a label about every 56 px.
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
            <text x={MARGIN.left - 10} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-600 text-[12px]">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {bars.values.map((value, index) => (
          <rect
            key={labels[index]}
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
        {labels.map((label, index) =>
          index % labelEvery === 0 || index === labels.length - 1 ? (
            <text key={label} x={x(index) + slot / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-600 text-[12px]">
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <div className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-600" aria-hidden="true" />
          {bars.label}
        </span>
        {line && (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-0.5 w-4 bg-sun-500" aria-hidden="true" />
            {line.label}
          </span>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Show the numbers</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-xs">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3">
                  {labelHeading}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {bars.label}
                </th>
                {line && (
                  <th scope="col" className="py-1 text-right">
                    {line.label}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {label}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatValue(bars.values[index]!)}</td>
                  {line && <td className="py-1 text-right tabular-nums">{formatValue(line.values[index]!)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
