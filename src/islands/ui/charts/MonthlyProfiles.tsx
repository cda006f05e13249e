import { useId } from 'react';
import { MONTH_NAMES } from '~/domain/typicalYear';
import { NumbersTable } from './NumbersTable';

interface Props {
  title: string;
  /** One sentence for screen readers saying what the panels show. */
  description: string;
  /** `profiles[month][hour]`: each month's typical day, 24 mean hourly values. */
  profiles: number[][];
  /** A value's text in the table and the panels' scale, e.g. "1,234 kW". */
  formatValue(value: number): string;
  /** Each panel's figure beside its month: the day's total from its 24 hourly values (e.g. "3,810 kWh"). */
  formatDayTotal(total: number): string;
  /** What the panels' figures are, said under the title (e.g. "the energy of the day"). */
  dayTotalMeaning: string;
}

const WIDTH = 120;
const HEIGHT = 56;
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/**
 * Twelve small panels, a month each, of its typical day hour by hour on one shared scale, so
 * the months compare at a glance (day length, midday height); the numbers as a table below.
 */
export function MonthlyProfiles({ title, description, profiles, formatValue, formatDayTotal, dayTotalMeaning }: Props) {
  const id = useId();
  const peak = Math.max(0, ...profiles.flat()) || 1;
  const x = (hour: number) => (hour / 23) * WIDTH;
  const y = (value: number) => HEIGHT - (value / peak) * (HEIGHT - 2);
  return (
    <figure className="w-full" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <figcaption id={`${id}-title`} className="mb-1 text-sm font-semibold text-ink">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="mb-2 text-xs text-slate-600">
        {description} Every panel shares one scale, 0 to {formatValue(peak)}, from midnight to midnight; beside each month,{' '}
        {dayTotalMeaning}.
      </p>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-hidden="true">
        {profiles.map((day, month) => {
          const line = day.map((value, hour) => `${x(hour).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
          return (
            <li key={MONTH_NAMES[month]} className="rounded-md border border-slate-200 p-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-1 text-[11px]">
                <span className="font-semibold text-ink">{MONTH_NAMES[month]}</span>
                <span className="text-slate-600 tabular-nums">{formatDayTotal(day.reduce((sum, value) => sum + value, 0))}</span>
              </div>
              <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-1 h-12 w-full" preserveAspectRatio="none">
                <line x1={x(12)} x2={x(12)} y1={0} y2={HEIGHT} className="stroke-slate-200" vectorEffect="non-scaling-stroke" />
                <polygon points={`0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}`} className="fill-sun-300/60" />
                <polyline points={line} fill="none" strokeWidth={1.5} className="stroke-sun-600" vectorEffect="non-scaling-stroke" />
              </svg>
            </li>
          );
        })}
      </ol>
      <NumbersTable
        title={title}
        labelHeading="Hour"
        columns={[...MONTH_NAMES]}
        labels={HOURS}
        rows={HOURS.map((_, hour) => profiles.map((day) => formatValue(day[hour]!)))}
      />
    </figure>
  );
}
