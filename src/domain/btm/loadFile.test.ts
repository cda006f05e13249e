import { describe, expect, it } from 'vitest';
import badValue from '../../../tests/fixtures/btm/green-button-bad-value.csv?raw';
import greenButtonHourly from '../../../tests/fixtures/btm/green-button-hourly.csv?raw';
import plain15 from '../../../tests/fixtures/btm/plain-15min.csv?raw';
import noUnit from '../../../tests/fixtures/btm/plain-no-unit.csv?raw';
import unknownLayout from '../../../tests/fixtures/btm/unknown-layout.csv?raw';
import { LoadFileError, readLoadFile, type LoadFileResult } from './loadFile.ts';
import { calendarOf } from './model.ts';

/*
 * Year-long files are written here, in each layout, from a known load whose value says where it
 * belongs: in the quarter-hour q (0–3) of hour h of typical day d (0–364) the mean power is
 * d + 1 + h/32 + q/128 kW. Every such value, its quarter-hour energy (÷ 4) and their sums are exact
 * binary fractions, so the tests compare exact numbers: a value in the wrong slot, a lost or
 * doubled interval shows as a wrong number.
 */

const MINUTE_MS = 60_000;
const DAY = 1440;

/** Minutes since 1970-01-01 00:00 of a date and time read as UTC: the tests' clock. */
const minutesOf = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute) / MINUTE_MS;
const dateText = (t: number) => new Date(t * MINUTE_MS).toISOString().slice(0, 10);
const clockText = (t: number) => new Date(t * MINUTE_MS).toISOString().slice(11, 16);

/** The typical-year day (0–364) of a date; −1 for 29 February. */
function typicalDay(t: number): number {
  const date = new Date(t * MINUTE_MS);
  if (date.getUTCMonth() === 1 && date.getUTCDate() === 29) return -1;
  return (Date.UTC(2023, date.getUTCMonth(), date.getUTCDate()) - Date.UTC(2023, 0, 1)) / 86_400_000;
}

/** The known load (kW) of the quarter-hour starting at standard time t; 29 February reads 500 and up, to be seen if it leaks. */
function knownKW(t: number): number {
  const day = typicalDay(t);
  const minute = ((t % DAY) + DAY) % DAY;
  return (day < 0 ? 500 : day + 1) + Math.floor(minute / 60) / 32 + (Math.floor(minute / 15) % 4) / 128;
}

/** What the result should hold at each interval. */
const hourlyAt = (index: number) => Math.floor(index / 24) + 1 + (index % 24) / 32 + 1.5 / 128;
const quarterAt = (index: number) => Math.floor(index / 96) + 1 + Math.floor((index % 96) / 4) / 32 + (index % 4) / 128;

/** How the file writes times: standard time all year, US daylight saving, or SCE's (the 02:00 labels repeat in November). */
type Clock = 'standard' | 'us' | 'sce';

function sundayOf(year: number, month: number, nth: number): number {
  const weekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return minutesOf(year, month, 1 + ((7 - weekday) % 7) + 7 * (nth - 1));
}

/** Whether standard minute t is in daylight time, as the file's clock shows it. */
function daylight(t: number, clock: Clock): boolean {
  if (clock === 'standard') return false;
  const year = new Date(t * MINUTE_MS).getUTCFullYear();
  const spring = sundayOf(year, 3, 2) + 120;
  const autumn = sundayOf(year, 11, 1) + (clock === 'sce' ? 120 : 60);
  return t >= spring && t < autumn;
}

interface Row {
  /** Start, standard time. */
  std: number;
  /** Start as the file's clock writes it. */
  label: number;
  minutes: number;
  kWh: number;
}

/** Intervals of `minutes` from `from` to `to` (standard time) of a load given per quarter-hour (or per 5 minutes). */
function series(from: number, to: number, minutes: number, clock: Clock, kW: (t: number) => number = knownKW): Row[] {
  const rows: Row[] = [];
  for (let std = from; std < to; std += minutes) {
    let kWh = 0;
    if (minutes < 15) kWh = (kW(std) * minutes) / 60;
    else for (let quarter = std; quarter < std + minutes; quarter += 15) kWh += kW(quarter) / 4;
    rows.push({ std, label: std + (daylight(std, clock) ? 60 : 0), minutes, kWh });
  }
  return rows;
}

const year2023 = (minutes: number, clock: Clock) => series(minutesOf(2023, 1, 1), minutesOf(2024, 1, 1), minutes, clock);

const GREEN_BUTTON_HEADER = 'TYPE,DATE,START TIME,END TIME,USAGE,UNITS,COST,NOTES';
/** Lines before the first data row of `greenButton`'s files. */
const GREEN_BUTTON_PREAMBLE = 6;

function greenButton(rows: Row[], extraRows: string[] = []): string {
  const lines = [
    '\uFEFFName, TEST SITE',
    'Address,"1 TEST ST, SPRINGFIELD IL 62700-0000"',
    'Account Number,0000000000',
    'Service,Service 1',
    '',
    GREEN_BUTTON_HEADER,
    ...rows.map(
      (row) =>
        `Electric usage,${dateText(row.label)},${clockText(row.label)},${clockText(row.label + row.minutes - 1)},${row.kWh},kWh,$0.00,`,
    ),
    ...extraRows,
  ];
  return `${lines.join('\n')}\n`;
}

/** A net-metered SCE export: per day a Delivered block and a Received block, CRLF, no-break spaces as SCE writes them. */
function sce(rows: Row[], receivedKWh: (row: Row) => number): string {
  const lines = [
    'Energy Usage Information',
    '"For location: XXXXXXXXXX"',
    '',
    'Meter Reading Information',
    '"Type of readings: Electricity"',
    '',
    'Detailed Usage',
    `"Start date: ${dateText(rows[0]!.label)} 00:00:00\u00a0 for 365 days"`,
    '',
  ];
  const days = new Map<string, Row[]>();
  for (const row of rows) {
    const day = dateText(row.label);
    const dayRows = days.get(day);
    if (dayRows) dayRows.push(row);
    else days.set(day, [row]);
  }
  const stamp = (t: number) => `${dateText(t)} ${clockText(t)}:00`;
  for (const [day, dayRows] of days) {
    for (const channel of ['Delivered', 'Received']) {
      lines.push(`"Data for period starting: ${day} 00:00:00\u00a0 for 24 hours"`);
      lines.push(
        `Energy\u00a0 ${channel} time period,Usage\u00a0 ${channel}(Real energy in kilowatt-hours)(Real energy in kilowatt-hours),Reading quality`,
      );
      for (const row of dayRows) {
        const received = receivedKWh(row);
        const value = channel === 'Delivered' ? row.kWh + received : received;
        lines.push(`"${stamp(row.label)}\u00a0 to ${stamp(row.label + row.minutes)}","${value}",""`);
      }
      lines.push('');
    }
  }
  return lines.join('\r\n');
}

/** An SDG&E export; Duration says 60 whatever the interval, as real files do. */
function sdge(rows: Row[], { net = true }: { net?: boolean } = {}): string {
  const clock12 = (t: number) => {
    const minutes = ((t % DAY) + DAY) % DAY;
    const hour = Math.floor(minutes / 60);
    return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  };
  const date = (t: number) => {
    const day = new Date(t * MINUTE_MS);
    return `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`;
  };
  const lines = [
    'Name,TEST SITE',
    'Meter Number,12341234',
    'Interval UOM,Minute(s)',
    'UOM,kWh',
    '',
    '"Meter Number","Date","Start Time","Duration","Consumption","Generation","Net"',
    ...rows.map((row) => {
      // Generation of 1 kWh at noon, with consumption raised to match: the load is their difference. With a
      // Net column, consumption is 7 kWh off, so that only reading Net gives the known load.
      const generation = clockText(row.std) === '12:00' ? 1 : 0;
      const consumption = row.kWh + generation + (net ? 7 : 0);
      return `"12341234","${date(row.label)}","${clock12(row.label)}","60","${consumption}","${generation}","${net ? row.kWh : ''}"`;
    }),
  ];
  return lines.join('\n');
}

function plain(
  rows: Row[],
  header: string,
  value: (row: Row) => string,
  stamp: (row: Row) => string = (row) => `${dateText(row.label)} ${clockText(row.label)}`,
) {
  return [header, ...rows.map((row) => `${stamp(row)},${value(row)}`)].join('\n');
}

const kWOf = (row: Row) => String((row.kWh * 60) / row.minutes);
const kWhOf = (row: Row) => String(row.kWh);

/** '' when the result holds the known load at every interval, else where it first does not (shown when a test fails). */
function mismatch(result: LoadFileResult, minutes: 60 | 15): string {
  const expected = minutes === 60 ? hourlyAt : quarterAt;
  if (result.intervalMinutes !== minutes) return `${result.intervalMinutes}-minute intervals instead of ${minutes}`;
  if (result.loadKW.length !== (365 * 1440) / minutes) return `${result.loadKW.length} intervals`;
  const wrong = result.loadKW.findIndex((kW, index) => kW !== expected(index));
  return wrong < 0 ? '' : `interval ${wrong}: ${result.loadKW[wrong]} kW instead of ${expected(wrong)}`;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** Index of a standard-time hour of 2023 in an hourly result. */
const hourIndex = (month: number, day: number, hour: number) => typicalDay(minutesOf(2023, month, day)) * 24 + hour;

function errorOf(read: () => unknown): LoadFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof LoadFileError) return error;
    throw error;
  }
  throw new Error('expected a LoadFileError');
}

describe('Green Button (Opower layout)', () => {
  it('reads an hourly year with daylight saving into standard time, every hour in its slot', () => {
    const rows = year2023(60, 'us');
    const gas = ['Natural gas usage,2023-01-01,00:00,23:59,1.20,therms,$1.50,'];
    const result = readLoadFile(greenButton(rows, gas));
    expect(result.format).toBe('green-button');
    expect(result.year).toBe(2023);
    expect(result.sourceIntervalMinutes).toBe(60);
    expect(mismatch(result, 60)).toBe('');
    // Spring forward: the file has no 02:00 on 12 March; its 03:00 is 02:00 standard time.
    expect(rows.filter((row) => dateText(row.label) === '2023-03-12')).toHaveLength(23);
    expect(result.loadKW[hourIndex(3, 12, 2)]).toBe(hourlyAt(hourIndex(3, 12, 2)));
    // Fall back: 01:00 appears twice on 5 November; the first is 00:00 standard time, the second 01:00.
    expect(rows.filter((row) => dateText(row.label) === '2023-11-05' && clockText(row.label) === '01:00')).toHaveLength(2);
    expect(result.loadKW[hourIndex(11, 5, 0)]).toBe(hourlyAt(hourIndex(11, 5, 0)));
    expect(result.loadKW[hourIndex(11, 5, 1)]).toBe(hourlyAt(hourIndex(11, 5, 1)));
    expect(result.annualKWh).toBe(sum(rows.map((row) => row.kWh)));
    expect(result.peakKW).toBe(Math.max(...rows.map((row) => row.kWh)));
    expect(result.gaps).toEqual({ count: 0, rangeCount: 0, ranges: [], filled: 0 });
    expect(result.duplicates).toEqual({ count: 0, rangeCount: 0, ranges: [] });
    expect(result.notes.join('\n')).toContain('no 02:00 hour on 2023-03-12; the 01:00 hour repeats on 2023-11-05');
    expect(result.notes.join('\n')).toContain('1 row that is not electricity (natural gas) skipped');
  });

  it('sums 30-minute intervals into hours, conserving energy', () => {
    const rows = year2023(30, 'us');
    const result = readLoadFile(greenButton(rows));
    expect(result.sourceIntervalMinutes).toBe(30);
    expect(mismatch(result, 60)).toBe('');
    expect(result.annualKWh).toBe(sum(rows.map((row) => row.kWh)));
    expect(result.notes.join('\n')).toContain('30-minute intervals, added up into hours');
  });

  it('keeps 15-minute intervals, or sums them into hours when asked', () => {
    const text = greenButton(year2023(15, 'us'));
    const quarters = readLoadFile(text);
    expect(quarters.sourceIntervalMinutes).toBe(15);
    expect(mismatch(quarters, 15)).toBe('');
    expect(mismatch(readLoadFile(text, { intervalMinutes: 60 }), 60)).toBe('');
  });

  it('spreads hourly data over quarter-hours when 15 minutes are asked', () => {
    const result = readLoadFile(greenButton(year2023(60, 'us')), { intervalMinutes: 15 });
    expect(result.intervalMinutes).toBe(15);
    expect(result.loadKW.slice(0, 4)).toEqual([hourlyAt(0), hourlyAt(0), hourlyAt(0), hourlyAt(0)]);
    expect(result.annualKWh).toBe(sum(year2023(60, 'us').map((row) => row.kWh)));
  });

  it('takes import minus export for net-metered accounts, negative load included', () => {
    const rows = year2023(60, 'standard');
    const exported = (row: Row) => (clockText(row.std) === '12:00' ? row.kWh + 2 : 0);
    const lines = [
      'Name,TEST SITE',
      '',
      'TYPE,DATE,START TIME,END TIME,IMPORT (kWh),EXPORT (kWh),COST,NOTES',
      ...rows.map(
        (row) =>
          `Electric usage,${dateText(row.label)},${clockText(row.label)},${clockText(row.label + 59)},${row.kWh + exported(row)},${exported(row)},$0.00,`,
      ),
    ];
    const result = readLoadFile(lines.join('\n'));
    expect(mismatch(result, 60)).toBe('');
    expect(result.notes.join('\n')).toContain('IMPORT minus EXPORT');
  });

  it('reads the USAGE (kWh) variant without a UNITS column', () => {
    const rows = year2023(60, 'us');
    const lines = [
      'TYPE,DATE,START TIME,END TIME,USAGE (kWh),NOTES',
      ...rows.map((row) => `Electric usage,${dateText(row.label)},${clockText(row.label)},${clockText(row.label + 59)},${row.kWh},`),
    ];
    expect(mismatch(readLoadFile(lines.join('\n')), 60)).toBe('');
  });
});

describe('SCE Energy Usage Information', () => {
  it('subtracts the Received channel from the Delivered one, with SCE’s repeated 02:00 labels in November', () => {
    const rows = year2023(15, 'sce');
    // SCE writes 100 rows on the fall-back day: 01:00–01:45, 02:00–02:45 twice, then 03:00.
    const fallBack = rows.filter((row) => dateText(row.label) === '2023-11-05');
    expect(fallBack).toHaveLength(100);
    expect(fallBack.filter((row) => clockText(row.label) === '02:00')).toHaveLength(2);
    const solar = (row: Row) => (clockText(row.std) >= '11:00' && clockText(row.std) < '14:00' ? 0.75 : 0);
    const result = readLoadFile(sce(rows, solar));
    expect(result.format).toBe('sce');
    expect(mismatch(result, 15)).toBe('');
    expect(result.duplicates.count).toBe(0);
    expect(result.notes.join('\n')).toContain('the 02:00 hour repeats on 2023-11-05');
    expect(result.notes.join('\n')).toContain('delivered minus energy received');
  });
});

describe('SDG&E', () => {
  it('reads 12-hour times and works out 15-minute intervals although Duration says 60', () => {
    const result = readLoadFile(sdge(year2023(15, 'us')));
    expect(result.format).toBe('sdge');
    expect(result.sourceIntervalMinutes).toBe(15);
    expect(mismatch(result, 15)).toBe('');
  });

  it('takes consumption minus generation when Net is empty, and follows a switch from hourly to 15-minute rows', () => {
    const switchAt = minutesOf(2023, 4, 15);
    const rows = [...series(minutesOf(2023, 1, 1), switchAt, 60, 'us'), ...series(switchAt, minutesOf(2024, 1, 1), 15, 'us')];
    const result = readLoadFile(sdge(rows, { net: false }));
    expect(result.sourceIntervalMinutes).toBe(15);
    expect(mismatch(result, 60)).toBe('');
    expect(result.notes.join('\n')).toContain('15-, 60-minute intervals (mixed), added up into hours');
  });
});

describe('plain CSV', () => {
  it('reads a kW column as mean power and a kWh column as energy per interval', () => {
    const rows = year2023(15, 'us');
    expect(mismatch(readLoadFile(plain(rows, 'timestamp,kW', kWOf)), 15)).toBe('');
    expect(mismatch(readLoadFile(plain(rows, 'Interval Start,Usage (kWh)', kWhOf)), 15)).toBe('');
    const hourly = year2023(60, 'us');
    expect(mismatch(readLoadFile(plain(hourly, 'datetime,load_kw', kWOf)), 60)).toBe('');
  });

  it('reads separate date and time columns, US dates and 12-hour times', () => {
    const rows = year2023(60, 'us');
    const text = plain(
      rows,
      'Date,Time,kWh',
      kWhOf,
      (row) =>
        `${new Date(row.label * MINUTE_MS).getUTCMonth() + 1}/${new Date(row.label * MINUTE_MS).getUTCDate()}/2023,${clockText(row.label)}`,
    );
    expect(mismatch(readLoadFile(text), 60)).toBe('');
  });

  it('uses explicit UTC offsets: the smallest is standard time', () => {
    const rows = year2023(60, 'us');
    const stamp = (row: Row) => {
      const daylightTime = row.label !== row.std;
      return `${dateText(row.label)}T${clockText(row.label)}:00${daylightTime ? '-07:00' : '-08:00'}`;
    };
    const result = readLoadFile(plain(rows, 'timestamp,kW', kWOf, stamp));
    expect(mismatch(result, 60)).toBe('');
    expect(result.notes.join('\n')).toContain('local standard time is UTC−08:00');
    // The same instants written in UTC with Z: read as UTC, and the note says so.
    const utc = plain(rows, 'timestamp,kW', kWOf, (row) => new Date((row.std + 480) * MINUTE_MS).toISOString());
    const shifted = readLoadFile(utc);
    expect(shifted.loadKW[8]).toBe(hourlyAt(0));
    expect(shifted.notes.join('\n')).toContain('If the site is not on UTC');
  });

  it('refuses a file mixing timestamps with and without an offset', () => {
    const text = 'timestamp,kW\n2023-01-01T00:00:00-08:00,1\n2023-01-01 01:00,1\n';
    expect(() => readLoadFile(text)).toThrow("Line 3: this timestamp has no UTC offset, but line 2's has one");
  });

  it('reads semicolon-separated files with decimal commas', () => {
    const rows = year2023(60, 'us');
    const text = [
      'Zeitstempel;Leistung (kW)',
      ...rows.map((row) => `${dateText(row.label)} ${clockText(row.label)};${kWOf(row).replace('.', ',')}`),
    ];
    expect(mismatch(readLoadFile(text.join('\n')), 60)).toBe('');
  });

  it('reads times as standard time when the data shows no daylight saving (Arizona)', () => {
    const rows = year2023(60, 'standard');
    expect(rows.filter((row) => dateText(row.label) === '2023-03-12')).toHaveLength(24);
    const result = readLoadFile(plain(rows, 'timestamp,kWh', kWhOf));
    expect(mismatch(result, 60)).toBe('');
    expect(result.notes.join('\n')).toContain('show no daylight saving');
  });

  it('reads a newest-first file, and interval-ending timestamps', () => {
    const rows = year2023(60, 'us');
    const ascending = plain(rows, 'timestamp,kWh', kWhOf).split('\n');
    expect(mismatch(readLoadFile([ascending[0], ...ascending.slice(1).reverse()].join('\n')), 60)).toBe('');
    const standard = year2023(60, 'standard');
    const ending = plain(standard, 'interval_end,kWh', kWhOf, (row) => `${dateText(row.label + 60)} ${clockText(row.label + 60)}`);
    const result = readLoadFile(ending);
    expect(mismatch(result, 60)).toBe('');
    expect(result.notes.join('\n')).toContain('timestamps mark the end of each interval');
  });

  it('sums 5-minute intervals into quarter-hours', () => {
    const result = readLoadFile(plain(year2023(5, 'us'), 'timestamp,kWh', kWhOf));
    expect(result.sourceIntervalMinutes).toBe(5);
    expect(result.intervalMinutes).toBe(15);
    // Twelfths of a quarter-hour's energy are not exact binary fractions: close, not equal.
    const worst = Math.max(...result.loadKW.map((kW, index) => Math.abs(kW - quarterAt(index))));
    expect(worst).toBeLessThan(1e-9);
    expect(result.annualKWh).toBeCloseTo(sum(result.loadKW) / 4, 6);
  });
});

describe('the calendar', () => {
  it("drops a leap year's 29 February", () => {
    const rows = series(minutesOf(2024, 1, 1), minutesOf(2025, 1, 1), 60, 'standard');
    expect(rows).toHaveLength(8784);
    const result = readLoadFile(plain(rows, 'timestamp,kWh', kWhOf));
    expect(result.year).toBe(2024);
    expect(mismatch(result, 60)).toBe('');
    expect(result.notes.join('\n')).toContain('2024-02-29 was dropped');
  });

  it("moves a window's days of the other year onto the majority year's weekdays", () => {
    // The value is the day's number from 1 January 2023 (plus hour/32): where it lands says which day moved where.
    const origin = minutesOf(2023, 1, 1);
    const byDate = (t: number) => Math.floor((t - origin) / DAY) + Math.floor((t % DAY) / 60) / 32;
    const rows = series(minutesOf(2023, 3, 15), minutesOf(2024, 3, 15), 60, 'standard', byDate);
    const result = readLoadFile(plain(rows, 'timestamp,kW', kWOf));
    expect(result.year).toBe(2023);
    const weekend = calendarOf(2023).weekend;
    for (let day = 0; day < 365; day++) {
      const source = result.loadKW[day * 24]!;
      const sourceDate = new Date(Date.UTC(2023, 0, 1 + source));
      const typicalDate = new Date(Date.UTC(2023, 0, 1 + day));
      expect(sourceDate.getUTCDay(), `typical day ${day} holds ${dateText(source * DAY)}`).toBe(typicalDate.getUTCDay());
      expect(weekend[day]).toBe(sourceDate.getUTCDay() % 6 === 0);
      expect(result.loadKW[day * 24 + 23]! - source).toBe(23 / 32);
    }
    // 2023's own days stay put; Monday 1 January 2024 lands on Monday 2 January 2023.
    expect(result.loadKW[typicalDay(minutesOf(2023, 7, 4)) * 24]).toBe(typicalDay(minutesOf(2023, 7, 4)));
    expect(result.loadKW[24]).toBe(365);
    const notes = result.notes.join('\n');
    expect(notes).toContain("days of 2024 were moved 1 day later or 2 days later onto the same weekdays in 2023's calendar");
    expect(notes).toContain('2024-02-29 was dropped');
  });

  it('keeps the last 365 days of a longer file', () => {
    const rows = series(minutesOf(2022, 6, 1), minutesOf(2024, 1, 1), 60, 'us');
    const result = readLoadFile(greenButton(rows));
    expect(result.year).toBe(2023);
    expect(mismatch(result, 60)).toBe('');
    expect(result.notes.join('\n')).toContain('its last 365 days, from 2023-01-01, are used');
  });
});

describe('gaps and duplicates', () => {
  it('interpolates a short gap, copies a long one from a week earlier, and reports both where the file has them', () => {
    const removed = (row: Row) =>
      (dateText(row.label) === '2023-06-10' && clockText(row.label) >= '10:00' && clockText(row.label) < '11:00') ||
      dateText(row.label) === '2023-09-20';
    const rows = year2023(15, 'us');
    const result = readLoadFile(greenButton(rows.filter((row) => !removed(row))));
    expect(result.gaps).toEqual({
      count: 100,
      rangeCount: 2,
      ranges: [
        { start: '2023-06-10 10:00', intervals: 4 },
        { start: '2023-09-20 00:00', intervals: 96 },
      ],
      filled: 100,
    });
    // 10:00–10:45 daylight time is 09:00–09:45 standard: a straight line from 08:45 to 10:00.
    const first = typicalDay(minutesOf(2023, 6, 10)) * 96 + 36;
    const left = quarterAt(first - 1);
    const right = quarterAt(first + 4);
    for (let step = 1; step <= 4; step++) expect(result.loadKW[first + step - 1]).toBeCloseTo(left + ((right - left) * step) / 5, 12);
    // 20 September, clock midnight to midnight, is 19 September 23:00 to 20 September 23:00 standard: a week earlier's values.
    const from = typicalDay(minutesOf(2023, 9, 19)) * 96 + 92;
    for (let index = from; index < from + 96; index++) expect(result.loadKW[index]).toBe(quarterAt(index - 7 * 96));
    expect(result.loadKW[from - 1]).toBe(quarterAt(from - 1));
    expect(result.loadKW[from + 96]).toBe(quarterAt(from + 96));
    expect(result.notes.join('\n')).toContain(
      'Missing: 100 intervals of 15 minutes, in 2 gaps (start, intervals): 2023-06-10 10:00 (4), 2023-09-20 00:00 (96). 4 intervals, in gaps of up to 2 hours, were interpolated',
    );
  });

  it('fills days the file does not reach with the same time a week earlier or later', () => {
    const rows = series(minutesOf(2023, 1, 4), minutesOf(2023, 12, 30), 60, 'standard');
    const result = readLoadFile(plain(rows, 'timestamp,kWh', kWhOf));
    expect(result.gaps.count).toBe(0);
    expect(result.gaps.filled).toBe(5 * 24);
    expect(result.loadKW[0]).toBe(hourlyAt(7 * 24));
    expect(result.loadKW[8759]).toBe(hourlyAt(8759 - 7 * 24));
  });

  it('keeps the first of a duplicated interval and reports it', () => {
    const rows = year2023(60, 'us');
    const at = rows.findIndex((row) => dateText(row.label) === '2023-04-05' && clockText(row.label) === '10:00');
    const text = greenButton(rows)
      .split('\n')
      .flatMap((line, index) => (index === GREEN_BUTTON_PREAMBLE + at ? [line, line.replace(/,[\d.]+,kWh,/, ',9999,kWh,')] : [line]))
      .join('\n');
    const result = readLoadFile(text);
    expect(mismatch(result, 60)).toBe('');
    expect(result.duplicates).toEqual({ count: 1, rangeCount: 1, ranges: [{ start: '2023-04-05 10:00', intervals: 1 }] });
    expect(result.notes.join('\n')).toContain(
      'Given twice without a daylight-saving reason: 1 interval (start, intervals): 2023-04-05 10:00 (1)',
    );
  });

  it('refuses a year with more than 10 % missing', () => {
    const rows = year2023(60, 'us').filter((row) => dateText(row.label) < '2023-06-01' || dateText(row.label) > '2023-07-15');
    const error = errorOf(() => readLoadFile(greenButton(rows)));
    expect(error.message).toMatch(
      /^The file leaves 12\.3 % of the year without data \(1,080 hours, 1,080 missing 60-minute intervals in 1 gap/,
    );
  });

  it('refuses a file that covers less than 335 days', () => {
    const rows = series(minutesOf(2023, 1, 1), minutesOf(2023, 2, 12), 60, 'standard');
    expect(() => readLoadFile(greenButton(rows))).toThrow(
      'The file covers 42 days (2023-01-01 to 2023-02-11); the optimizer needs a year of intervals (at least 335 days)',
    );
  });
});

describe('errors', () => {
  it('names the line of a value that is not a number', () => {
    const lines = greenButton(year2023(60, 'us')).split('\n');
    const broken = (index: number, value: string) =>
      lines.map((line, at) => (at === GREEN_BUTTON_PREAMBLE + index ? line.replace(/,[\d.]+,kWh,/, `,${value},kWh,`) : line)).join('\n');
    expect(() => readLoadFile(broken(100, 'abc'))).toThrow(`Line ${GREEN_BUTTON_PREAMBLE + 101}: 'abc' is not a number of kWh`);
    expect(() => readLoadFile(broken(5, '-Infinity'))).toThrow(`Line ${GREEN_BUTTON_PREAMBLE + 6}: '-Infinity' is not a number of kWh`);
    expect(() => readLoadFile(badValue)).toThrow("Line 9: 'n/a' is not a number of kWh");
  });

  it('names the line of a timestamp that is not a date', () => {
    expect(() => readLoadFile('timestamp,kW\n2023-02-28 23:00,1\n2023-02-30 00:00,1\n')).toThrow(
      "Line 3: '2023-02-30 00:00' is not a date and time",
    );
  });

  it('says what it expected from a file it cannot place, or a column without a unit', () => {
    expect(() => readLoadFile(unknownLayout)).toThrow(
      'Could not find the interval data: expected a Green Button export (Opower, SCE or SDG&E layout) or a CSV with a timestamp column and a kW or kWh column',
    );
    expect(() => readLoadFile(noUnit)).toThrow("Line 1: the column 'value' does not say its unit");
    expect(() => readLoadFile('date,kWh\n2023-01-01,12.5\n2023-01-02,13.1\n')).toThrow(
      "Line 2: '2023-01-01,12.5' gives a day without a time: the optimizer needs interval data",
    );
  });
});

/*
 * The committed fixtures are synthetic: a small office's load through 2023 (weekday business hours,
 * summer cooling, deterministic noise), with US daylight-saving clock times, written once by a
 * script. green-button-hourly.csv holds 484,846.03 kWh in 8,760 rows; plain-15min.csv holds
 * 35,040 rows of kW, 484,825.7875 kWh.
 */
describe('fixtures the browser tests upload', () => {
  it('reads green-button-hourly.csv: a year of 2023, its energy conserved', () => {
    const result = readLoadFile(greenButtonHourly);
    expect(result.format).toBe('green-button');
    expect(result.year).toBe(2023);
    expect(result.intervalMinutes).toBe(60);
    const usage = [...greenButtonHourly.matchAll(/^Electric usage,[^,]*,[^,]*,[^,]*,([\d.]+),/gm)].map((match) => Number(match[1]));
    expect(usage).toHaveLength(8760);
    expect(result.annualKWh).toBeCloseTo(sum(usage), 6);
    expect(result.annualKWh).toBeCloseTo(484846.03, 6);
    expect(result.gaps.count).toBe(0);
    expect(result.duplicates.count).toBe(0);
  });

  it('reads plain-15min.csv: 35,040 quarter-hours', () => {
    const result = readLoadFile(plain15);
    expect(result.format).toBe('plain');
    expect(result.intervalMinutes).toBe(15);
    expect(result.loadKW).toHaveLength(35040);
    const kW = [...plain15.matchAll(/^\d{4}-\d\d-\d\d \d\d:\d\d,([\d.]+)$/gm)].map((match) => Number(match[1]));
    expect(kW).toHaveLength(35040);
    expect(result.annualKWh).toBeCloseTo(sum(kW) / 4, 6);
    expect(result.annualKWh).toBeCloseTo(484825.7875, 6);
  });
});
