import { useEffect, useId, useRef } from 'react';
import { FIRST_DAY_OF_MONTH, MONTH_NAMES } from '~/domain/typicalYear';
import { useWidth } from './useWidth';

/** From nothing (dark) through green to the year's highest value (sun yellow). */
const RAMP: readonly (readonly [number, number, number])[] = [
  [15, 23, 42], // slate-900
  [6, 95, 70], // brand-800
  [16, 185, 129], // brand-500
  [252, 211, 77], // sun-300
];

/** The ramp's colour at a fraction (0–1) of the year's highest value, as `rgb(r g b)`. */
export function heatColor(fraction: number): string {
  const position = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * (RAMP.length - 1);
  const index = Math.min(RAMP.length - 2, Math.floor(position));
  const within = position - index;
  const [from, to] = [RAMP[index]!, RAMP[index + 1]!];
  const channel = (c: number) => Math.round(from[c]! + (to[c]! - from[c]!) * within);
  return `rgb(${channel(0)} ${channel(1)} ${channel(2)})`;
}

const MARGIN = { top: 8, right: 8, bottom: 22, left: 40 };
const ROW_HEIGHT = 8;
const HOUR_TICKS = [0, 6, 12, 18, 24];

interface Props {
  title: string;
  /** One sentence for screen readers saying what the picture shows. */
  description: string;
  /** 8,760 values, hour by hour from 1 January 00:00. */
  hourly: ArrayLike<number>;
  /** The legend's text for a value, e.g. "1,250 kW". */
  formatValue(value: number): string;
}

/**
 * Every hour of the year in one picture: a column per day (January at the left), a row per hour
 * (midnight at the top), coloured by its value. 8,760 cells draw on a canvas, not as 8,760 SVG
 * elements; the numbers themselves are in the CSV download and the typical days' table.
 */
export function HourHeatmap({ title, description, hourly, formatValue }: Props) {
  const id = useId();
  const { ref, width } = useWidth<HTMLElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const height = MARGIN.top + 24 * ROW_HEIGHT + MARGIN.bottom;
  let peak = 0;
  for (let hour = 0; hour < hourly.length; hour++) peak = Math.max(peak, hourly[hour]!);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    // Drawn at the screen's own pixel density, so text and cells stay sharp.
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.setTransform(scale, 0, 0, scale, 0, 0);
    context.clearRect(0, 0, width, height);
    const plotWidth = width - MARGIN.left - MARGIN.right;
    const days = Math.floor(hourly.length / 24);
    const column = plotWidth / days;
    for (let day = 0; day < days; day++) {
      // Whole-pixel edges so neighbouring days leave no hairline gaps between them.
      const left = Math.floor(MARGIN.left + day * column);
      const right = Math.floor(MARGIN.left + (day + 1) * column);
      for (let hour = 0; hour < 24; hour++) {
        context.fillStyle = heatColor(peak > 0 ? hourly[day * 24 + hour]! / peak : 0);
        context.fillRect(left, MARGIN.top + hour * ROW_HEIGHT, Math.max(1, right - left), ROW_HEIGHT);
      }
    }
    context.fillStyle = '#475569'; // slate-600
    context.font = '11px system-ui, sans-serif';
    context.textBaseline = 'middle';
    context.textAlign = 'right';
    for (const hour of HOUR_TICKS) context.fillText(`${String(hour).padStart(2, '0')}:00`, MARGIN.left - 4, MARGIN.top + hour * ROW_HEIGHT);
    context.textAlign = 'left';
    context.textBaseline = 'alphabetic';
    const everyOther = plotWidth < 360;
    FIRST_DAY_OF_MONTH.forEach((day, month) => {
      if (everyOther && month % 2 === 1) return;
      context.fillText(MONTH_NAMES[month]!, MARGIN.left + day * column + 1, height - 6);
    });
  }, [hourly, peak, width, height]);

  return (
    <figure ref={ref} className="w-full">
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      <canvas
        ref={canvasRef}
        style={{ width, height }}
        role="img"
        aria-label={title}
        aria-describedby={`${id}-desc`}
        className="max-w-full"
      />
      <p id={`${id}-desc`} className="sr-only">
        {description}
      </p>
      <div className="mt-2 flex items-center gap-2 text-xs text-slate-700" aria-hidden="true">
        <span>{formatValue(0)}</span>
        <span
          className="h-2.5 w-32 rounded-sm"
          style={{ background: `linear-gradient(to right, ${[0, 1 / 3, 2 / 3, 1].map(heatColor).join(', ')})` }}
        />
        <span>{formatValue(peak)}</span>
      </div>
    </figure>
  );
}
