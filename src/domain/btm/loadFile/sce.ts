import { numberAt, splitCells } from './csv.ts';
import { LoadFileError, NOT_FOUND, reading, type Parsed, type Reading } from './reading.ts';
import { parseTimestamp } from './timestamps.ts';

/** SCE "Energy Usage Information": a block per day and channel; received energy counts against the load. */
export function parseSce(lines: string[]): Parsed {
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
