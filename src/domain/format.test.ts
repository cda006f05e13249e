import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCompactCurrency,
  formatCurrency,
  formatEnergy,
  formatMomentDate,
  formatNumber,
  formatPercent,
  formatPower,
  formatQuantity,
} from './format.ts';

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
