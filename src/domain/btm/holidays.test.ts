import { describe, expect, it } from 'vitest';
import { FIRST_DAY_OF_MONTH } from '../typicalYear.ts';
import { federalHolidays } from './holidays.ts';
import { calendarOf, periodsOf, type Tariff } from './model.ts';

const day = (month: number, date: number) => FIRST_DAY_OF_MONTH[month]! + date - 1;

describe('federal holidays, observed', () => {
  it("2017: New Year's Day on a Sunday is observed on Monday 2 January, Veterans Day on a Saturday on Friday 10 November", () => {
    expect([...federalHolidays(2017)].sort((a, b) => a - b)).toEqual(
      [
        day(0, 2), // New Year's Day (Sunday 1 January) observed
        day(0, 16), // Martin Luther King, Jr. Day
        day(1, 20), // Washington's Birthday
        day(4, 29), // Memorial Day
        day(6, 4), // Independence Day
        day(8, 4), // Labor Day
        day(9, 9), // Columbus Day
        day(10, 10), // Veterans Day (Saturday 11 November) observed
        day(10, 23), // Thanksgiving Day
        day(11, 25), // Christmas Day
      ].sort((a, b) => a - b),
    );
  });

  it('2021: Juneteenth (from 2021) on a Saturday is observed on the 18th; New Year 2022, a Saturday, on 31 December 2021', () => {
    const holidays = federalHolidays(2021);
    expect(holidays.has(day(5, 18))).toBe(true);
    expect(holidays.has(day(11, 31))).toBe(true);
    expect(holidays.has(day(11, 24))).toBe(true); // Christmas on a Saturday: Friday 24 December
    // 2022 has no New Year's Day of its own to observe: it was 31 December 2021.
    expect(federalHolidays(2022).has(day(0, 1))).toBe(false);
    expect(federalHolidays(2020).has(day(5, 19))).toBe(false);
  });

  it("bills a holiday on the tariff's weekend schedule: Tuesday 4 July 2017 is off-peak all day", () => {
    const hours = (period: (hour: number) => number) => Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => period(h)));
    const tariff: Tariff = {
      name: 'Test',
      energyRates: [0.1, 0.4],
      energyWeekday: hours((h) => (h >= 16 && h < 21 ? 1 : 0)),
      energyWeekend: hours(() => 0),
      demandRates: [],
      demandWeekday: [],
      demandWeekend: [],
      flatDemandRates: [],
      flatDemandMonths: [],
      fixedCharge: { amount: 0, per: 'month' },
      exportPricePerKWh: null,
    };
    const periods = periodsOf(tariff, calendarOf(2017, { daylightSaving: false }), 60);
    const at = (d: number, h: number) => periods.energyPeriod[d * 24 + h];
    expect(at(day(6, 4), 17)).toBe(0);
    expect(periods.weekendSchedule[day(6, 4) * 24 + 17]).toBe(1);
    expect(at(day(6, 5), 17)).toBe(1); // Wednesday 5 July: a weekday again
  });
});
