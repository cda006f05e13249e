import { describe, expect, it } from 'vitest';
import { DAYS_IN_MONTH, FIRST_DAY_OF_MONTH, MONTH_OF_DAY, typicalDayByMonth } from './typicalYear.ts';

describe('the typical year', () => {
  it('has 365 days, months starting where the last one ended', () => {
    expect(MONTH_OF_DAY).toHaveLength(365);
    expect(FIRST_DAY_OF_MONTH).toEqual([0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]);
    expect(MONTH_OF_DAY[58]).toBe(1); // 28 February
    expect(MONTH_OF_DAY[59]).toBe(2); // 1 March
    expect(MONTH_OF_DAY[364]).toBe(11);
  });

  it("averages each month's days hour by hour", () => {
    // Day d's value at hour h is d × 100 + h: a month's mean at h is its middle day × 100 + h.
    const hourly = Array.from({ length: 8760 }, (_, index) => Math.floor(index / 24) * 100 + (index % 24));
    const typical = typicalDayByMonth(hourly);
    expect(typical).toHaveLength(12);
    expect(typical[0]![0]).toBeCloseTo(1500); // January: days 0–30, mean day 15
    expect(typical[1]![13]).toBeCloseTo(((31 + 58) / 2) * 100 + 13); // February: days 31–58
    expect(typical[11]![23]).toBeCloseTo(((334 + 364) / 2) * 100 + 23);
    // Every month's mean over its hours, weighted by its days, is the year's mean.
    const yearMean = hourly.reduce((sum, value) => sum + value, 0) / 8760;
    const weighted = typical.reduce((sum, day, month) => sum + (day.reduce((a, b) => a + b, 0) / 24) * DAYS_IN_MONTH[month]!, 0) / 365;
    expect(weighted).toBeCloseTo(yearMean, 9);
  });

  it('refuses a series that is not a year of hours', () => {
    expect(() => typicalDayByMonth(new Array(8784).fill(0))).toThrow('Expected 8760 hourly values, got 8784');
  });
});
