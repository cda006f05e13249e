import { FIRST_DAY_OF_MONTH } from '../../typicalYear.ts';
import { intervalsPerYear, type IntervalMinutes } from '../model.ts';
import { EMPTY, ORIGINAL, type Timeline } from './gaps.ts';
import { DAY } from './timestamps.ts';

/*
 * The typical year: the file's days placed on it by month and day (other years' days moved onto
 * the majority year's weekdays), then its slots turned into the result's intervals.
 */

interface Typical {
  year: number;
  energy: Float64Array;
  state: Uint8Array;
  /** Slots of the typical year that no day of the file reached. */
  emptyBeforeFill: number;
  notes: string[];
}

export function mapOntoTypicalYear(timeline: Timeline, fine: number): Typical {
  const perDay = DAY / fine;
  const days = timeline.state.length / perDay;
  const info = Array.from({ length: days }, (_, index) => {
    const date = new Date((timeline.base + index * DAY) * 60000);
    let original = 0;
    for (let slot = index * perDay; slot < (index + 1) * perDay; slot++) if (timeline.state[slot] === ORIGINAL) original++;
    return { index, year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay(), original };
  });
  const daysPerYear = new Map<number, number>();
  for (const day of info) if (day.original > 0) daysPerYear.set(day.year, (daysPerYear.get(day.year) ?? 0) + 1);
  let year = 0;
  for (const [candidate, count] of daysPerYear) {
    const best = daysPerYear.get(year) ?? -1;
    if (count > best || (count === best && candidate > year)) year = candidate;
  }

  const energy = new Float64Array(365 * perDay);
  const state = new Uint8Array(365 * perDay);
  const taken = new Uint8Array(365);
  const moved = new Map<number, { count: number; shifts: Set<number> }>();
  const lost: string[] = [];
  let leapDay = '';
  const order = [...info.filter((day) => day.year === year), ...info.filter((day) => day.year !== year)];
  for (const day of order) {
    const hasData = timeline.state.subarray(day.index * perDay, (day.index + 1) * perDay).some((state) => state !== EMPTY);
    if (!hasData) continue;
    const dateText = `${day.year}-${String(day.month + 1).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
    if (day.month === 1 && day.day === 29) {
      leapDay = dateText;
      continue;
    }
    let target = FIRST_DAY_OF_MONTH[day.month]! + day.day - 1;
    if (day.year !== year) {
      const weekdayThere = new Date(Date.UTC(year, day.month, day.day)).getUTCDay();
      let shift = (((day.weekday - weekdayThere) % 7) + 7) % 7;
      if (shift > 3) shift -= 7;
      target += shift;
      if (shift !== 0) {
        const entry = moved.get(day.year) ?? { count: 0, shifts: new Set<number>() };
        entry.count++;
        entry.shifts.add(shift);
        moved.set(day.year, entry);
      }
    }
    if (target < 0 || target >= 365 || taken[target]) {
      lost.push(dateText);
      continue;
    }
    taken[target] = 1;
    energy.set(timeline.energy.subarray(day.index * perDay, (day.index + 1) * perDay), target * perDay);
    state.set(timeline.state.subarray(day.index * perDay, (day.index + 1) * perDay), target * perDay);
  }

  const notes = [`Weekdays follow ${year}'s calendar, the year holding most of the file's days.`];
  for (const [other, { count, shifts }] of [...moved].sort((a, b) => a[0] - b[0])) {
    const amounts = [...shifts]
      .sort((a, b) => a - b)
      .map((shift) => `${Math.abs(shift)} ${Math.abs(shift) === 1 ? 'day' : 'days'} ${shift > 0 ? 'later' : 'earlier'}`);
    notes.push(
      `${count} days of ${other} were moved ${amounts.join(' or ')} onto the same weekdays in ${year}'s calendar, as NREL's REopt aligns load years.`,
    );
  }
  if (lost.length > 0)
    notes.push(
      `${lost.length} moved ${lost.length === 1 ? 'day' : 'days'} (${lost.slice(0, 3).join(', ')}${lost.length > 3 ? '…' : ''}) fell on a day the file already covers, or outside the year, and ${lost.length === 1 ? 'was' : 'were'} dropped.`,
    );
  if (leapDay) notes.push(`${leapDay} was dropped: the typical year has no 29 February.`);
  const emptyBeforeFill = state.reduce((count, value) => count + (value === EMPTY ? 1 : 0), 0);
  return { year, energy, state, emptyBeforeFill, notes };
}

export function toResult(
  energy: Float64Array,
  state: Uint8Array,
  fine: number,
  minutes: IntervalMinutes,
): { loadKW: number[]; filled: number } {
  const count = intervalsPerYear(minutes);
  const loadKW = new Array<number>(count);
  let filled = 0;
  if (fine <= minutes) {
    const per = minutes / fine;
    for (let index = 0; index < count; index++) {
      let sum = 0;
      let estimated = false;
      for (let slot = index * per; slot < (index + 1) * per; slot++) {
        sum += energy[slot]!;
        if (state[slot] !== ORIGINAL) estimated = true;
      }
      loadKW[index] = (sum * 60) / minutes;
      if (estimated) filled++;
    }
  } else {
    const per = fine / minutes;
    for (let index = 0; index < count; index++) {
      const slot = Math.floor(index / per);
      loadKW[index] = (energy[slot]! * 60) / fine;
      if (state[slot] !== ORIGINAL) filled++;
    }
  }
  return { loadKW, filled };
}
