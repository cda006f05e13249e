import { counted } from './counts.ts';
import type { Reading } from './reading.ts';
import { DAY, formatMinutes } from './timestamps.ts';

/*
 * The file's own timeline: duplicates, gaps, short gaps interpolated; then, on the typical year,
 * the longer gaps filled from other weeks; and the notes that report them.
 */

/** A run of intervals: where it starts, as the file writes times ('YYYY-MM-DD HH:MM', local time), and how many of the file's intervals long. */
export interface IntervalRange {
  start: string;
  intervals: number;
}

/** Runs of missing or repeated intervals: `count` intervals in all, in `rangeCount` runs, the first `ranges` of them listed. */
export interface IntervalReport {
  count: number;
  rangeCount: number;
  ranges: IntervalRange[];
}

const WEEK = 7 * DAY;
/** Gaps this long or shorter are interpolated; longer ones copy another week. */
const SHORT_GAP_MINUTES = 120;
/** Runs listed in a report (the totals count them all). */
const LISTED_RANGES = 10;

export const EMPTY = 0;
export const ORIGINAL = 1;
const ESTIMATED = 2;

export interface Timeline {
  /** Midnight (standard time) of the timeline's first day. */
  base: number;
  /** kWh in each `fine`-minute slot, and whether it is EMPTY, ORIGINAL or ESTIMATED. */
  energy: Float64Array;
  state: Uint8Array;
  gaps: IntervalReport;
  /** Gaps interpolated, in the file's intervals. */
  interpolated: number;
  duplicates: IntervalReport;
}

export function placeOnTimeline(
  readings: Reading[],
  fine: number,
  labelOf: (std: number, offset: number | null) => string,
  sourceMinutes: number,
): Timeline {
  let first = Infinity;
  let end = -Infinity;
  for (const reading of readings) {
    first = Math.min(first, reading.std);
    end = Math.max(end, reading.std + reading.minutes);
  }
  const base = Math.floor(first / DAY) * DAY;
  const slots = Math.ceil((end - base) / DAY) * (DAY / fine);
  const energy = new Float64Array(slots);
  const state = new Uint8Array(slots);
  const owner = new Int32Array(slots).fill(-1);
  const duplicates = new RangeCollector();
  let previousDuplicate: Reading | null = null;
  readings.forEach((reading, index) => {
    const from = Math.floor((reading.std - base) / fine);
    const count = reading.minutes / fine;
    let taken = false;
    for (let slot = from; slot < from + count; slot++) if (state[slot] !== EMPTY) taken = true;
    if (taken) {
      const continues = previousDuplicate !== null && previousDuplicate.std + previousDuplicate.minutes === reading.std;
      duplicates.add(formatMinutes(reading.time + (reading.offset ?? 0)), 1, continues);
      previousDuplicate = reading;
      return;
    }
    for (let slot = from; slot < from + count; slot++) {
      energy[slot] = (reading.value * fine) / reading.minutes;
      state[slot] = ORIGINAL;
      owner[slot] = index;
    }
  });

  const gaps = new RangeCollector();
  let interpolated = 0;
  const firstSlot = state.indexOf(ORIGINAL);
  const lastSlot = state.lastIndexOf(ORIGINAL);
  for (let slot = firstSlot; slot <= lastSlot; slot++) {
    if (state[slot] !== EMPTY) continue;
    let after = slot;
    while (state[after] === EMPTY) after++;
    const length = after - slot;
    const intervals = Math.ceil((length * fine) / sourceMinutes);
    const before = readings[owner[slot - 1]!]!;
    gaps.add(labelOf(base + slot * fine, before.offset), intervals, false);
    if (length * fine <= SHORT_GAP_MINUTES) {
      const left = energy[slot - 1]!;
      const right = energy[after]!;
      for (let step = 1; step <= length; step++) {
        energy[slot + step - 1] = left + ((right - left) * step) / (length + 1);
        state[slot + step - 1] = ESTIMATED;
      }
      interpolated += intervals;
    }
    slot = after;
  }
  return { base, energy, state, gaps: gaps.report(), interpolated, duplicates: duplicates.report() };
}

class RangeCollector {
  private count = 0;
  private readonly ranges: IntervalRange[] = [];
  private rangeCount = 0;

  add(start: string, intervals: number, continuesLast: boolean): void {
    this.count += intervals;
    if (continuesLast) {
      if (this.rangeCount <= LISTED_RANGES) this.ranges[this.ranges.length - 1]!.intervals += intervals;
      return;
    }
    this.rangeCount++;
    if (this.ranges.length < LISTED_RANGES) this.ranges.push({ start, intervals });
  }

  report(): IntervalReport {
    return { count: this.count, rangeCount: this.rangeCount, ranges: this.ranges };
  }
}

/** Fills EMPTY slots with the same time one week earlier (chaining through a long gap), then one week later; returns how many. */
export function fillFromOtherWeeks(energy: Float64Array, state: Uint8Array, fine: number): number {
  const week = WEEK / fine;
  let filled = 0;
  for (let slot = week; slot < state.length; slot++) {
    if (state[slot] === EMPTY && state[slot - week] !== EMPTY) {
      energy[slot] = energy[slot - week]!;
      state[slot] = ESTIMATED;
      filled++;
    }
  }
  for (let slot = state.length - 1 - week; slot >= 0; slot--) {
    if (state[slot] === EMPTY && state[slot + week] !== EMPTY) {
      energy[slot] = energy[slot + week]!;
      state[slot] = ESTIMATED;
      filled++;
    }
  }
  return filled;
}

export function describeGaps(gaps: IntervalReport, sourceMinutes: number): string {
  return `${counted(gaps.count, `missing ${sourceMinutes}-minute interval`)} in ${counted(gaps.rangeCount, 'gap')}, the first from ${gaps.ranges[0]!.start}`;
}

/** Where the runs start and how many intervals each holds: '2023-05-02 00:00 (48), …'. */
const listRanges = (report: IntervalReport) =>
  report.ranges.map((range) => `${range.start} (${range.intervals})`).join(', ') + (report.rangeCount > report.ranges.length ? ', …' : '');

export function gapNotes(
  timeline: Timeline,
  emptyBeforeFill: number,
  filledFromWeeks: number,
  fine: number,
  sourceMinutes: number,
): string[] {
  const notes: string[] = [];
  const { gaps, duplicates } = timeline;
  if (gaps.count > 0) {
    notes.push(
      `Missing: ${counted(gaps.count, 'interval')} of ${sourceMinutes} minutes, in ${counted(gaps.rangeCount, 'gap')} (start, intervals): ${listRanges(gaps)}.` +
        (timeline.interpolated > 0
          ? ` ${counted(timeline.interpolated, 'interval')}, in gaps of up to 2 hours, ${timeline.interpolated === 1 ? 'was' : 'were'} interpolated between the intervals either side.`
          : ''),
    );
  }
  if (filledFromWeeks > 0 && emptyBeforeFill > 0)
    notes.push(
      `${counted((emptyBeforeFill * fine) / 60, 'hour')} of the year without data (gaps longer than 2 hours, days the file does not reach) take the values of the same time one week earlier, or one week later where there is no earlier week.`,
    );
  if (duplicates.count > 0)
    notes.push(
      `Given twice without a daylight-saving reason: ${counted(duplicates.count, 'interval')} (start, intervals): ${listRanges(duplicates)}; the first value of each was kept.`,
    );
  return notes;
}
