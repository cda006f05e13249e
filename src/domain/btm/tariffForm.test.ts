import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { billOf, calendarOf, intervalsPerYear } from './model.ts';
import { hoursOf, TARIFF_FORM_EXAMPLE, tariffFormSchema, tariffFromForm, type TariffFormInput } from './tariffForm.ts';

function parse(form: unknown) {
  return z.safeParse(tariffFormSchema, form);
}

function issuesOf(form: unknown): { path: string; message: string }[] {
  const result = parse(form);
  if (result.success) throw new Error('Expected the form to be refused');
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

function tariffOf(form: TariffFormInput, options?: { exportPricePerKWh?: number | null }) {
  return tariffFromForm(z.parse(tariffFormSchema, form), options);
}

describe('tariffFromForm', () => {
  it("builds the bill's example: on-peak 12:00–18:00 weekdays June–September, off-peak every other hour", () => {
    const tariff = tariffOf(TARIFF_FORM_EXAMPLE);
    expect(tariff).toMatchObject({
      name: 'Summer-peak TOU',
      energyRates: [0.12, 0.32],
      demandRates: [0, 18],
      flatDemandRates: [15],
      flatDemandMonths: Array.from({ length: 12 }, () => 0),
      fixedCharge: { amount: 250, per: 'month' },
      exportPricePerKWh: null,
    });
    const july = tariff.energyWeekday[6]!;
    expect(july.slice(11, 19)).toEqual([0, 1, 1, 1, 1, 1, 1, 0]);
    expect(tariff.energyWeekday[4]![12]).toBe(0); // May: off-peak
    expect(tariff.energyWeekend[6]![12]).toBe(0); // a July Saturday: off-peak
    // The TOU demand periods are the energy periods.
    expect(tariff.demandWeekday).toEqual(tariff.energyWeekday);
    expect(tariff.demandWeekend).toEqual(tariff.energyWeekend);
  });

  it('bills the example by hand: July 2017 at a constant 100 kW', () => {
    // July 2017: 20 weekdays, 10 weekend days and Independence Day (Tuesday 4 July, billed as a weekend).
    // On-peak 20 × 6 h × 100 kW = 12,000 kWh × 0.32 = 3,840; off-peak (744 h − 120 h) × 100 kW = 62,400 kWh × 0.12 = 7,488.
    // Demand 100 × (15 + 18) = 3,300. Fixed 250.
    const tariff = tariffOf(TARIFF_FORM_EXAMPLE);
    const july = billOf(tariff, calendarOf(2017), 60, new Float64Array(intervalsPerYear(60)).fill(100))[6]!;
    expect(july.energyCharges).toBeCloseTo(11328, 6);
    expect(july.demandCharges).toBeCloseTo(3300, 6);
    expect(july.total).toBeCloseTo(14878, 6);
  });

  it('gives hours no window claims to the first period, wherever it is listed', () => {
    const tariff = tariffOf({
      periods: [
        { name: 'Off-peak', energyRate: 0.1 },
        {
          name: 'Super off-peak',
          energyRate: 0.05,
          windows: [{ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], days: 'all', start: 22, end: 6 }],
        },
        { name: 'Peak', energyRate: 0.3, windows: [{ months: [7], days: 'weekdays', start: 16, end: 21 }] },
      ],
    });
    expect(tariff.energyWeekday[6]).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 0, 1, 1]);
    expect(tariff.energyWeekend[6]).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(tariff.name).toBe('Your tariff');
    expect(tariff.demandRates).toEqual([]);
    expect(tariff.flatDemandRates).toEqual([]);
    expect(tariff.fixedCharge).toEqual({ amount: 0, per: 'month' });
  });

  it('sets seasons of flat demand apart from the rate of the other months', () => {
    const tariff = tariffOf({
      periods: [{ name: 'All hours', energyRate: 0.1 }],
      flatDemandRate: 12,
      flatDemandSeasons: [{ months: [6, 7, 8, 9], rate: 20 }],
    });
    expect(tariff.flatDemandRates).toEqual([12, 20]);
    expect(tariff.flatDemandMonths).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0]);
    const summerOnly = tariffOf({ periods: [{ name: 'All hours', energyRate: 0.1 }], flatDemandSeasons: [{ months: [7], rate: 9 }] });
    expect(summerOnly.flatDemandRates).toEqual([0, 9]);
  });

  it('takes a fixed charge per day and the export price from the caller', () => {
    const tariff = tariffOf(
      { periods: [{ name: 'All hours', energyRate: 0.1 }], fixedCharge: { amount: 19.71, per: 'day' } },
      { exportPricePerKWh: 0.03 },
    );
    expect(tariff.fixedCharge).toEqual({ amount: 19.71, per: 'day' });
    expect(tariff.exportPricePerKWh).toBe(0.03);
  });

  it('counts hours from the start to before the end, past midnight when the end comes first', () => {
    expect(hoursOf(12, 18)).toEqual([12, 13, 14, 15, 16, 17]);
    expect(hoursOf(22, 2)).toEqual([22, 23, 0, 1]);
    expect(hoursOf(0, 24)).toHaveLength(24);
  });

  it('throws on overlapping windows the schema would have refused', () => {
    const form = z.parse(tariffFormSchema, {
      periods: [
        { name: 'A', energyRate: 0.1, windows: [{ months: [1], days: 'all', start: 0, end: 12 }] },
        { name: 'B', energyRate: 0.2 },
      ],
    });
    form.periods[1]!.windows.push({ months: [1], days: 'weekdays', start: 11, end: 13 });
    expect(() => tariffFromForm(form)).toThrow(RangeError);
  });
});

describe('tariffFormSchema', () => {
  it('refuses windows of two periods that claim the same hour, naming the first shared hour', () => {
    expect(
      issuesOf({
        periods: [
          { name: 'Off-peak', energyRate: 0.1 },
          { name: 'Peak', energyRate: 0.3, windows: [{ months: [6, 7], days: 'weekdays', start: 12, end: 18 }] },
          { name: 'Part-peak', energyRate: 0.2, windows: [{ months: [7, 8], days: 'all', start: 8, end: 13 }] },
        ],
      }),
    ).toEqual([{ path: 'periods.2.windows.0', message: 'Overlaps "Peak" (period 2): Jul weekdays 12:00–13:00' }]);
  });

  it("lets a period's own windows overlap", () => {
    const windows = [
      { months: [7], days: 'all', start: 12, end: 18 },
      { months: [7], days: 'weekdays', start: 14, end: 20 },
    ] as const;
    expect(
      parse({
        periods: [
          { name: 'Off-peak', energyRate: 0.1 },
          { name: 'Peak', energyRate: 0.3, windows },
        ],
      }).success,
    ).toBe(true);
  });

  it('refuses a month in two flat demand seasons', () => {
    expect(
      issuesOf({
        periods: [{ name: 'All hours', energyRate: 0.1 }],
        flatDemandSeasons: [
          { months: [6, 7], rate: 10 },
          { months: [8, 7], rate: 12 },
        ],
      }),
    ).toEqual([{ path: 'flatDemandSeasons.1.months', message: 'Jul is already in season 1' }]);
  });

  it('names each bad field with the house messages', () => {
    expect(
      issuesOf({
        periods: [
          { name: ' ', energyRate: 32 },
          {
            name: 'Peak',
            energyRate: '0.3',
            demandRate: -1,
            windows: [{ months: [0, 13, 7, 7], days: 'weekday', start: 12.5, end: 12.5 }],
          },
          { name: 'Evening', energyRate: 0.2, windows: [{ months: [], days: 'all', start: 18, end: 18 }] },
        ],
        fixedCharge: { amount: 250, per: 'week' },
      }),
    ).toEqual([
      { path: 'periods.0.name', message: 'Name the period, e.g. On-peak' },
      { path: 'periods.0.energyRate', message: 'Number must be less than or equal to 5' },
      { path: 'periods.1.energyRate', message: 'Expected number, received string' },
      { path: 'periods.1.demandRate', message: 'Number must be greater than or equal to 0' },
      { path: 'periods.1.windows.0.months.0', message: 'Number must be greater than or equal to 1' },
      { path: 'periods.1.windows.0.months.1', message: 'Number must be less than or equal to 12' },
      { path: 'periods.1.windows.0.months', message: 'Each month once' },
      { path: 'periods.1.windows.0.days', message: "Invalid enum value. Expected 'weekdays' | 'weekends' | 'all'" },
      { path: 'periods.1.windows.0.start', message: 'Expected integer, received float' },
      { path: 'periods.1.windows.0.end', message: 'Expected integer, received float' },
      { path: 'periods.2.windows.0.months', message: 'Choose at least one month' },
      { path: 'periods.2.windows.0.end', message: 'End must differ from start (0 to 24 is the whole day)' },
      { path: 'fixedCharge.per', message: "Invalid enum value. Expected 'month' | 'day'" },
    ]);
    expect(issuesOf({ periods: [] })).toEqual([{ path: 'periods', message: 'Add at least one period (all other hours)' }]);
    expect(issuesOf({})).toEqual([{ path: 'periods', message: 'Required' }]);
    expect(issuesOf({ periods: [{ name: 'A', energyRate: 0.1, windows: [{ months: [1, 1], days: 'all', start: 3, end: 3 }] }] })).toEqual([
      { path: 'periods.0.windows.0.months', message: 'Each month once' },
      { path: 'periods.0.windows.0.end', message: 'End must differ from start (0 to 24 is the whole day)' },
    ]);
  });
});
