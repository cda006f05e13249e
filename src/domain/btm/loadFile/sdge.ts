import { numberAt, rowsAfter, startOf } from './csv.ts';
import { reading, type Parsed, type Reading } from './reading.ts';

/** SDG&E's Green Button export: net (or consumption − generation) per meter, the meters added up. */
export function parseSdge(lines: string[], headerIndex: number, names: string[]): Parsed {
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
