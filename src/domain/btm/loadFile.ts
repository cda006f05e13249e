import { FIRST_DAY_OF_MONTH } from '../typicalYear.ts';
import { intervalsPerYear, type IntervalMinutes } from './model.ts';

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

/** A file that cannot be read into a year of load; the message says what to fix, with the line when there is one. */
export class LoadFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoadFileError';
  }
}

export type LoadFileFormat = 'green-button' | 'sce' | 'sdge' | 'plain';

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

const DAY = 1440;
const WEEK = 7 * DAY;
/** Interval lengths taken from a file (minutes): each divides the next coarser one. */
const SOURCE_MINUTES = [5, 15, 30, 60];
/** 11 months of 30.4 days: less than this is not a year of load. */
export const MIN_COVERED_DAYS = 335;
/** Share of the year that may be estimated. */
export const MAX_MISSING_SHARE = 0.1;
/** Gaps this long or shorter are interpolated; longer ones copy another week. */
const SHORT_GAP_MINUTES = 120;
/** Runs listed in a report (the totals count them all). */
const LISTED_RANGES = 10;
/** How far into a file its header is looked for. */
const HEADER_SEARCH_LINES = 200;

const NOT_FOUND =
  'Could not find the interval data: expected a Green Button export (Opower, SCE or SDG&E layout) or a CSV with a timestamp column and a kW or kWh column';

/** One reading as the file gives it, and later where it falls in standard time. */
interface Reading {
  /** The interval's start as written, in minutes since 1970-01-01 00:00 read as UTC: local clock time, or UTC when `offset` is set. */
  time: number;
  /** The UTC offset written with the timestamp, in minutes (−420 for −07:00); null for local clock time. */
  offset: number | null;
  /** Interval length in minutes: stated by the file, or 0 until worked out from the next start. */
  minutes: number;
  /** kWh in the interval (kW of mean power for a power column); NaN for an empty cell. */
  value: number;
  /** 1-based line in the file. */
  line: number;
  /** Series whose readings add up to the load: delivered and received channels, meters. */
  channel: number;
  /** How many earlier readings of the same channel carry the same label (a repeated hour). */
  pass: number;
  /** Start in local standard time, minutes since 1970-01-01 read as UTC. */
  std: number;
}

interface Parsed {
  format: LoadFileFormat;
  readings: Reading[];
  /** Values are mean kW rather than kWh. */
  power: boolean;
  /** Timestamps mark the interval's end. */
  labelsAreEnds: boolean;
  notes: string[];
}

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

const FORMAT_NAMES: Record<LoadFileFormat, string> = {
  'green-button': 'Green Button export (Opower layout)',
  sce: 'SCE Energy Usage Information export',
  sdge: 'SDG&E Green Button export',
  plain: 'CSV of timestamps and values',
};

// ---------------------------------------------------------------------------------------------
// Layouts

function parseLayout(lines: string[]): Parsed {
  const searched = Math.min(lines.length, HEADER_SEARCH_LINES);
  for (let index = 0; index < searched; index++) {
    if (/^"?data for period starting:/i.test(lines[index]!.trim())) return parseSce(lines);
  }
  for (let index = 0; index < searched; index++) {
    const line = lines[index]!;
    if (!line.includes(',')) continue;
    const names = splitCells(line, ',').map(headerName);
    if (names.includes('type') && names.includes('date') && names.includes('start time')) return parseGreenButton(lines, index, names);
    if (names.includes('meter number') && names.includes('start time') && (names.includes('net') || names.includes('consumption')))
      return parseSdge(lines, index, names);
  }
  return parsePlain(lines);
}

/** The comma-separated rows below the header that reach column `lastNeeded`, with their 1-based line numbers. */
function* rowsAfter(lines: string[], headerIndex: number, lastNeeded: number): Generator<{ cells: string[]; line: number }> {
  for (let index = headerIndex + 1; index < lines.length; index++) {
    const text = lines[index]!;
    if (text.trim() === '') continue;
    const cells = splitCells(text, ',');
    if (cells.length > lastNeeded) yield { cells, line: index + 1 };
  }
}

/** A utility export's interval start from its date and start-time columns. */
function startOf(cells: string[], date: number, start: number, line: number) {
  const stamp = parseTimestamp(`${cells[date]} ${cells[start]}`);
  if (!stamp?.hasTime) throw new LoadFileError(`Line ${line}: '${cells[date]} ${cells[start]}' is not a date and start time`);
  return stamp;
}

const headerName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

function parseGreenButton(lines: string[], headerIndex: number, names: string[]): Parsed {
  const column = (test: (name: string) => boolean) => names.findIndex(test);
  const type = column((name) => name === 'type');
  const date = column((name) => name === 'date');
  const start = column((name) => name === 'start time');
  const end = column((name) => name === 'end time');
  const usage = column((name) => name.startsWith('usage'));
  const imported = column((name) => name.startsWith('import'));
  const exported = column((name) => name.startsWith('export'));
  const units = column((name) => name === 'units');
  if (usage < 0 && imported < 0) throw new LoadFileError(`Line ${headerIndex + 1}: the header has no USAGE or IMPORT column`);
  const headerUnit = usage >= 0 ? unitInName(names[usage]!) : unitInName(names[imported]!);
  const readings: Reading[] = [];
  let skipped = 0;
  // Rows repeat one TYPE: test it when it changes.
  let lastType: string | undefined;
  let electric = true;
  for (const { cells, line } of rowsAfter(lines, headerIndex, start)) {
    if (cells[type] !== lastType) {
      lastType = cells[type]!;
      electric = lastType === '' || /electric/i.test(lastType);
    }
    if (!electric) {
      skipped++;
      continue;
    }
    const stamp = startOf(cells, date, start, line);
    let scale = headerUnit?.factor ?? 1;
    if (units >= 0 && cells[units]) {
      const unit = UNITS[cells[units]!.toLowerCase()];
      if (!unit || unit.power) throw new LoadFileError(`Line ${line}: usage in '${cells[units]}'; expected kWh`);
      scale = unit.factor;
    }
    let value: number;
    if (usage >= 0) value = numberAt(cells[usage], line, 'kWh');
    else {
      const exportedKWh = exported >= 0 ? numberAt(cells[exported], line, 'kWh') : 0;
      value = numberAt(cells[imported], line, 'kWh') - (Number.isNaN(exportedKWh) ? 0 : exportedKWh);
    }
    let minutes = 0;
    const endClock = end >= 0 ? parseClock(cells[end] ?? '') : null;
    if (endClock !== null) minutes = (((endClock - (stamp.time % DAY) + 1) % DAY) + DAY) % DAY;
    readings.push(reading(stamp.time, null, minutes, value * scale, line, 0));
  }
  const notes: string[] = [];
  if (imported >= 0 && usage < 0) notes.push('Load is IMPORT minus EXPORT (net metering): negative values are energy sent to the grid.');
  if (skipped > 0) notes.push(`${counted(skipped, 'row')} that ${skipped === 1 ? 'is' : 'are'} not electricity (natural gas) skipped.`);
  return { format: 'green-button', readings, power: false, labelsAreEnds: false, notes };
}

function parseSce(lines: string[]): Parsed {
  const readings: Reading[] = [];
  let channel = -1;
  let received = false;
  let expectHeader = false;
  const channels = new Set<boolean>();
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!.trim();
    if (text === '') continue;
    if (/^"?data for period starting:/i.test(text)) {
      expectHeader = true;
      continue;
    }
    if (expectHeader) {
      expectHeader = false;
      received = /received/i.test(text);
      channel = received ? 1 : 0;
      channels.add(received);
      continue;
    }
    if (channel < 0) continue;
    const cells = splitCells(text, ',');
    const period = /^(.+?)\s+to\s+(.+)$/i.exec(cells[0]!);
    if (!period) continue;
    const line = index + 1;
    const start = parseTimestamp(period[1]!);
    const end = parseTimestamp(period[2]!);
    if (!start?.hasTime || !end?.hasTime) throw new LoadFileError(`Line ${line}: '${cells[0]}' is not a period of two dates and times`);
    const value = numberAt(cells[1], line, 'kWh');
    readings.push(reading(start.time, null, end.time - start.time, received ? -value : value, line, channel));
  }
  if (readings.length === 0) throw new LoadFileError(NOT_FOUND);
  const notes = channels.has(true)
    ? ['Load is energy delivered minus energy received (net metering): negative values are energy sent to the grid.']
    : [];
  return { format: 'sce', readings, power: false, labelsAreEnds: false, notes };
}

function parseSdge(lines: string[], headerIndex: number, names: string[]): Parsed {
  const meter = names.indexOf('meter number');
  const date = names.indexOf('date');
  const start = names.indexOf('start time');
  const consumption = names.indexOf('consumption');
  const generation = names.indexOf('generation');
  const net = names.indexOf('net');
  const meters = new Map<string, number>();
  const readings: Reading[] = [];
  for (const { cells, line } of rowsAfter(lines, headerIndex, start)) {
    const stamp = startOf(cells, date, start, line);
    let value: number;
    if (net >= 0 && cells[net] !== undefined && cells[net] !== '') value = numberAt(cells[net], line, 'kWh');
    else {
      const generated = generation >= 0 ? numberAt(cells[generation], line, 'kWh') : 0;
      value = numberAt(cells[consumption], line, 'kWh') - (Number.isNaN(generated) ? 0 : generated);
    }
    const id = cells[meter] ?? '';
    let channel = meters.get(id);
    if (channel === undefined) meters.set(id, (channel = meters.size));
    readings.push(reading(stamp.time, null, 0, value, line, channel));
  }
  const notes = [
    generation >= 0 || net >= 0 ? 'Load is the net of consumption and generation: negative values are energy sent to the grid.' : '',
    meters.size > 1 ? `The file holds ${meters.size} meters (${[...meters.keys()].join(', ')}); their load is added up.` : '',
  ].filter(Boolean);
  return { format: 'sdge', readings, power: false, labelsAreEnds: false, notes };
}

interface Unit {
  power: boolean;
  factor: number;
  name: string;
}

const UNITS: Record<string, Unit> = {
  kw: { power: true, factor: 1, name: 'kW' },
  w: { power: true, factor: 0.001, name: 'W' },
  mw: { power: true, factor: 1000, name: 'MW' },
  kwh: { power: false, factor: 1, name: 'kWh' },
  wh: { power: false, factor: 0.001, name: 'Wh' },
  mwh: { power: false, factor: 1000, name: 'MWh' },
};

/** The unit a column's name gives as a word of its own: 'kW', 'load_kw', 'Demand (kW)', 'Usage (kWh)'. */
function unitInName(name: string): Unit | undefined {
  for (const word of name.toLowerCase().split(/[^a-z]+/)) {
    const unit = UNITS[word];
    if (unit) return unit;
  }
  return undefined;
}

const TIME_NAME = /time|date|stamp|period|interval|start|end|hour|reading/i;

function parsePlain(lines: string[]): Parsed {
  let unitless: { line: number; name: string } | null = null;
  let dateOnly: { line: number; text: string } | null = null;
  const searched = Math.min(lines.length, HEADER_SEARCH_LINES);
  for (let index = 0; index < searched; index++) {
    const text = lines[index]!;
    const delimiter = [',', ';', '\t'].find((candidate) => text.includes(candidate));
    if (!delimiter) continue;
    const names = splitCells(text, delimiter);
    const valueColumn = names.findIndex((name) => unitInName(name) !== undefined);
    const dateColumn = names.findIndex((name, column) => column !== valueColumn && TIME_NAME.test(name));
    const stampColumn = dateColumn >= 0 ? dateColumn : valueColumn === 0 ? -1 : 0;
    if (stampColumn < 0) continue;
    const timeColumn = /^date$/i.test(names[stampColumn]!.trim())
      ? names.findIndex((name, column) => column !== stampColumn && column !== valueColumn && /^(start )?time$/i.test(name.trim()))
      : -1;
    const stampOf = (cells: string[]) =>
      parseTimestamp(timeColumn >= 0 ? `${cells[stampColumn]} ${cells[timeColumn]}` : cells[stampColumn]!);
    let nextIndex = index + 1;
    while (nextIndex < lines.length && lines[nextIndex]!.trim() === '') nextIndex++;
    const next = lines[nextIndex];
    if (next === undefined) continue;
    const firstStamp = stampOf(splitCells(next, delimiter));
    if (firstStamp && !firstStamp.hasTime && valueColumn >= 0) dateOnly ??= { line: nextIndex + 1, text: next.trim() };
    if (!firstStamp?.hasTime) continue;
    if (valueColumn < 0) {
      unitless ??= { line: index + 1, name: names.find((_, column) => column !== stampColumn) ?? '' };
      continue;
    }
    const unit = unitInName(names[valueColumn]!)!;
    const readings: Reading[] = [];
    for (let row = index + 1; row < lines.length; row++) {
      const rowText = lines[row]!;
      if (rowText.trim() === '') continue;
      const cells = splitCells(rowText, delimiter);
      const line = row + 1;
      const stamp = stampOf(cells);
      if (!stamp?.hasTime) {
        const written = timeColumn >= 0 ? `${cells[stampColumn]} ${cells[timeColumn] ?? ''}` : cells[stampColumn];
        throw new LoadFileError(`Line ${line}: '${written}' is not a date and time`);
      }
      // With ';' or tab between cells, a comma is the decimal separator (1,25 is 1.25).
      const cell = delimiter === ',' ? cells[valueColumn] : cells[valueColumn]?.replace(',', '.');
      const value = numberAt(cell, line, unit.name) * unit.factor;
      readings.push(reading(stamp.time, stamp.offset, 0, value, line, 0));
    }
    const labelsAreEnds = /(^|[^a-z])end/i.test(names[stampColumn]!);
    const notes = [
      `Values from the column '${names[valueColumn]}', read as ${unit.power ? `${unit.name} of mean power` : `${unit.name} of energy per interval`}${labelsAreEnds ? '; timestamps mark the end of each interval' : ''}.`,
    ];
    return { format: 'plain', readings, power: unit.power, labelsAreEnds, notes };
  }
  if (dateOnly)
    throw new LoadFileError(
      `Line ${dateOnly.line}: '${dateOnly.text}' gives a day without a time: the optimizer needs interval data (15-, 30- or 60-minute readings), not daily totals`,
    );
  if (unitless)
    throw new LoadFileError(
      `Line ${unitless.line}: the column '${unitless.name}' does not say its unit: name it kW (mean power) or kWh (energy per interval), e.g. 'timestamp,kW'`,
    );
  throw new LoadFileError(NOT_FOUND);
}

const reading = (time: number, offset: number | null, minutes: number, value: number, line: number, channel: number): Reading => ({
  time,
  offset,
  minutes,
  value,
  line,
  channel,
  pass: 0,
  std: 0,
});

// ---------------------------------------------------------------------------------------------
// Cells, numbers, timestamps

/** Splits a CSV line, with double-quoted cells ("" inside is a quote). Every layout here keeps a row on one line. */
function splitCells(line: string, delimiter: string): string[] {
  if (!line.includes('"')) {
    const cells = line.split(delimiter);
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index]!;
      if (cell.charCodeAt(0) <= 32 || cell.charCodeAt(cell.length - 1) <= 32) cells[index] = cell.trim();
    }
    return cells;
  }
  const cells: string[] = [];
  let index = 0;
  while (index <= line.length) {
    while (line[index] === ' ') index++;
    if (line[index] === '"') {
      let cell = '';
      let from = index + 1;
      for (;;) {
        const quote = line.indexOf('"', from);
        if (quote < 0) {
          cell += line.slice(from);
          index = line.length;
          break;
        }
        cell += line.slice(from, quote);
        if (line[quote + 1] === '"') {
          cell += '"';
          from = quote + 2;
        } else {
          index = quote + 1;
          break;
        }
      }
      const next = line.indexOf(delimiter, index);
      cells.push(cell.trim());
      if (next < 0) break;
      index = next + 1;
    } else {
      const next = line.indexOf(delimiter, index);
      cells.push(line.slice(index, next < 0 ? line.length : next).trim());
      if (next < 0) break;
      index = next + 1;
    }
  }
  return cells;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const THOUSANDS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** A value cell: a finite number, NaN for an empty cell (a missing reading), or a LoadFileError naming the line. */
function numberAt(cell: string | undefined, line: number, unit: string): number {
  const text = (cell ?? '').trim();
  if (text === '') return NaN;
  const plain = THOUSANDS.test(text) ? text.replace(/,/g, '') : text;
  const value = NUMBER.test(plain) ? Number(plain) : NaN;
  if (!Number.isFinite(value)) throw new LoadFileError(`Line ${line}: '${text}' is not a number of ${unit}`);
  return value;
}

const ISO_STAMP =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AP]M)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const US_STAMP = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?)?$/i;

interface Stamp {
  /** Minutes since 1970-01-01 00:00 read as UTC: the written clock time, or UTC when `offset` is set. */
  time: number;
  offset: number | null;
  hasTime: boolean;
}

/** 'YYYY-MM-DD[ T]HH:MM[:SS][Z|±HH:MM]', 'YYYY/MM/DD …', 'M/D/YYYY H:MM[:SS][ AM|PM]'; null when it is none of these or no such date. */
function parseTimestamp(raw: string): Stamp | null {
  const text = raw.trim();
  const fast = parseIsoMinute(text);
  if (fast !== null) return { time: fast, offset: null, hasTime: true };
  let year: number, month: number, day: number;
  let match = ISO_STAMP.exec(text);
  let zone: string | undefined;
  if (match) {
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
    zone = match[8];
  } else {
    match = US_STAMP.exec(text);
    if (!match) return null;
    month = Number(match[1]);
    day = Number(match[2]);
    year = Number(match[3]);
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const date = daysFromCivil(year, month, day) * DAY;
  if (match[4] === undefined) return { time: date, offset: null, hasTime: false };
  const clock = clockMinutes(Number(match[4]), Number(match[5]), match[7]);
  if (clock === null) return null;
  let offset: number | null = null;
  if (zone) {
    if (zone.toUpperCase() === 'Z') offset = 0;
    else {
      const digits = zone.replace(':', '');
      const sign = digits.startsWith('-') ? -1 : 1;
      offset = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0));
    }
  }
  return { time: date + clock - (offset ?? 0), offset, hasTime: true };
}

const digitAt = (text: string, index: number) => text.charCodeAt(index) - 48;
const twoDigits = (text: string, index: number) => {
  const tens = digitAt(text, index);
  const units = digitAt(text, index + 1);
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : NaN;
};

/**
 * The common 'YYYY-MM-DD HH:MM' and 'YYYY-MM-DD HH:MM:SS' (space or T, no offset) read without a
 * regular expression: a year of 15-minute rows is 35,040 of them. Null sends the text to the full parser.
 */
function parseIsoMinute(text: string): number | null {
  if ((text.length !== 16 && text.length !== 19) || text[4] !== '-' || text[7] !== '-' || text[13] !== ':') return null;
  if (text[10] !== ' ' && text[10] !== 'T') return null;
  if (text.length === 19 && (text[16] !== ':' || Number.isNaN(twoDigits(text, 17)))) return null;
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  if (Number.isNaN(year + month + day + hour + minute) || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  return daysFromCivil(year, month, day) * DAY + hour * 60 + minute;
}

/** 'HH:MM' (24-hour, 24:00 allowed) or 'h:mm AM': minutes from midnight, or null. */
function parseClock(text: string): number | null {
  if (text.length === 5 && text[2] === ':') {
    const hour = twoDigits(text, 0);
    const minute = twoDigits(text, 3);
    if (!Number.isNaN(hour + minute)) return clockMinutes(hour, minute, undefined);
  }
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AP]M)?$/i.exec(text.trim());
  return match ? clockMinutes(Number(match[1]), Number(match[2]), match[3]) : null;
}

function clockMinutes(hour: number, minute: number, meridiem: string | undefined): number | null {
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0)) * 60 + minute;
  }
  if (hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil): no Date object per row. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** 'YYYY-MM-DD HH:MM' of minutes since 1970 read as UTC. */
function formatMinutes(minutes: number): string {
  return new Date(minutes * 60000).toISOString().slice(0, 16).replace('T', ' ');
}

const dateOf = (minutes: number) => formatMinutes(minutes).slice(0, 10);

/** '1 gap', '2 gaps', '1,080 hours'. */
const counted = (count: number, noun: string) => `${formatCount(count)} ${noun}${Math.round(count) === 1 ? '' : 's'}`;

/** 12,345: thousands separated without Intl, whose first use costs tens of milliseconds. */
const formatCount = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// ---------------------------------------------------------------------------------------------
// Order, channels, interval lengths

/** The distinct start times, ascending. */
function uniqueTimes(readings: Reading[]): Float64Array {
  const times = new Float64Array(readings.length);
  for (let index = 0; index < readings.length; index++) times[index] = readings[index]!.time;
  times.sort();
  let count = 0;
  for (let index = 0; index < times.length; index++) if (count === 0 || times[index] !== times[count - 1]) times[count++] = times[index]!;
  return times.subarray(0, count);
}

/** The first index of a sorted array whose value is at least `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
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
function orderChronologically(readings: Reading[]): Reading[] {
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
function combineChannels(readings: Reading[], times: Float64Array): Reading[] {
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
function inferMinutes(readings: Reading[], times: Float64Array): void {
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
function spanOf(readings: Reading[]): { first: number; end: number } {
  let first = Infinity;
  let end = -Infinity;
  for (const reading of readings) {
    if (reading.std < first) first = reading.std;
    if (reading.std + reading.minutes > end) end = reading.std + reading.minutes;
  }
  return { first, end };
}

/** The interval lengths found (ascending) and the result's: how they were turned into it. */
function describeResolution(kinds: number[], result: IntervalMinutes, asked: boolean): string {
  const fine = kinds[0]!;
  const coarse = kinds[kinds.length - 1]!;
  const source = kinds.length > 1 ? `${kinds.join('-, ')}-minute intervals (mixed)` : `${fine}-minute intervals`;
  const how = asked ? ', as asked' : '';
  if (fine === result && coarse === result) return `The file has ${source}, kept as they are.`;
  if (coarse <= result) return `The file has ${source}, added up into ${result === 60 ? 'hours' : '15-minute intervals'}${how}.`;
  if (fine >= result) return `The file has ${source}; each one's mean power is repeated over its ${result}-minute intervals${how}.`;
  return `The file has ${source}: finer ones are added up and coarser ones spread evenly into ${result}-minute intervals${how}.`;
}

// ---------------------------------------------------------------------------------------------
// Standard time

interface ClockRule {
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

function toStandardTime(readings: Reading[], times: Float64Array): ClockRule {
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

// ---------------------------------------------------------------------------------------------
// The file's own timeline: duplicates, gaps, short gaps interpolated

const EMPTY = 0;
const ORIGINAL = 1;
const ESTIMATED = 2;

interface Timeline {
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

function placeOnTimeline(
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

// ---------------------------------------------------------------------------------------------
// The typical year

interface Typical {
  year: number;
  energy: Float64Array;
  state: Uint8Array;
  /** Slots of the typical year that no day of the file reached. */
  emptyBeforeFill: number;
  notes: string[];
}

function mapOntoTypicalYear(timeline: Timeline, fine: number): Typical {
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

/** Fills EMPTY slots with the same time one week earlier (chaining through a long gap), then one week later; returns how many. */
function fillFromOtherWeeks(energy: Float64Array, state: Uint8Array, fine: number): number {
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

function describeGaps(gaps: IntervalReport, sourceMinutes: number): string {
  return `${counted(gaps.count, `missing ${sourceMinutes}-minute interval`)} in ${counted(gaps.rangeCount, 'gap')}, the first from ${gaps.ranges[0]!.start}`;
}

/** Where the runs start and how many intervals each holds: '2023-05-02 00:00 (48), …'. */
const listRanges = (report: IntervalReport) =>
  report.ranges.map((range) => `${range.start} (${range.intervals})`).join(', ') + (report.rangeCount > report.ranges.length ? ', …' : '');

function gapNotes(timeline: Timeline, emptyBeforeFill: number, filledFromWeeks: number, fine: number, sourceMinutes: number): string[] {
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

function toResult(energy: Float64Array, state: Uint8Array, fine: number, minutes: IntervalMinutes): { loadKW: number[]; filled: number } {
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
