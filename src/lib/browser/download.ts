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

/** One row per object; columns from the first row's keys, in order. Quotes what needs quoting. */
export function toCsv(rows: readonly Record<string, string | number | null>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? null)).join(','))].join('\r\n') + '\r\n';
}

export function downloadCsv(filename: string, rows: readonly Record<string, string | number | null>[]): void {
  save(filename, 'text/csv', toCsv(rows));
}
