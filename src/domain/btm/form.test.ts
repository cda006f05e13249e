import { describe, expect, it } from 'vitest';
import type { BtmAnswer } from './answer.ts';
import {
  atInterval,
  batteryFromForm,
  BUILT_TARIFF_INITIAL,
  builtTariff,
  btmReportRows,
  costsFromForm,
  intervalLabel,
  peakWeek,
  WEEKS,
} from './form.ts';
import { tariffFormSchema, tariffFromForm } from './tariffForm.ts';

describe("the optimizer page's form", () => {
  it('sends percent fields as fractions and leaves blanks out, so the schema says Required', () => {
    expect(
      batteryFromForm({
        powerKW: '250',
        energyKWh: '',
        roundTripEfficiency: '88',
        minSocPercent: '20',
        maxSocPercent: '100',
        initialSocPercent: '50',
      }),
    ).toEqual({
      powerKW: 250,
      energyKWh: undefined,
      roundTripEfficiency: 0.88,
      minSocPercent: 20,
      maxSocPercent: 100,
      initialSocPercent: 50,
    });
    expect(costsFromForm({ capexPerKWh: '350', degradationPercent: '2.5', discountRate: '8', analysisYears: '15' })).toMatchObject({
      capexPerKWh: 350,
      degradationPercent: 0.025,
      discountRate: 0.08,
      analysisYears: 15,
    });
  });

  it('builds a summer weekday on-peak tariff with its demand charges and fixed charge', () => {
    const tariff = tariffFromForm(tariffFormSchema.parse(builtTariff(BUILT_TARIFF_INITIAL)));
    expect(tariff.energyRates).toEqual([0.12, 0.32]);
    // July (6), weekdays, 16:00–21:00 on-peak; weekends and January off-peak.
    expect(tariff.energyWeekday[6]!.slice(15, 22)).toEqual([0, 1, 1, 1, 1, 1, 0]);
    expect(tariff.energyWeekend[6]!.every((period) => period === 0)).toBe(true);
    expect(tariff.energyWeekday[0]!.every((period) => period === 0)).toBe(true);
    expect(tariff.demandRates).toEqual([0, 18]);
    expect(tariff.flatDemandRates).toEqual([15]);
    expect(tariff.fixedCharge).toEqual({ amount: 250, per: 'month' });
    // A season across the new year: November to February.
    const winter = builtTariff({ ...BUILT_TARIFF_INITIAL, seasonFirstMonth: '11', seasonLastMonth: '2' });
    expect((winter.periods[1]!.windows as { months: number[] }[])[0]!.months).toEqual([1, 2, 11, 12]);
  });

  it('holds an hourly year through its quarters, and labels intervals by the typical year', () => {
    const hourly = Array.from({ length: 8760 }, (_, hour) => hour);
    const quarters = atInterval(hourly, 15);
    expect(quarters).toHaveLength(35_040);
    expect(quarters.slice(4, 8)).toEqual([1, 1, 1, 1]);
    expect(intervalLabel(0, 60)).toBe('Jan 1 00:00');
    expect(intervalLabel((31 + 28) * 96 + 37, 15)).toBe('Mar 1 09:15');
    expect(intervalLabel(8759, 60)).toBe('Dec 31 23:00');
    expect(WEEKS).toHaveLength(53);
    expect(WEEKS.at(-1)).toEqual({ week: 52, firstDay: 364, days: 1 });
  });

  it("finds the week of the year's highest net load, and writes a row per interval", () => {
    const load = new Array<number>(8760).fill(100);
    load[200 * 24 + 15] = 500; // day 200 is in week 28 (days 196–202)
    expect(peakWeek(load, undefined, 60)).toBe(28);
    const pv = new Array<number>(8760).fill(0);
    pv[200 * 24 + 15] = 450;
    load[10 * 24] = 300;
    expect(peakWeek(load, pv, 60)).toBe(1);
    const answer = {
      intervalMinutes: 60,
      dispatch: { chargeKW: load.map(() => 1), dischargeKW: load.map(() => 0), socKWh: load.map(() => 5), gridKW: load.map(() => 101) },
    } as unknown as BtmAnswer;
    const rows = btmReportRows(answer, load, pv);
    expect(rows).toHaveLength(8760);
    expect(rows[24 * 59 + 13]).toEqual({
      Month: 3,
      Day: 1,
      'Start (local standard time)': '13:00',
      'Load (kW)': 100,
      'PV (kW)': 0,
      'Battery charge (kW)': 1,
      'Battery discharge (kW)': 0,
      'State of charge (kWh)': 5,
      'Grid (kW, import +)': 101,
    });
  });
});
