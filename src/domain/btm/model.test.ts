import { describe, expect, it } from 'vitest';
import { billOf, calendarOf, periodsOf, type Tariff } from './model.ts';

const hours = (period: (month: number, hour: number) => number) =>
  Array.from({ length: 12 }, (_, month) => Array.from({ length: 24 }, (_, hour) => period(month, hour)));

/** On-peak 16:00–21:00 by the clock every day (period 1), off-peak otherwise; $10/kW in on-peak hours. */
const tariff: Tariff = {
  name: 'Test',
  energyRates: [0.1, 0.4],
  energyWeekday: hours((_, hour) => (hour >= 16 && hour < 21 ? 1 : 0)),
  energyWeekend: hours(() => 0),
  demandRates: [0, 10],
  demandWeekday: hours((_, hour) => (hour >= 16 && hour < 21 ? 1 : 0)),
  demandWeekend: hours(() => 0),
  flatDemandRates: [],
  flatDemandMonths: [],
  fixedCharge: { amount: 2, per: 'day' },
  exportPricePerKWh: null,
};

describe('the calendar', () => {
  it("knows 2017's weekends and its daylight saving time (12 March to 5 November)", () => {
    const calendar = calendarOf(2017);
    expect(calendar.weekend[0]).toBe(true); // Sunday 1 January 2017
    expect(calendar.weekend.slice(1, 6)).toEqual([false, false, false, false, false]);
    expect(calendar.weekend.filter(Boolean)).toHaveLength(105);
    // 12 March is day 70: clocks go forward at 02:00; 5 November is day 308: back at 02:00 daylight time, 01:00 standard.
    expect(calendar.daylightSaving).toEqual({ startHour: 70 * 24 + 2, endHour: 308 * 24 + 1 });
    // 2024: 10 March and 3 November, days 68 and 306 of the typical year (which has no 29 February).
    expect(calendarOf(2024).daylightSaving).toEqual({ startHour: 68 * 24 + 2, endHour: 306 * 24 + 1 });
    expect(calendarOf(2017, { daylightSaving: false }).daylightSaving).toBeNull();
  });

  it('reads clock-time schedules an hour ahead in daylight saving time', () => {
    // Monday 3 July 2017 (day 183): on-peak 16:00–21:00 by the clock is 15:00–20:00 in standard time.
    const july = periodsOf(tariff, calendarOf(2017), 60);
    const at = (day: number, hour: number) => july.energyPeriod[day * 24 + hour];
    expect([14, 15, 19, 20].map((hour) => at(183, hour))).toEqual([0, 1, 1, 0]);
    // Tuesday 3 January (day 2): standard time is the clock's.
    expect([15, 16, 20, 21].map((hour) => at(2, hour))).toEqual([0, 1, 1, 0]);
    // Arizona keeps standard time all year.
    const arizona = periodsOf(tariff, calendarOf(2017, { daylightSaving: false }), 60);
    expect(arizona.energyPeriod[183 * 24 + 15]).toBe(0);
    expect(arizona.energyPeriod[183 * 24 + 16]).toBe(1);
  });
});

describe('the bill', () => {
  it('charges energy by period, demand on the period peak, fixed charges by the day, and credits export only when paid', () => {
    // 100 kW every hour of 2017 with no daylight saving, and one 300 kW hour on-peak on Tuesday 3 January.
    const calendar = calendarOf(2017, { daylightSaving: false });
    const grid = new Array<number>(8760).fill(100);
    grid[2 * 24 + 17] = 300;
    const [january] = billOf(tariff, calendar, 60, grid);
    // January: 20 weekdays (2 January, New Year's Day observed, and 16 January, Martin Luther King Day, are billed as weekends)
    // × 5 on-peak hours = 100 hours at $0.40, 644 at $0.10; 200 extra kWh on-peak.
    expect(january!.energyCharges).toBeCloseTo(100 * 100 * 0.4 + 644 * 100 * 0.1 + 200 * 0.4, 6);
    expect(january!.demandCharges).toBeCloseTo(300 * 10, 6);
    expect(january!.fixedCharges).toBe(62);
    expect(january!.peakKW).toBe(300);
    const exporting = new Array<number>(8760).fill(-10);
    expect(billOf(tariff, calendar, 60, exporting)[0]!.exportCredit).toBe(0);
    expect(billOf({ ...tariff, exportPricePerKWh: 0.05 }, calendar, 60, exporting)[0]!.exportCredit).toBeCloseTo(744 * 10 * 0.05, 6);
  });
});
