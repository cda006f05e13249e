import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCompactCurrency,
  formatCurrency,
  formatMomentDate,
  formatNumber,
  formatPercent,
  formatQuantity,
} from './format.ts';
import { energyFormatFor, formatEnergy, formatPower } from './formatEnergy.ts';

describe('format', () => {
  it('formats money, numbers, percents and energy for people', () => {
    expect(formatCurrency(4_200_000)).toBe('$4,200,000');
    expect(formatCurrency(0.05551, 4)).toBe('$0.0555');
    expect(formatCurrency(-1234.5, 2)).toBe('-$1,234.50');
    expect(formatCompactCurrency(4_200_000)).toBe('$4.2M');
    expect(formatNumber(1234.567, 1)).toBe('1,234.6');
    expect(formatPercent(0.065)).toBe('6.5%');
    expect(formatQuantity(75)).toBe('75');
    expect(formatQuantity(7.5)).toBe('7.5');
    expect(formatQuantity(1234.567)).toBe('1,234.57');
    expect(formatEnergy(850)).toBe('850 kWh');
    expect(formatEnergy(3_210.4)).toBe('3,210 kWh');
    expect(formatEnergy(12_400)).toBe('12 MWh');
    expect(formatEnergy(7_250_000)).toBe('7,250 MWh');
    expect(formatEnergy(120_000_000)).toBe('120.0 GWh');
    expect(formatPower(4.25)).toBe('4.3 kW');
    expect(formatPower(0)).toBe('0 kW');
    expect(formatPower(850.4)).toBe('850 kW');
    expect(formatPower(12_500)).toBe('12.5 MW');
  });

  it('shows an amount that rounds to nothing as zero, never "-0": a project NPV of -$0.30 reads "$0"', () => {
    expect(formatCurrency(-0.3)).toBe('$0');
    expect(formatCurrency(-0)).toBe('$0');
    expect(formatCurrency(-0.004, 2)).toBe('$0.00');
    expect(formatCurrency(-0.00004, 4)).toBe('$0.0000');
    expect(formatCurrency(-0.6)).toBe('-$1');
    expect(formatCompactCurrency(-0.04)).toBe('$0');
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatPower(-0.01)).toBe('0.0 kW');
  });

  it('formats money between a least and a most number of decimals', () => {
    expect(formatCurrency(0.2704, 2, 3)).toBe('$0.27');
    expect(formatCurrency(0.2735, 2, 4)).toBe('$0.2735');
    expect(formatCurrency(1_245_000, 0)).toBe('$1,245,000');
  });

  it('gives amounts shown side by side one energy unit, the one that reads best for the largest', () => {
    const days = energyFormatFor([6_100, 14_240]);
    expect([6_100, 14_240].map(days)).toEqual(['6.1 MWh', '14.2 MWh']);
    const months = energyFormatFor([0, 120_000, 1_000_000]);
    expect([0, 120_000, 1_000_000].map(months)).toEqual(['0 MWh', '120 MWh', '1,000 MWh']);
    expect([850, 9_999].map(energyFormatFor([850, 9_999]))).toEqual(['850 kWh', '9,999 kWh']);
    expect(energyFormatFor([0])(0)).toBe('0 kWh');
  });
});

describe('dates', () => {
  it('reads a calendar date as that day in every time zone', () => {
    expect(formatCalendarDate('2027-03-31')).toBe('Mar 31, 2027');
    expect(formatCalendarDate('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('reads a moment in the given time zone', () => {
    expect(formatMomentDate('2026-11-22T03:30:00.000Z', 'UTC')).toBe('Nov 22, 2026');
    expect(formatMomentDate('2026-11-22T03:30:00.000Z', 'America/Chicago')).toBe('Nov 21, 2026');
  });
});
