import Papa from 'papaparse';

/**
 * A table as CSV for spreadsheets: a byte-order mark (Excel then reads UTF-8), CRLF lines, and
 * cells a spreadsheet would run as a formula (=, +, -, @ …) escaped, since users type the text.
 */
export function toCsv<F extends string>(fields: readonly F[], rows: readonly Record<F, string | number>[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: rows.map((row) => fields.map((field) => row[field])) }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
