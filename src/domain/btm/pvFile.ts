import { HOURS_PER_YEAR } from '../typicalYear.ts';
import { LoadFileError } from './loadFile.ts';

/**
 * A year of hourly PV output from another model, as the user uploads it: NREL PVWatts's hourly CSV
 * (its "AC System Output (W)" column, after the lines describing the system), SAM's hourly export
 * ("System power generated | (kW)"), or any CSV whose header names an AC power column with its unit
 * (W or kW), or a plain column of 8,760 numbers in kW. Hour by hour from 1 January 00:00 local
 * standard time (both models write typical years that way), as kW.
 */
export function readHourlyPvFile(text: string): number[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const split = (line: string) => line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
  let column = 0;
  let scale = 1;
  let start = 0;
  // The header: the last line before the data naming a power column with its unit.
  lines.forEach((line, index) => {
    const cells = split(line);
    const found = cells.findIndex((cell) => /\b(ac|power|output|generat)/i.test(cell) && /\((k?W)\)/i.test(cell));
    if (found >= 0) {
      column = found;
      scale = /\(W\)/.test(cells[found]!) ? 1 / 1000 : 1;
      start = index + 1;
    }
  });
  const values: number[] = [];
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (!line) continue;
    const cell = split(line)[column];
    const value = Number(cell);
    if (cell === undefined || cell === '' || !Number.isFinite(value)) {
      // A plain file may begin with a header word: skip it, refuse anything later.
      if (values.length === 0 && index === start) continue;
      throw new LoadFileError(`Line ${index + 1}: '${cell ?? ''}' is not a number of ${scale === 1 ? 'kW' : 'W'}`);
    }
    values.push(Math.max(0, value * scale));
  }
  if (values.length !== HOURS_PER_YEAR) {
    throw new LoadFileError(
      `Expected ${HOURS_PER_YEAR} hourly values (a typical year, as PVWatts and SAM export it), found ${values.length}`,
    );
  }
  return values;
}
