import { HEADER_SEARCH_LINES, numberAt, splitCells, unitInName } from './csv.ts';
import { LoadFileError, NOT_FOUND, reading, type Parsed, type Reading } from './reading.ts';
import { parseTimestamp } from './timestamps.ts';

const TIME_NAME = /time|date|stamp|period|interval|start|end|hour|reading/i;

/** Any CSV with a timestamp column (or a date and a time column) and a value column whose name gives its unit. */
export function parsePlain(lines: string[]): Parsed {
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
