import { describe, expect, it } from 'vitest';
import { toCsv } from './download.ts';

describe('toCsv', () => {
  it('writes a header from the first row and one line per row, with the one CSV writer', () => {
    expect(
      toCsv([
        { year: 1, note: 'plain' },
        { year: 2, note: 'has, comma and "quotes"' },
        { year: 3, note: null },
      ]),
    ).toBe('\uFEFFyear,note\r\n1,plain\r\n2,"has, comma and ""quotes"""\r\n3,\r\n');
    expect(toCsv([])).toBe('');
  });
});
