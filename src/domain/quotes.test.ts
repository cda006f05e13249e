import { describe, expect, it } from 'vitest';
import { wattsPerUnit } from './productFacets.ts';
import {
  catalogPriceWarning,
  formatLeadTime,
  formatUnitPrice,
  fromUnits,
  hasAtMostDecimals,
  pricePerItem,
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

describe('a price per W, per unit', () => {
  it('multiplies by the watts of one unit, half up to 4 decimals, in integers', () => {
    expect(pricePerItem(0.2735, 620)).toBe('169.5700');
    expect(pricePerItem('0.0001', 0.5)).toBe('0.0001');
    expect(pricePerItem(0.31, 4_600_000)).toBe('1426000.0000');
    expect(pricePerItem(0.2735, 622.5)).toBe('170.2538');
  });

  it("reads the watts of one unit from the catalog: the unit itself, a module's rating, an inverter's AC power; else none", () => {
    expect(wattsPerUnit({ category: 'solar_modules', unitType: 'module', facets: { powerW: 620 } })).toBe(620);
    expect(wattsPerUnit({ category: 'inverters', unitType: 'inverter', facets: { acPowerKW: 4.6 } })).toBe(4600);
    expect(wattsPerUnit({ category: 'solar_modules', unitType: 'W', facets: {} })).toBe(1);
    expect(wattsPerUnit({ category: 'balance_of_system', unitType: 'MW', facets: {} })).toBe(1_000_000);
    expect(wattsPerUnit({ category: 'solar_modules', unitType: 'module', facets: {} })).toBeNull();
    expect(wattsPerUnit({ category: 'storage', unitType: 'container', facets: { usableEnergyKWh: 5000 } })).toBeNull();
  });

  it('warns under a third or over three times the catalog price, naming both with the unit', () => {
    const module = { price: '150.00', unitType: 'module' };
    expect(catalogPriceWarning('50.0000', module)).toBeNull();
    expect(catalogPriceWarning('450.0000', module)).toBeNull();
    expect(catalogPriceWarning('49.9900', module)).toBe(
      '$49.99 per module is less than a third of the catalog price ($150.00 per module): check the price and its unit',
    );
    expect(catalogPriceWarning('450.0100', { price: '150.00', unitType: null })).toBe(
      '$450.01 per unit is more than 3 times the catalog price ($150.00 per unit): check the price and its unit',
    );
    expect(catalogPriceWarning('0.0100', { price: null, unitType: 'module' })).toBeNull();
  });
});
