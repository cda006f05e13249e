import { counted } from './counts.ts';
import { numberAt, rowsAfter, startOf, unitInName, UNITS } from './csv.ts';
import { LoadFileError, reading, type Parsed, type Reading } from './reading.ts';
import { DAY, parseClock } from './timestamps.ts';

/** Green Button "Download My Data", Opower layout (ComEd, PG&E, PECO…): the rows under its header. */
export function parseGreenButton(lines: string[], headerIndex: number, names: string[]): Parsed {
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
