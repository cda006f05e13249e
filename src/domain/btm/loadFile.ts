import type { IntervalMinutes } from './model.ts';
import { mapOntoTypicalYear, toResult } from './loadFile/calendar.ts';
import { formatCount } from './loadFile/counts.ts';
import { FORMAT_NAMES, parseLayout } from './loadFile/formats.ts';
import { describeGaps, fillFromOtherWeeks, gapNotes, ORIGINAL, placeOnTimeline, type IntervalReport } from './loadFile/gaps.ts';
import { combineChannels, describeResolution, inferMinutes, orderChronologically, spanOf, uniqueTimes } from './loadFile/intervals.ts';
import { LoadFileError, type LoadFileFormat } from './loadFile/reading.ts';
import { toStandardTime } from './loadFile/standardTime.ts';
import { dateOf, DAY } from './loadFile/timestamps.ts';

/*
 * A site's electricity interval data, as a user uploads it to the behind-the-meter optimizer, read
 * into one year of load on the typical year's calendar (365 days from 1 January 00:00 local
 * standard time). Pure: it takes the file's text.
 *
 * Layouts, recognised from the text:
 * - Green Button "Download My Data" CSV, Opower style (ComEd, PG&E, PECO…): preamble lines, then
 *   `TYPE,DATE,START TIME,END TIME,USAGE,UNITS,COST,NOTES` (or `USAGE (kWh)` without UNITS, or
 *   `IMPORT (kWh),EXPORT (kWh)`: load = import − export). END TIME is the last minute inside the
 *   interval. Rows whose TYPE is not electric (natural gas) are skipped.
 * - SCE "Energy Usage Information": a block per day and channel after `Data for period starting:`,
 *   rows `"<start> to <end>","<kWh>",…`. Load = Delivered − Received for the same interval.
 * - SDG&E: `Meter Number,Date,Start Time,Duration,Consumption,Generation,Net`, M/D/YYYY and
 *   12-hour times. Net if present, else Consumption − Generation; several meters are added up.
 *   Duration is ignored (real exports state 60 on 15-minute rows).
 * - Any CSV (comma, or semicolon or tab with decimal commas) with a header holding a timestamp
 *   column (named like timestamp, datetime, date, time, start, or the first column) — or a date and
 *   a time column — and a value column whose name gives its unit as a word: kW, W or MW (mean
 *   power) or kWh, Wh or MWh (energy in the interval). Timestamps are ISO 8601 ('2023-07-01
 *   14:00', '2023-07-01T14:00:00-07:00', 'Z'), 'YYYY/MM/DD HH:MM' or 'M/D/YYYY h:mm [AM|PM]'. They
 *   mark the interval's start, or its end when the column's name says "end".
 * An empty value cell is a missing reading (a gap); a value that is not a finite number is refused.
 *
 * Interval: each row's length is stated (Green Button END TIME, SCE's "to") or else the step to the
 * next start time (the step before it at a gap). 5-, 15-, 30- and 60-minute rows are taken and may
 * mix (SDG&E switches from hourly to 15-minute). The result is 15-minute when every row is 15
 * minutes or shorter, else hourly, unless the caller asks for one: 5-minute rows are summed into
 * quarters, 30-minute rows into hours, 15-minute rows into hours when hourly is asked; rows longer
 * than the result's interval are spread evenly over it (hourly data asked for at 15 minutes).
 * Values become kW, the mean power over each interval of the result.
 *
 * Time: the result is in local standard time.
 * - Timestamps with a UTC offset (`2023-07-01T14:00:00-07:00`, `Z`): the standard offset is the
 *   smallest (most negative) one in the file, and local standard time is UTC plus that offset. A
 *   file mixing timestamps with and without an offset is refused.
 * - Timestamps without one are local clock time. The data shows US daylight saving (since 2007:
 *   from 02:00 on March's second Sunday to 02:00 on November's first; 1987–2006: April's first
 *   Sunday to October's last) when, on a spring change day, the 02:00 hour has no label while the
 *   hours either side have, or, on an autumn change day, the labels of the 01:00 or the 02:00 hour
 *   repeat (SCE repeats 02:00, others 01:00). Then clock times from the spring change until the
 *   repeated hour are daylight time and move back one hour, the repeated hour's first pass is
 *   daylight time and its second standard time, and later times are standard. A missing 03:00 hour
 *   (02:00 present) on the spring day is taken as the same change labelled an hour late, as SCE
 *   labels the autumn one (a guess: no real spring file of SCE's was seen). Without either sign
 *   (Arizona, Hawaii, data already in standard time) the times are standard time. Other countries'
 *   daylight saving is not recognised.
 *
 * Calendar: an interval lands on the typical year by its month, day and time of day; 29 February
 * is dropped. `year`, the calendar whose weekdays the result follows, is the calendar year holding
 * most of the data's days (the later on a tie). A day of another year moves by the fewest whole
 * days (−3…+3) that put it on the same weekday in `year`'s calendar, as NREL's REopt aligns load
 * years; where a moved day lands on a day the file already covers, the file's own day of `year`
 * wins, and a moved day pushed past 1 January or 31 December is dropped. More than 366 days: the
 * last 365 days are kept.
 *
 * Coverage and gaps: the readings must span at least 335 days (11 months of 30.4 days), or the file
 * is refused. A gap is a run of missing intervals between the first and last reading, reported in
 * the file's own local time. Gaps of up to 2 hours are interpolated linearly between the intervals
 * either side. Every other interval of the typical year without data (longer gaps, days the file
 * does not reach, days left empty by the weekday moves) takes the value at the same time one week
 * earlier, or one week later when there is no earlier week. A file leaving more than 10 % of the
 * year without its own data (short gaps included) is refused. A repeated interval that daylight saving does not explain is a duplicate: the
 * first one is kept.
 */

/*
 * The parts, in ./loadFile: formats.ts recognises the layout and greenButton.ts, sce.ts, sdge.ts
 * and plainCsv.ts read it (with csv.ts and timestamps.ts); intervals.ts orders the readings and
 * works out their lengths; standardTime.ts moves them to standard time; gaps.ts finds and fills
 * the gaps and duplicates; calendar.ts places the days on the typical year.
 */

export { LoadFileError, type LoadFileFormat } from './loadFile/reading.ts';
export type { IntervalRange, IntervalReport } from './loadFile/gaps.ts';

export interface LoadFileResult {
  intervalMinutes: IntervalMinutes;
  /** intervalsPerYear(intervalMinutes) values of mean kW (negative: export), from 1 January 00:00 local standard time. */
  loadKW: number[];
  /** The calendar year whose weekdays the values follow (calendarOf(year)). */
  year: number;
  format: LoadFileFormat;
  /** The file's own interval in minutes (the most common one when it mixes lengths). */
  sourceIntervalMinutes: number;
  /** Sentences for the person who uploaded the file: what was read and everything done to it. */
  notes: string[];
  /**
   * Missing intervals between the file's first and last reading, counted in the file's intervals;
   * `filled`: intervals of the result holding an estimate (interpolated, copied from another week).
   */
  gaps: IntervalReport & { filled: number };
  /** Intervals the file gives twice that daylight saving does not explain; the first was kept. */
  duplicates: IntervalReport;
  annualKWh: number;
  peakKW: number;
}

export interface LoadFileOptions {
  /** The result's interval; by default 15 minutes when the data is that fine, else hourly. */
  intervalMinutes?: IntervalMinutes;
}

/** 11 months of 30.4 days: less than this is not a year of load. */
export const MIN_COVERED_DAYS = 335;
/** Share of the year that may be estimated. */
export const MAX_MISSING_SHARE = 0.1;

/**
 * Reads interval data into a year of load on the typical year's calendar, in local standard time:
 * timestamps with a UTC offset are moved to the file's smallest offset; clock times move back an hour
 * while US daylight saving is in effect, if the file shows it (a missing hour in March, a repeated
 * one in November). The module's comment gives every rule: layouts, intervals, calendar, gaps.
 * Throws a LoadFileError whose message says what to fix.
 */
export function readLoadFile(text: string, options: LoadFileOptions = {}): LoadFileResult {
  // SCE writes no-break spaces around its words; every layout is read with plain ones.
  let clean = text.replace(/^\uFEFF/, '');
  if (clean.includes('\u00A0')) clean = clean.replace(/\u00A0/g, ' ');
  if (clean.includes('\r')) clean = clean.replace(/\r\n?/g, '\n');
  const lines = clean.split('\n');
  const parsed = parseLayout(lines);
  const notes = [...parsed.notes];
  if (parsed.readings.length === 0) throw new LoadFileError('The file has a header but no electricity intervals under it');
  const times = uniqueTimes(parsed.readings);
  const readings = combineChannels(orderChronologically(parsed.readings), times);
  const withOffset = readings.find((reading) => reading.offset !== null);
  const without = withOffset && readings.find((reading) => reading.offset === null);
  // UTC instants and clock times cannot be put on one line of time.
  if (without) throw new LoadFileError(`Line ${without.line}: this timestamp has no UTC offset, but line ${withOffset.line}'s has one`);
  inferMinutes(readings, times);
  for (const reading of readings) {
    if (parsed.power) reading.value = (reading.value * reading.minutes) / 60;
    if (parsed.labelsAreEnds) reading.time -= reading.minutes;
  }
  const clock = toStandardTime(readings, parsed.labelsAreEnds ? uniqueTimes(readings) : times);
  notes.push(clock.note);

  let valued = readings.filter((reading) => !Number.isNaN(reading.value));
  if (valued.length === 0) throw new LoadFileError('Every value cell in the file is empty');
  let { first, end } = spanOf(valued);
  const firstDay = Math.floor(first / DAY);
  const lastDay = Math.floor((end - 1) / DAY);
  if (lastDay - firstDay + 1 > 366) {
    const cutoff = (lastDay - 364) * DAY;
    valued = valued.filter((reading) => reading.std >= cutoff);
    notes.push(
      `The file covers ${lastDay - firstDay + 1} days (${dateOf(firstDay * DAY)} to ${dateOf(lastDay * DAY)}); its last 365 days, from ${dateOf(cutoff)}, are used.`,
    );
    ({ first, end } = spanOf(valued));
  }
  const coveredDays = (end - first) / DAY;
  if (coveredDays < MIN_COVERED_DAYS) {
    const firstLabel = clock.labelOf(first, valued[0]!.offset);
    const lastLabel = clock.labelOf(end - 1, valued[valued.length - 1]!.offset);
    throw new LoadFileError(
      `The file covers ${Math.floor(coveredDays)} days (${firstLabel.slice(0, 10)} to ${lastLabel.slice(0, 10)}); the optimizer needs a year of intervals (at least ${MIN_COVERED_DAYS} days)`,
    );
  }

  const lengths = new Map<number, number>();
  for (const reading of valued) lengths.set(reading.minutes, (lengths.get(reading.minutes) ?? 0) + 1);
  const kinds = [...lengths.keys()].sort((a, b) => a - b);
  const fine = kinds[0]!;
  const coarse = kinds[kinds.length - 1]!;
  const sourceIntervalMinutes = kinds.reduce((best, kind) => (lengths.get(kind)! > lengths.get(best)! ? kind : best));
  const intervalMinutes: IntervalMinutes = options.intervalMinutes ?? (coarse <= 15 ? 15 : 60);
  notes.push(describeResolution(kinds, intervalMinutes, options.intervalMinutes !== undefined));

  const timeline = placeOnTimeline(valued, fine, clock.labelOf, sourceIntervalMinutes);
  const typical = mapOntoTypicalYear(timeline, fine);
  notes.push(...typical.notes);

  const slots = typical.state.length;
  const missing = typical.state.reduce((count, state) => count + (state === ORIGINAL ? 0 : 1), 0);
  if (missing / slots > MAX_MISSING_SHARE) {
    const gapText = timeline.gaps.count > 0 ? `, ${describeGaps(timeline.gaps, sourceIntervalMinutes)}` : '';
    throw new LoadFileError(
      `The file leaves ${((missing / slots) * 100).toFixed(1)} % of the year without data (${formatCount((missing * fine) / 60)} hours${gapText}); the optimizer estimates at most ${MAX_MISSING_SHARE * 100} %: upload a more complete export`,
    );
  }
  const filledElsewhere = fillFromOtherWeeks(typical.energy, typical.state, fine);
  notes.push(...gapNotes(timeline, typical.emptyBeforeFill, filledElsewhere, fine, sourceIntervalMinutes));

  const { loadKW, filled } = toResult(typical.energy, typical.state, fine, intervalMinutes);
  const hours = intervalMinutes / 60;
  let annualKWh = 0;
  let peakKW = -Infinity;
  for (const kW of loadKW) {
    annualKWh += kW * hours;
    if (kW > peakKW) peakKW = kW;
  }
  notes.unshift(
    `${FORMAT_NAMES[parsed.format]}: ${formatCount(valued.length)} intervals from ${clock.labelOf(first, valued[0]!.offset).slice(0, 10)} to ${clock.labelOf(end - 1, valued[valued.length - 1]!.offset).slice(0, 10)}, ${formatCount(annualKWh)} kWh in the year.`,
  );
  return {
    intervalMinutes,
    loadKW,
    year: typical.year,
    format: parsed.format,
    sourceIntervalMinutes,
    notes,
    gaps: { ...timeline.gaps, filled },
    duplicates: timeline.duplicates,
    annualKWh,
    peakKW,
  };
}
