import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FIRST_DAY_OF_MONTH, MONTH_NAMES, MONTH_OF_DAY } from '~/domain/typicalYear';
import { useWidth } from './useWidth';

/** From nothing (dark) through green to the year's highest value (sun yellow). */
const RAMP: readonly (readonly [number, number, number])[] = [
  [15, 23, 42], // slate-900
  [6, 95, 70], // brand-800
  [16, 185, 129], // brand-500
  [252, 211, 77], // sun-300
];

/** The ramp's color at a fraction (0–1) of the year's highest value, as `rgb(r g b)`. */
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

/** "Jun 15, 13:00": a day of the (non-leap) year, 0–364, and an hour, 0–23. */
export function hourName(day: number, hour: number): string {
  const month = MONTH_OF_DAY[day]!;
  return `${MONTH_NAMES[month]} ${day - FIRST_DAY_OF_MONTH[month]! + 1}, ${String(hour).padStart(2, '0')}:00`;
}

/** The arrow keys' moves through the cells: a day left or right, an hour up or down. */
const KEY_MOVES: Record<string, readonly [day: number, hour: number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

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
 * (midnight at the top), colored by its value. 8,760 cells draw on a canvas, not as 8,760 SVG
 * elements. The hour under the pointer (a hover, a tap, or the arrow keys once the picture has the
 * focus) is read out as text beside it, its cell outlined; every hour is in the CSV download too.
 */
export function HourHeatmap({ title, description, hourly, formatValue }: Props) {
  const id = useId();
  const { ref, width } = useWidth<HTMLElement>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [picked, setPicked] = useState<{ day: number; hour: number }>();
  const height = MARGIN.top + 24 * ROW_HEIGHT + MARGIN.bottom;
  const days = Math.floor(hourly.length / 24);
  const column = (width - MARGIN.left - MARGIN.right) / days;
  let peak = 0;
  for (let hour = 0; hour < hourly.length; hour++) peak = Math.max(peak, hourly[hour]!);

  /** The cell under a pointer, from where it is on the canvas as laid out (a phone may scale it down). */
  function pick(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) * width) / (box.width || width);
    const y = ((event.clientY - box.top) * height) / (box.height || height);
    const day = Math.floor((x - MARGIN.left) / column);
    const hour = Math.floor((y - MARGIN.top) / ROW_HEIGHT);
    if (day >= 0 && day < days && hour >= 0 && hour < 24) setPicked({ day, hour });
  }

  function move(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = KEY_MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    const from = picked ?? { day: 0, hour: 12 };
    setPicked({
      day: Math.min(days - 1, Math.max(0, from.day + (picked ? step[0] : 0))),
      hour: Math.min(23, Math.max(0, from.hour + (picked ? step[1] : 0))),
    });
  }

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
    for (let day = 0; day < days; day++) {
      // Whole-pixel edges so neighboring days leave no hairline gaps between them.
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
  }, [hourly, peak, width, height, days, column]);

  return (
    <figure ref={ref} className="w-full">
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      <div className="relative max-w-full" style={{ width }}>
        <canvas
          ref={canvasRef}
          style={{ width, height }}
          role="img"
          aria-label={title}
          aria-describedby={`${id}-desc`}
          tabIndex={0}
          onPointerMove={pick}
          onPointerDown={pick}
          onKeyDown={move}
          className="block max-w-full touch-pan-y"
        />
        {picked && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute border-2 border-white outline outline-1 outline-slate-900"
            style={{
              left: `${((MARGIN.left + picked.day * column - 2) / width) * 100}%`,
              top: MARGIN.top + picked.hour * ROW_HEIGHT - 2,
              width: Math.max(column, 2) + 4,
              height: ROW_HEIGHT + 4,
            }}
          />
        )}
      </div>
      <p id={`${id}-desc`} className="sr-only">
        {description} Point at an hour, tap it, or use the arrow keys on the picture to read its power under it.
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-700" aria-live="polite" data-testid="hour-reading">
        {picked ? (
          <>
            <span className="font-semibold text-ink">{hourName(picked.day, picked.hour)}</span>:{' '}
            {formatValue(hourly[picked.day * 24 + picked.hour]!)}
          </>
        ) : (
          'Point at an hour or tap it to read its power here.'
        )}
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
