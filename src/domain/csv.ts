/**
 * The one CSV writer every export uses, in the server's documents and the browser's downloads:
 * RFC 4180 quoting, CRLF line ends and a byte-order mark (Excel then reads UTF-8).
 *
 * Users type the text these tables hold, so a cell a spreadsheet would run as a formula is
 * neutralised with a leading apostrophe. The test is on the first character alone, whatever
 * follows, line breaks included (OWASP, "CSV Injection"): =, +, -, @, tab and carriage return,
 * and their full-width forms, which some spreadsheets read as the same operators. A cell that is
 * exactly a number ("-12.5") stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

export type CsvCell = string | number | null | undefined;

/** A cell as it goes into the file: formulas neutralised, quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n\u2028\u2029]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table with a header row of `fields`, one line per row, in that column order. */
export function toCsv<F extends string>(fields: readonly F[], rows: readonly Readonly<Record<F, CsvCell>>[]): string {
  const lines = [fields.map(csvCell).join(','), ...rows.map((row) => fields.map((field) => csvCell(row[field])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
