import type { IntervalMinutes } from '../model.ts';
import { LoadFileError, type Reading } from './reading.ts';

/* The readings put in order: their distinct start times, channels added up, interval lengths. */

/** Interval lengths taken from a file (minutes): each divides the next coarser one. */
const SOURCE_MINUTES = [5, 15, 30, 60];

/** The distinct start times, ascending. */
export function uniqueTimes(readings: Reading[]): Float64Array {
  const times = new Float64Array(readings.length);
  for (let index = 0; index < readings.length; index++) times[index] = readings[index]!.time;
  times.sort();
  let count = 0;
  for (let index = 0; index < times.length; index++) if (count === 0 || times[index] !== times[count - 1]) times[count++] = times[index]!;
  return times.subarray(0, count);
}

/** The first index of a sorted array whose value is at least `value`. */
export function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Newest-first exports are turned around, so that "first" means earliest for repeated hours and duplicates. */
export function orderChronologically(readings: Reading[]): Reading[] {
  if (readings.length > 1 && readings[readings.length - 1]!.time < readings[0]!.time) return [...readings].reverse();
  return readings;
}

/** Where `value` is in the sorted distinct times, looking first at `hint` and the next one: readings mostly come in order. */
function locate(times: Float64Array, value: number, hint: number): number {
  if (times[hint] === value) return hint;
  if (times[hint + 1] === value) return hint + 1;
  return lowerBound(times, value);
}

/** Counts each label's passes per channel, then adds the channels' readings of the same label and pass. */
export function combineChannels(readings: Reading[], times: Float64Array): Reading[] {
  let channels = 1;
  for (const reading of readings) if (reading.channel >= channels) channels = reading.channel + 1;
  const passes = new Uint32Array(times.length * channels);
  let at = 0;
  for (const reading of readings) {
    at = locate(times, reading.time, at);
    reading.pass = passes[at * channels + reading.channel]!++;
  }
  if (channels === 1) return readings;
  const firstPasses = new Array<Reading | undefined>(times.length);
  const laterPasses = new Map<string, Reading>();
  const combined: Reading[] = [];
  at = 0;
  for (const reading of readings) {
    at = locate(times, reading.time, at);
    const key = `${at}/${reading.pass}`;
    const sum = reading.pass === 0 ? firstPasses[at] : laterPasses.get(key);
    if (!sum) {
      const copy = { ...reading, channel: 0 };
      combined.push(copy);
      if (reading.pass === 0) firstPasses[at] = copy;
      else laterPasses.set(key, copy);
    } else if (Number.isNaN(sum.value)) sum.value = reading.value;
    else if (!Number.isNaN(reading.value)) sum.value += reading.value;
  }
  return combined;
}

/**
 * Lengths the file does not state (or states as something other than 5, 15, 30 or 60 minutes):
 * the step to the next later start time, or at a gap the step from the one before, or else the
 * file's most common step.
 */
export function inferMinutes(readings: Reading[], times: Float64Array): void {
  const steps = new Float64Array(times.length);
  const counts = new Map<number, number>();
  for (let index = 0; index + 1 < times.length; index++) {
    const step = times[index + 1]! - times[index]!;
    if (SOURCE_MINUTES.includes(step)) counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  let usual = 0;
  for (const [step, count] of counts) if (usual === 0 || count > counts.get(usual)!) usual = step;
  for (let index = 0; index < times.length; index++) {
    const after = index + 1 < times.length ? times[index + 1]! - times[index]! : 0;
    const before = index > 0 ? times[index]! - times[index - 1]! : 0;
    steps[index] = SOURCE_MINUTES.includes(after) ? after : SOURCE_MINUTES.includes(before) ? before : usual;
  }
  let at = 0;
  for (const reading of readings) {
    if (SOURCE_MINUTES.includes(reading.minutes)) continue;
    at = locate(times, reading.time, at);
    const step = steps[at]!;
    if (step === 0)
      throw new LoadFileError(`Line ${reading.line}: cannot tell the interval length; expected 5-, 15-, 30- or 60-minute intervals`);
    reading.minutes = step;
  }
}

/** The first start and the last end, in standard time. */
export function spanOf(readings: Reading[]): { first: number; end: number } {
  let first = Infinity;
  let end = -Infinity;
  for (const reading of readings) {
    if (reading.std < first) first = reading.std;
    if (reading.std + reading.minutes > end) end = reading.std + reading.minutes;
  }
  return { first, end };
}

/** The interval lengths found (ascending) and the result's: how they were turned into it. */
export function describeResolution(kinds: number[], result: IntervalMinutes, asked: boolean): string {
  const fine = kinds[0]!;
  const coarse = kinds[kinds.length - 1]!;
  const source = kinds.length > 1 ? `${kinds.join('-, ')}-minute intervals (mixed)` : `${fine}-minute intervals`;
  const how = asked ? ', as asked' : '';
  if (fine === result && coarse === result) return `The file has ${source}, kept as they are.`;
  if (coarse <= result) return `The file has ${source}, added up into ${result === 60 ? 'hours' : '15-minute intervals'}${how}.`;
  if (fine >= result) return `The file has ${source}; each one's mean power is repeated over its ${result}-minute intervals${how}.`;
  return `The file has ${source}: finer ones are added up and coarser ones spread evenly into ${result}-minute intervals${how}.`;
}
