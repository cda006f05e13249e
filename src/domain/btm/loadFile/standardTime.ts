import { lowerBound } from './intervals.ts';
import type { Reading } from './reading.ts';
import { dateOf, DAY, formatMinutes } from './timestamps.ts';

/*
 * Local standard time: timestamps with UTC offsets moved to the file's smallest offset, clock times
 * moved back an hour where the file shows US daylight saving (loadFile.ts states the rules).
 */

export interface ClockRule {
  note: string;
  /** The file's own label ('YYYY-MM-DD HH:MM') of a standard-time minute; `offset` is a nearby reading's, for files with offsets. */
  labelOf: (std: number, offset: number | null) => string;
}

/** One year's daylight saving as the file's labels show it, in clock minutes. */
interface DaylightYear {
  /** Labels from here are daylight time (the hour before it is the one skipped). */
  start: number;
  /** Labels before here are daylight time; the hour from here repeats, first daylight then standard. */
  repeat: number;
}

/** Midnight (minutes since 1970) of the US daylight-saving change days of a year. */
function changeDays(year: number): { spring: number; autumn: number } {
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (nth - 1)) / 60000;
  };
  if (year >= 2007) return { spring: sunday(2, 2), autumn: sunday(10, 1) };
  const lastOctober = Date.UTC(year, 9, 31) / 60000;
  return { spring: sunday(3, 1), autumn: lastOctober - new Date(lastOctober * 60000).getUTCDay() * DAY };
}

export function toStandardTime(readings: Reading[], times: Float64Array): ClockRule {
  const withOffset = readings.find((reading) => reading.offset !== null);
  if (withOffset) {
    const offsets = new Set(readings.map((reading) => reading.offset!));
    const standard = Math.min(...[...offsets]);
    for (const reading of readings) reading.std = reading.time + standard;
    const written = [...offsets].sort((a, b) => a - b).map(formatOffset);
    return {
      note:
        `Timestamps carry UTC offsets (${written.join(', ')}); local standard time is UTC${formatOffset(standard)}, the smallest of them.` +
        (offsets.size === 1 && standard === 0 ? ' If the site is not on UTC, export local times instead.' : ''),
      labelOf: (std, offset) => formatMinutes(std - standard + (offset ?? standard)),
    };
  }

  const any = (from: number, to: number) => {
    const index = lowerBound(times, from);
    return index < times.length && times[index]! < to;
  };
  const firstYear = new Date(times[0]! * 60000).getUTCFullYear();
  const lastYear = new Date(times[times.length - 1]! * 60000).getUTCFullYear();
  const years: DaylightYear[] = [];
  const signs: string[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const { spring, autumn } = changeDays(year);
    let skipped = 2;
    const hole = (hour: number) =>
      any(spring + (hour - 1) * 60, spring + hour * 60) &&
      !any(spring + hour * 60, spring + (hour + 1) * 60) &&
      any(spring + (hour + 1) * 60, spring + (hour + 2) * 60);
    if (hole(2)) signs.push(`no 02:00 hour on ${dateOf(spring)}`);
    else if (hole(3)) {
      skipped = 3;
      signs.push(`no 03:00 hour on ${dateOf(spring)}`);
    }
    let repeated = 1;
    const again = readings.find((reading) => reading.pass > 0 && reading.time >= autumn + 60 && reading.time < autumn + 180);
    if (again) {
      repeated = Math.floor((again.time - autumn) / 60);
      signs.push(`the ${String(repeated).padStart(2, '0')}:00 hour repeats on ${dateOf(autumn)}`);
    }
    years.push({ start: spring + skipped * 60, repeat: autumn + repeated * 60 });
  }

  if (signs.length === 0) {
    for (const reading of readings) reading.std = reading.time;
    return {
      note: 'The clock times show no daylight saving (no hour missing in March, none repeated in November): they are read as standard time.',
      labelOf: (std) => formatMinutes(std),
    };
  }
  for (const reading of readings) {
    const t = reading.time;
    reading.std = t;
    for (const year of years) {
      if (t >= year.start && (t < year.repeat || (t < year.repeat + 60 && reading.pass === 0))) reading.std = t - 60;
    }
  }
  return {
    note: `The clock times follow US daylight saving (${signs.join('; ')}): daylight times were moved back one hour to standard time, the repeated hour's second pass being standard time.`,
    labelOf: (std) => formatMinutes(years.some((year) => std >= year.start && std < year.repeat) ? std + 60 : std),
  };
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
}
