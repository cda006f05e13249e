import { describe, expect, it } from 'vitest';
import { pdfText } from './pdfText.ts';

describe('text for PDF standard fonts', () => {
  it('keeps Windows-1252 text as it is', () => {
    const text = 'Tiger Neo – 620 W × 2, ±5%, 25 °C, Wärtsilä, m², “quoted” … €';
    expect(pdfText(text)).toBe(text);
  });

  it('spells the symbols it cannot draw, and marks the rest', () => {
    expect(pdfText('−0.29 %/°C, ≤ 3%, ≥ 95%, A → B')).toBe('-0.29 %/°C, <= 3%, >= 95%, A -> B');
    expect(pdfText('光伏 ☀')).toBe('?? ?');
  });
});
