import { LoadFileError } from './reading.ts';
import { parseTimestamp } from './timestamps.ts';

/* Reading CSV text: cells, value cells as numbers, header names and the units they give. */

/** How far into a file its header is looked for. */
export const HEADER_SEARCH_LINES = 200;

/** The comma-separated rows below the header that reach column `lastNeeded`, with their 1-based line numbers. */
export function* rowsAfter(lines: string[], headerIndex: number, lastNeeded: number): Generator<{ cells: string[]; line: number }> {
  for (let index = headerIndex + 1; index < lines.length; index++) {
    const text = lines[index]!;
    if (text.trim() === '') continue;
    const cells = splitCells(text, ',');
    if (cells.length > lastNeeded) yield { cells, line: index + 1 };
  }
}

/** A utility export's interval start from its date and start-time columns. */
export function startOf(cells: string[], date: number, start: number, line: number) {
  const stamp = parseTimestamp(`${cells[date]} ${cells[start]}`);
  if (!stamp?.hasTime) throw new LoadFileError(`Line ${line}: '${cells[date]} ${cells[start]}' is not a date and start time`);
  return stamp;
}

export const headerName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

export interface Unit {
  power: boolean;
  factor: number;
  name: string;
}

export const UNITS: Record<string, Unit> = {
  kw: { power: true, factor: 1, name: 'kW' },
  w: { power: true, factor: 0.001, name: 'W' },
  mw: { power: true, factor: 1000, name: 'MW' },
  kwh: { power: false, factor: 1, name: 'kWh' },
  wh: { power: false, factor: 0.001, name: 'Wh' },
  mwh: { power: false, factor: 1000, name: 'MWh' },
};

/** The unit a column's name gives as a word of its own: 'kW', 'load_kw', 'Demand (kW)', 'Usage (kWh)'. */
export function unitInName(name: string): Unit | undefined {
  for (const word of name.toLowerCase().split(/[^a-z]+/)) {
    const unit = UNITS[word];
    if (unit) return unit;
  }
  return undefined;
}

/** Splits a CSV line, with double-quoted cells ("" inside is a quote). Every layout here keeps a row on one line. */
export function splitCells(line: string, delimiter: string): string[] {
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
export function numberAt(cell: string | undefined, line: number, unit: string): number {
  const text = (cell ?? '').trim();
  if (text === '') return NaN;
  const plain = THOUSANDS.test(text) ? text.replace(/,/g, '') : text;
  const value = NUMBER.test(plain) ? Number(plain) : NaN;
  if (!Number.isFinite(value)) throw new LoadFileError(`Line ${line}: '${text}' is not a number of ${unit}`);
  return value;
}
