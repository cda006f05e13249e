import { describe, expect, it } from 'vitest';
import {
  formatLeadTime,
  formatUnitPrice,
  fromUnits,
  hasAtMostDecimals,
  quoteStanding,
  quoteTotals,
  sameAmount,
  toUnits,
} from './quotes.ts';

describe("a quote's money", () => {
  it('reads decimals exactly, numbers and the database strings alike, rounding extra digits half up', () => {
    expect(toUnits('142.5000', 4)).toBe(1_425_000n);
    expect(toUnits(0.2735, 4)).toBe(2735n);
    expect(toUnits('10.005', 2)).toBe(1001n);
    expect(toUnits('7', 2)).toBe(700n);
    expect(fromUnits(5n, 2)).toBe('0.05');
    expect(fromUnits(18_470_000n, 2)).toBe('184700.00');
    expect(() => toUnits('-1', 2)).toThrow(RangeError);
  });

  it('totals lines (each rounded to the cent, half up) and charges, without floating-point drift', () => {
    expect(
      quoteTotals(
        [
          { unitPrice: 142.5, quantity: 1000 },
          { unitPrice: 9650, quantity: 4 },
        ],
        [{ amount: 2400 }, { amount: '1200.00' }],
      ),
    ).toEqual({ lineTotals: ['142500.00', '38600.00'], subtotal: '181100.00', total: '184700.00', withinLimit: true });
    expect(quoteTotals([{ unitPrice: 0.2735, quantity: 3 }], []).total).toBe('0.82');
    expect(quoteTotals([{ unitPrice: 0.275, quantity: 3 }], []).total).toBe('0.83');
    // A gigawatt at $10/W is $10 billion exactly: within the limit; a cent more is not.
    expect(quoteTotals([{ unitPrice: 10, quantity: 1_000_000_000 }], []).withinLimit).toBe(true);
    expect(quoteTotals([{ unitPrice: 10, quantity: 1_000_000_000 }], [{ amount: 0.01 }]).withinLimit).toBe(false);
    expect(quoteTotals([{ unitPrice: 0.1, quantity: 1 }], [{ amount: 0.2 }]).total).toBe('0.30');
  });

  it('compares amounts to the cent and counts decimals as people type them', () => {
    expect(sameAmount(285.5, '285.50')).toBe(true);
    expect(sameAmount('0.30', 0.1 + 0.2)).toBe(true);
    expect(sameAmount(1, '1.01')).toBe(false);
    expect(hasAtMostDecimals(0.2735, 4)).toBe(true);
    expect(hasAtMostDecimals(10.005, 2)).toBe(false);
  });

  it('prints unit prices with the decimals they have, and lead times in words', () => {
    expect(formatUnitPrice('0.2735')).toBe('$0.2735');
    expect(formatUnitPrice('142.5000')).toBe('$142.50');
    expect(formatUnitPrice(9650)).toBe('$9,650.00');
    expect(formatLeadTime(0)).toBe('From stock');
    expect(formatLeadTime(1)).toBe('1 week');
    expect(formatLeadTime(10)).toBe('10 weeks');
  });
});

describe('where a quote stands', () => {
  const quote = { amount: '1.00', validUntil: '2026-11-30', note: null, quotedAt: '2026-11-01T10:00:00.000Z' };
  const now = new Date('2026-11-20T10:00:00Z');
  it('holds until its date, then says it expired', () => {
    expect(quoteStanding({ status: 'quoted', quote, answer: null }, now)).toEqual({ tone: 'open', text: 'Valid until Nov 30, 2026' });
    expect(quoteStanding({ status: 'quoted', quote, answer: null }, new Date('2026-12-02T00:00:00Z'))).toEqual({
      tone: 'expired',
      text: 'Expired: it was valid until Nov 30, 2026',
    });
  });

  it("gives the buyer's answer with its date, kept once staff close the RFQ", () => {
    const accepted = { status: 'accepted' as const, at: '2026-11-21T15:00:00.000Z', reason: null };
    expect(quoteStanding({ status: 'accepted', quote, answer: accepted }, now, 'UTC')).toEqual({
      tone: 'accepted',
      text: 'Accepted on Nov 21, 2026',
    });
    expect(quoteStanding({ status: 'closed', quote, answer: accepted }, now, 'UTC')?.tone).toBe('accepted');
    expect(quoteStanding({ status: 'closed', quote, answer: null }, now)?.tone).toBe('closed');
    expect(quoteStanding({ status: 'submitted', quote: null, answer: null }, now)).toBeNull();
  });
});
