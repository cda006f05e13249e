import { toCsv as toTable, type CsvCell } from '~/domain/csv';

/** Saves generated data as a file the browser downloads (no server round trip). */
function save(filename: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadJson(filename: string, data: unknown): void {
  save(filename, 'application/json', `${JSON.stringify(data, null, 2)}\n`);
}

/** One row per object; columns from the first row's keys, in order (the one CSV writer, src/domain/csv.ts). */
export function toCsv(rows: readonly Record<string, CsvCell>[]): string {
  return rows.length === 0 ? '' : toTable(Object.keys(rows[0]!), rows);
}

export function downloadCsv(filename: string, rows: readonly Record<string, CsvCell>[]): void {
  save(filename, 'text/csv', toCsv(rows));
}
