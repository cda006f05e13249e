import { describe, expect, it } from 'vitest';
import pgeE19 from './data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { billOf, calendarOf, intervalsPerYear } from './model.ts';
import { TARIFF_FORM_EXAMPLE, tariffFormSchema, tariffFromForm } from './tariffForm.ts';
import { readUrdbTariff, safeReadUrdbTariff, TariffError, URDB_BOUNDS, urdbDay, urdbOf, type TariffIssue } from './urdb.ts';

/** A 12 × 24 schedule: `period` everywhere, or `peak` from 12:00 to 18:00 in the given months (1–12). */
function schedule(period: number, peak?: { period: number; months: number[] }): number[][] {
  return Array.from({ length: 12 }, (_, month) =>
    Array.from({ length: 24 }, (_, hour) => (peak && peak.months.includes(month + 1) && hour >= 12 && hour < 18 ? peak.period : period)),
  );
}

/** The smallest useful URDB rate: off-peak $0.10, a weekday summer peak $0.30; no demand, no fixed charge. */
function rate(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    label: '5cef0a415457a33576f60fe2',
    utility: 'Test Utility Co',
    name: 'TOU-1',
    energyratestructure: [[{ rate: 0.1, unit: 'kWh' }], [{ rate: 0.3, unit: 'kWh' }]],
    energyweekdayschedule: schedule(0, { period: 1, months: [6, 7, 8, 9] }),
    energyweekendschedule: schedule(0),
    ...fields,
  };
}

function issuesOf(json: unknown): TariffIssue[] {
  const result = safeReadUrdbTariff(json);
  if (result.success) throw new Error('Expected the tariff to be refused');
  return result.issues;
}

describe('readUrdbTariff: energy', () => {
  it('reads a bare rate object: each period its first tier, the schedules as written, no demand or fixed charge', () => {
    const { tariff, info } = readUrdbTariff(rate());
    expect(tariff.energyRates).toEqual([0.1, 0.3]);
    expect(tariff.energyWeekday[6]![12]).toBe(1);
    expect(tariff.energyWeekday[6]![18]).toBe(0);
    expect(tariff.energyWeekend[6]![12]).toBe(0);
    expect(tariff).toMatchObject({
      name: 'Test Utility Co — TOU-1',
      demandRates: [],
      demandWeekday: [],
      demandWeekend: [],
      flatDemandRates: [],
      flatDemandMonths: [],
      fixedCharge: { amount: 0, per: 'month' },
      exportPricePerKWh: null,
    });
    expect(info).toEqual({
      name: 'TOU-1',
      utility: 'Test Utility Co',
      label: '5cef0a415457a33576f60fe2',
      url: 'https://apps.openei.org/USURDB/rate/view/5cef0a415457a33576f60fe2',
    });
  });

  it('adds adj to rate, without binary-fraction noise', () => {
    const { tariff } = readUrdbTariff(rate({ energyratestructure: [[{ rate: 0.01874, adj: 0.20968 }], [{ rate: 0.3, adj: -0.05 }]] }));
    expect(tariff.energyRates).toEqual([0.22842, 0.25]);
  });

  it('refuses tiers in some periods only, naming the tiered period and those that differ', () => {
    const issues = issuesOf(
      rate({
        energyratestructure: [[{ rate: 0.1 }], [{ rate: 0.3 }], [{ rate: 0.2 }], [{ rate: 0.25, max: 500 }, { rate: 0.3 }]],
      }),
    );
    expect(issues).toEqual([
      {
        path: 'energyratestructure[3]',
        message:
          "Period 3 has tiers that differ in price; tiered rates need the same tiers in every period (the same max and unit, and the same price above the period's first tier), and periods 0, 1, 2 differ",
      },
    ]);
  });

  it('accepts tiers that all cost the same (rate + adj): that period has one rate', () => {
    const { tariff } = readUrdbTariff(
      rate({
        energyratestructure: [
          [{ rate: 0.1 }],
          [
            { rate: 0.3, max: 500 },
            { rate: 0.25, adj: 0.05 },
          ],
        ],
      }),
    );
    expect(tariff.energyRates).toEqual([0.1, 0.3]);
  });

  it("accepts URDB's energy units (they count a tier's max) and refuses any other", () => {
    const units = readUrdbTariff(rate({ energyratestructure: [[{ rate: 0.1, unit: 'kWh daily' }], [{ rate: 0.3, unit: 'kWh/kW' }]] }));
    expect(units.tariff.energyRates).toEqual([0.1, 0.3]);
    expect(issuesOf(rate({ energyratestructure: [[{ rate: 0.1 }], [{ rate: 0.3, unit: 'therms' }]] }))).toEqual([
      { path: 'energyratestructure[1][0].unit', message: '"therms" is not a URDB energy unit (kWh, kWh daily, kWh/kW, kWh/kW daily)' },
    ]);
  });

  it('names missing and mistyped fields as the house schemas do', () => {
    const { energyratestructure: _, ...withoutEnergy } = rate();
    expect(issuesOf(withoutEnergy)).toEqual([{ path: 'energyratestructure', message: 'Required' }]);
    expect(issuesOf(rate({ energyratestructure: [[{ rate: '0.1' }], [{ adj: 0.1 }]] }))).toEqual([
      { path: 'energyratestructure[0][0].rate', message: 'Expected number, received string' },
      { path: 'energyratestructure[1][0].rate', message: 'Required' },
    ]);
    expect(issuesOf(rate({ energyratestructure: [] }))).toEqual([
      { path: 'energyratestructure', message: 'A tariff needs at least one energy period' },
    ]);
    expect(issuesOf(rate({ energyratestructure: [[{ rate: 0.1 }], []] }))).toEqual([
      { path: 'energyratestructure[1]', message: 'A period needs at least one tier: [{ "rate": … }]' },
    ]);
    expect(issuesOf('{"energyratestructure": []}')).toEqual([{ path: '', message: 'Expected object, received string' }]);
  });
});

describe('readUrdbTariff: schedules', () => {
  it('takes 12 rows of 24 whole, non-negative period indexes', () => {
    const short = schedule(0).slice(0, 11);
    expect(issuesOf(rate({ energyweekendschedule: short }))).toEqual([
      { path: 'energyweekendschedule', message: 'Expected 12 months (January to December), received 11' },
    ]);
    const rows = schedule(0);
    rows[2] = rows[2]!.slice(0, 23);
    rows[4]![5] = 1.5;
    rows[5]![6] = -1;
    rows[6]![7] = '1' as unknown as number;
    expect(issuesOf(rate({ energyweekdayschedule: rows }))).toEqual([
      { path: 'energyweekdayschedule[2]', message: 'Expected 24 hours (0 to 23), received 23' },
      { path: 'energyweekdayschedule[4][5]', message: 'Expected integer, received float' },
      { path: 'energyweekdayschedule[5][6]', message: 'Number must be greater than or equal to 0' },
      { path: 'energyweekdayschedule[6][7]', message: 'Expected number, received string' },
    ]);
  });

  it('refuses a period the structure does not have, once per period, at its first cell', () => {
    const rows = schedule(0);
    rows[3]![14] = 7;
    rows[3]![15] = 7;
    rows[8]![0] = 2;
    expect(issuesOf(rate({ energyweekdayschedule: rows }))).toEqual([
      { path: 'energyweekdayschedule[3][14]', message: 'Period 7 is not in energyratestructure (it has 2 periods, 0 to 1)' },
      { path: 'energyweekdayschedule[8][0]', message: 'Period 2 is not in energyratestructure (it has 2 periods, 0 to 1)' },
    ]);
  });
});

describe('readUrdbTariff: demand', () => {
  const touDemand = {
    demandratestructure: [[{ rate: 0 }], [{ rate: 12.5, adj: 0.5 }]],
    demandweekdayschedule: schedule(0, { period: 1, months: [7, 8] }),
    demandweekendschedule: schedule(0),
    demandrateunit: 'kW',
  };

  it('reads TOU demand rates (rate + adj) with their schedules', () => {
    const { tariff } = readUrdbTariff(rate(touDemand));
    expect(tariff.demandRates).toEqual([0, 13]);
    expect(tariff.demandWeekday[6]![12]).toBe(1);
    expect(tariff.demandWeekend[6]![12]).toBe(0);
  });

  it('reads flat demand by month, and one flat period as every month when flatdemandmonths is missing', () => {
    const seasonal = readUrdbTariff(
      rate({ flatdemandstructure: [[{ rate: 10 }], [{ rate: 15, adj: 1.25 }]], flatdemandmonths: [0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0] }),
    );
    expect(seasonal.tariff.flatDemandRates).toEqual([10, 16.25]);
    expect(seasonal.tariff.flatDemandMonths).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0]);
    const single = readUrdbTariff(rate({ flatdemandstructure: [[{ rate: 10 }]] }));
    expect(single.tariff.flatDemandMonths).toEqual(Array.from({ length: 12 }, () => 0));
    expect(issuesOf(rate({ flatdemandstructure: [[{ rate: 10 }], [{ rate: 15 }]] }))).toEqual([
      { path: 'flatdemandmonths', message: 'Required with flatdemandstructure of 2 periods: the period (0 to 1) of each month' },
    ]);
  });

  it('has no demand charge of a kind whose fields are missing, empty or null', () => {
    for (const fields of [
      {},
      { demandratestructure: [], flatdemandstructure: [] },
      { demandratestructure: null, flatdemandstructure: null },
    ]) {
      const { tariff } = readUrdbTariff(rate(fields));
      expect(tariff.demandRates).toEqual([]);
      expect(tariff.flatDemandRates).toEqual([]);
    }
  });

  it('refuses TOU demand without its schedules, and periods or months outside the structures', () => {
    expect(issuesOf(rate({ demandratestructure: touDemand.demandratestructure }))).toEqual([
      { path: 'demandweekdayschedule', message: 'Required with demandratestructure' },
      { path: 'demandweekendschedule', message: 'Required with demandratestructure' },
    ]);
    expect(issuesOf(rate({ ...touDemand, demandweekendschedule: schedule(2) }))).toEqual([
      { path: 'demandweekendschedule[0][0]', message: 'Period 2 is not in demandratestructure (it has 2 periods, 0 to 1)' },
    ]);
    expect(issuesOf(rate({ flatdemandstructure: [[{ rate: 10 }]], flatdemandmonths: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0] }))).toEqual([
      { path: 'flatdemandmonths[5]', message: 'Period 1 is not in flatdemandstructure (it has 1 period, 0)' },
    ]);
    expect(issuesOf(rate({ flatdemandstructure: [[{ rate: 10 }]], flatdemandmonths: [0, 0, 0] }))).toEqual([
      { path: 'flatdemandmonths', message: 'Expected 12 months (January to December), received 3' },
    ]);
  });

  it('refuses tiered demand, and demand priced per anything but kW', () => {
    expect(issuesOf(rate({ flatdemandstructure: [[{ rate: 10, max: 100 }, { rate: 8 }]] }))).toEqual([
      {
        path: 'flatdemandstructure[0]',
        message:
          'flatdemandstructure period 0 has 2 tiers: the optimizer prices each period at one rate, so tiered (block) rates are not supported',
      },
    ]);
    expect(issuesOf(rate({ ...touDemand, demandrateunit: 'kVA' }))).toEqual([
      {
        path: 'demandrateunit',
        message: `Demand priced per "kVA": the optimizer prices demand per kW of the month's highest demand, so only kW demand charges are supported`,
      },
    ]);
    expect(issuesOf(rate({ flatdemandstructure: [[{ rate: 10 }]], flatDemandUnits: 'hp' }))[0]?.path).toBe('flatDemandUnits');
  });
});

describe('readUrdbTariff: fixed charge', () => {
  it('reads fixedchargefirstmeter per day, per month, per year (a twelfth a month), and per month when the units are missing', () => {
    const fixed = (fields: Record<string, unknown>) => readUrdbTariff(rate(fields)).tariff.fixedCharge;
    expect(fixed({ fixedchargefirstmeter: 19.71253, fixedchargeunits: '$/day' })).toEqual({ amount: 19.71253, per: 'day' });
    expect(fixed({ fixedchargefirstmeter: 766.91, fixedchargeunits: '$/month' })).toEqual({ amount: 766.91, per: 'month' });
    expect(fixed({ fixedchargefirstmeter: 1200, fixedchargeunits: '$/year' })).toEqual({ amount: 100, per: 'month' });
    expect(fixed({ fixedchargefirstmeter: 50 })).toEqual({ amount: 50, per: 'month' });
  });

  it('falls back to the older fixedmonthlycharge, and to none', () => {
    const fixed = (fields: Record<string, unknown>) => readUrdbTariff(rate(fields)).tariff.fixedCharge;
    expect(fixed({ fixedmonthlycharge: 259.2 })).toEqual({ amount: 259.2, per: 'month' });
    expect(fixed({ fixedmonthlycharge: 259.2, fixedchargefirstmeter: 10, fixedchargeunits: '$/day' })).toEqual({ amount: 10, per: 'day' });
    expect(fixed({ fixedmonthlycharge: null, fixedchargefirstmeter: null })).toEqual({ amount: 0, per: 'month' });
  });

  it('refuses other units and negative charges', () => {
    expect(issuesOf(rate({ fixedchargefirstmeter: 5, fixedchargeunits: '$/kWh' }))).toEqual([
      { path: 'fixedchargeunits', message: "Expected '$/day', '$/month', '$/year', received '$/kWh'" },
    ]);
    expect(issuesOf(rate({ fixedmonthlycharge: -5 }))).toEqual([
      { path: 'fixedmonthlycharge', message: 'Number must be greater than or equal to 0' },
    ]);
  });
});

describe('readUrdbTariff: bounds', () => {
  const { energyRate, demandRate, fixedCharge, periods, tiers } = URDB_BOUNDS;
  const touDemand = (rates: Record<string, number>) => ({
    demandratestructure: [[{ rate: 0 }], [rates]],
    demandweekdayschedule: schedule(0, { period: 1, months: [7, 8] }),
    demandweekendschedule: schedule(0),
  });

  it('takes every rate, adjustment and charge at its bound', () => {
    const { tariff } = readUrdbTariff(
      rate({
        energyratestructure: [[{ rate: energyRate, adj: -energyRate }], [{ rate: -energyRate, adj: energyRate }]],
        ...touDemand({ rate: demandRate, adj: -demandRate }),
        flatdemandstructure: [[{ rate: -demandRate, adj: demandRate }]],
        fixedmonthlycharge: fixedCharge['$/month'],
      }),
    );
    expect(tariff).toMatchObject({ energyRates: [0, 0], demandRates: [0, 0], flatDemandRates: [0], fixedCharge: { amount: 100_000 } });
    for (const unit of ['$/day', '$/month', '$/year'] as const) {
      expect(readUrdbTariff(rate({ fixedchargefirstmeter: fixedCharge[unit], fixedchargeunits: unit })).tariff.fixedCharge.amount).toBe(
        100_000,
      );
    }
  });

  it('refuses a rate or adjustment beyond ±$5/kWh (energy) or ±$1,000/kW (demand), naming its tier: 1e15 and 1.7e308 included', () => {
    expect(
      issuesOf(
        rate({
          energyratestructure: [[{ rate: 1e15 }], [{ rate: 0.3, adj: -1.7e308 }]],
          ...touDemand({ rate: 1000.01 }),
          flatdemandstructure: [[{ rate: 10, adj: 1.7e308 }]],
        }),
      ),
    ).toEqual([
      { path: 'energyratestructure[0][0].rate', message: 'Number must be less than or equal to 5' },
      { path: 'energyratestructure[1][0].adj', message: 'Number must be greater than or equal to -5' },
      { path: 'demandratestructure[1][0].rate', message: 'Number must be less than or equal to 1000' },
      { path: 'flatdemandstructure[0][0].adj', message: 'Number must be less than or equal to 1000' },
    ]);
    expect(URDB_BOUNDS).toMatchObject({ energyRate: 5, demandRate: 1000 });
  });

  it("refuses a fixed charge beyond its unit's bound: $100,000 a month or a day, $1,200,000 a year", () => {
    expect(issuesOf(rate({ fixedchargefirstmeter: 1e308, fixedchargeunits: '$/day' }))).toEqual([
      { path: 'fixedchargefirstmeter', message: 'Number must be less than or equal to 100000 ($/day)' },
    ]);
    expect(issuesOf(rate({ fixedchargefirstmeter: 1_200_001, fixedchargeunits: '$/year' }))).toEqual([
      { path: 'fixedchargefirstmeter', message: 'Number must be less than or equal to 1200000 ($/year)' },
    ]);
    // Without units, $/month.
    expect(issuesOf(rate({ fixedchargefirstmeter: 100_001 }))).toEqual([
      { path: 'fixedchargefirstmeter', message: 'Number must be less than or equal to 100000 ($/month)' },
    ]);
    expect(issuesOf(rate({ fixedmonthlycharge: 1e308 }))).toEqual([
      { path: 'fixedmonthlycharge', message: 'Number must be less than or equal to 100000' },
    ]);
  });

  it('refuses more than 576 periods (every hour of both schedules its own) or 24 tiers a period', () => {
    const many = (count: number) => Array.from({ length: count }, () => [{ rate: 0.1 }]);
    expect(readUrdbTariff(rate({ energyratestructure: many(periods) })).tariff.energyRates).toHaveLength(576);
    expect(issuesOf(rate({ energyratestructure: many(periods + 1) }))).toEqual([
      {
        path: 'energyratestructure',
        message: 'Expected at most 576 periods (the hours of the weekday and weekend schedules), received 577',
      },
    ]);
    expect(issuesOf(rate({ ...touDemand({ rate: 10 }), demandratestructure: many(150_000) }))).toEqual([
      {
        path: 'demandratestructure',
        message: 'Expected at most 576 periods (the hours of the weekday and weekend schedules), received 150000',
      },
    ]);
    const sameTiers = (count: number) => Array.from({ length: count }, () => ({ rate: 0.1 }));
    expect(readUrdbTariff(rate({ energyratestructure: [sameTiers(tiers), [{ rate: 0.3 }]] })).tariff.energyRates).toEqual([0.1, 0.3]);
    expect(issuesOf(rate({ energyratestructure: [sameTiers(tiers + 1), [{ rate: 0.3 }]] }))).toEqual([
      { path: 'energyratestructure[0]', message: 'Expected at most 24 tiers, received 25' },
    ]);
  });

  it('refuses a list by its length before reading any of its items', () => {
    /** A list that counts how many of its items anything reads. */
    const counting = <T>(items: T[]) => {
      const counter = { reads: 0 };
      const list = new Proxy(items, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) counter.reads += 1;
          return Reflect.get(target, key, receiver);
        },
      });
      return { list, counter };
    };
    const structure = counting(Array.from({ length: 100_000 }, () => [{ rate: 'not a number' }]));
    const row = counting(Array.from({ length: 100_000 }, () => -1));
    const weekday = schedule(0);
    weekday[3] = row.list;
    const months = counting(Array.from({ length: 100_000 }, () => 0.5));
    expect(
      issuesOf(
        rate({
          energyratestructure: structure.list,
          energyweekdayschedule: weekday,
          flatdemandstructure: [[{ rate: 1 }]],
          flatdemandmonths: months.list,
        }),
      ),
    ).toEqual([
      {
        path: 'energyratestructure',
        message: 'Expected at most 576 periods (the hours of the weekday and weekend schedules), received 100000',
      },
      { path: 'energyweekdayschedule[3]', message: 'Expected 24 hours (0 to 23), received 100000' },
      { path: 'flatdemandmonths', message: 'Expected 12 months (January to December), received 100000' },
    ]);
    expect([structure.counter.reads, row.counter.reads, months.counter.reads]).toEqual([0, 0, 0]);
  });
});

describe('readUrdbTariff: wrappings', () => {
  it('takes an API response with one item, and says which field of it is wrong', () => {
    expect(readUrdbTariff({ items: [rate()] }).tariff.energyRates).toEqual([0.1, 0.3]);
    expect(issuesOf({ items: [rate({ energyweekendschedule: schedule(3) })] })).toEqual([
      { path: 'items[0].energyweekendschedule[0][0]', message: 'Period 3 is not in energyratestructure (it has 2 periods, 0 to 1)' },
    ]);
  });

  it('asks which rate when the response holds several, and says when it holds none', () => {
    expect(issuesOf({ items: [rate(), rate({ name: 'TOU-2', label: '55fc81d7682bea28da64f9ae' })] })).toEqual([
      {
        path: 'items',
        message:
          'Expected one rate, received 2: send the one you mean alone ' +
          '([0] Test Utility Co TOU-1 (5cef0a415457a33576f60fe2); [1] Test Utility Co TOU-2 (55fc81d7682bea28da64f9ae))',
      },
    ]);
    expect(issuesOf({ items: [] })).toEqual([{ path: 'items', message: 'No rate here: expected one URDB rate, received an empty list' }]);
    expect(issuesOf({ items: 'none' })).toEqual([{ path: 'items', message: 'Expected array, received string' }]);
  });

  it('takes a list of one rate', () => {
    expect(readUrdbTariff([rate()]).info.name).toBe('TOU-1');
    expect(issuesOf([rate({ energyratestructure: 5 })])).toEqual([
      { path: '[0].energyratestructure', message: 'Expected array, received number' },
    ]);
  });

  it("reads a record of URDB's bulk export, and names its fields as it spells them", () => {
    const bulk = {
      _id: { $oid: '6772f0268322c2ebdc04e77e' },
      utilityName: 'San Diego Gas & Electric Co',
      rateName: 'AL-TOU',
      sector: 'Commercial',
      effectiveDate: { $date: 1727737200000 },
      energyRateStrux: [{ energyRateTiers: [{ rate: 0.01874, adj: 0.20968, unit: 'kWh' }] }, { energyRateTiers: [{ rate: 0.12 }] }],
      energyWeekdaySched: schedule(1, { period: 0, months: [7] }),
      energyWeekendSched: schedule(1),
      flatDemandStrux: [{ flatDemandTiers: [{ rate: 30.63 }] }],
      flatDemandMonths: Array.from({ length: 12 }, () => 0),
      flatDemandUnits: 'kW',
      fixedChargeFirstMeter: 766.91,
      fixedChargeUnits: '$/month',
    };
    const { tariff, info } = readUrdbTariff(bulk);
    expect(tariff).toMatchObject({
      name: 'San Diego Gas & Electric Co — AL-TOU',
      energyRates: [0.22842, 0.12],
      flatDemandRates: [30.63],
      fixedCharge: { amount: 766.91, per: 'month' },
    });
    expect(info).toMatchObject({ label: '6772f0268322c2ebdc04e77e', effectiveDate: '2024-10-01', sector: 'Commercial' });

    const tiered = { ...bulk, energyRateStrux: [bulk.energyRateStrux[0], { energyRateTiers: [{ rate: 0.12, max: 10 }, { rate: 0.2 }] }] };
    expect(issuesOf(tiered)[0]?.path).toBe('energyRateStrux[1].energyRateTiers');
    const mistyped = { ...bulk, energyRateStrux: [bulk.energyRateStrux[0], { energyRateTiers: [{ rate: 'x' }] }] };
    expect(issuesOf(mistyped)).toEqual([
      { path: 'energyRateStrux[1].energyRateTiers[0].rate', message: 'Expected number, received string' },
    ]);
  });
});

describe('readUrdbTariff: description and export price', () => {
  it("gives dates as the day URDB's editor meant, whatever their zone", () => {
    expect(urdbDay(1556690400)).toBe('2019-05-01'); // 2019-05-01T06:00Z: midnight in Colorado
    expect(urdbDay(1727737200)).toBe('2024-10-01'); // 2024-09-30T23:00Z: midnight at UTC+1
    expect(urdbDay(1433116800)).toBe('2015-06-01'); // midnight UTC
    const { info } = readUrdbTariff(rate({ startdate: 1556690400, enddate: 1561874400, sector: 'Commercial' }));
    expect(info).toMatchObject({ effectiveDate: '2019-05-01', endDate: '2019-06-30', sector: 'Commercial' });
    expect(issuesOf(rate({ startdate: 1556690400000 }))).toEqual([
      { path: 'startdate', message: 'Expected a Unix time in seconds (1970 to 2100)' },
    ]);
  });

  it('links only a real URDB label, and names a rate without a name or utility "Your tariff"', () => {
    const { info, tariff } = readUrdbTariff(rate({ label: '../../admin', name: undefined, utility: undefined }));
    expect(info).toEqual({ name: 'Your tariff', label: '../../admin' });
    expect(tariff.name).toBe('Your tariff');
  });

  it("passes the caller's export price through, and refuses one that is not a finite number", () => {
    expect(readUrdbTariff(rate(), { exportPricePerKWh: 0.04 }).tariff.exportPricePerKWh).toBe(0.04);
    expect(readUrdbTariff(rate(), { exportPricePerKWh: null }).tariff.exportPricePerKWh).toBeNull();
    expect(safeReadUrdbTariff(rate(), { exportPricePerKWh: Number.NaN })).toEqual({
      success: false,
      issues: [{ path: 'exportPricePerKWh', message: 'Must be a finite number' }],
    });
  });

  it('throws a TariffError carrying the issues', () => {
    let error: unknown;
    try {
      readUrdbTariff(rate({ energyratestructure: [[{ rate: 0.1 }]] }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TariffError);
    expect((error as TariffError).issues[0]?.path).toBe('energyweekdayschedule[5][12]');
    expect((error as TariffError).message).toMatch(
      /^Invalid tariff: energyweekdayschedule\[5\]\[12\]: Period 1 is not in energyratestructure/,
    );
  });
});

describe('the PG&E E-19 example, billed', () => {
  /*
   * A constant 100 kW load, hourly, on 2017's calendar (1 January a Sunday), billed by hand.
   * E-19 (edition of 1 May 2019): summer is May–October. Weekdays: peak (period 4, $0.16484/kWh)
   * 12:00–18:00 = 6 h; part-peak (3, $0.11883) 08:00–12:00 and 18:00–21:00 = 7 h; off-peak (2,
   * $0.08837) the other 11 h; weekends all off-peak. Winter weekdays: part-peak (1, $0.11253)
   * 08:00–21:00 = 13 h, off-peak (0, $0.09593) 11 h; weekends off-peak. TOU demand: summer
   * weekdays peak $20.97/kW, part-peak $5.81/kW; winter weekdays 08:00–21:00 $0.13/kW. Flat
   * demand $19.53/kW every month. Customer charge $19.71253 a day.
   */
  const { tariff } = readUrdbTariff(pgeE19);
  const bills = billOf(tariff, calendarOf(2017), 60, new Float64Array(intervalsPerYear(60)).fill(100));

  it('bills July 2017: 20 weekdays, 10 weekend days and Independence Day (billed as a weekend)', () => {
    // Energy: peak 20 d × 6 h × 100 kW = 12,000 kWh × 0.16484 = 1,978.08
    //         part-peak 20 × 7 × 100 = 14,000 kWh × 0.11883 = 1,663.62
    //         off-peak (20 × 11 + 11 × 24) × 100 = 22,000 + 26,400 kWh × 0.08837 = 1,944.14 + 2,332.968
    //         total 7,918.808
    // Demand: 100 kW × (19.53 flat + 20.97 peak + 5.81 part-peak) = 4,631
    // Fixed:  19.71253 × 31 days = 611.08843
    const july = bills[6]!;
    expect(july.energyCharges).toBeCloseTo(7918.808, 6);
    expect(july.demandCharges).toBeCloseTo(4631, 6);
    expect(july.fixedCharges).toBeCloseTo(611.08843, 6);
    expect(july.total).toBeCloseTo(13160.89643, 6);
    expect(july.peakKW).toBe(100);
  });

  it('bills January 2017: 20 weekdays, 9 weekend days and two holidays (New Year observed on 2 January, Martin Luther King Day)', () => {
    // Energy: part-peak 20 × 13 × 100 = 26,000 kWh × 0.11253 = 2,925.78
    //         off-peak (20 × 11 + 11 × 24) × 100 = 22,000 + 26,400 kWh × 0.09593 = 2,110.46 + 2,532.552
    //         total 7,568.792
    // Demand: 100 kW × (19.53 flat + 0.13 winter part-peak) = 1,966
    // Fixed:  19.71253 × 31 = 611.08843
    const january = bills[0]!;
    expect(january.energyCharges).toBeCloseTo(7568.792, 6);
    expect(january.demandCharges).toBeCloseTo(1966, 6);
    expect(january.total).toBeCloseTo(10145.88043, 6);
  });

  it('charges the customer charge for each day of each month (28 in February)', () => {
    expect(bills[1]!.fixedCharges).toBeCloseTo(19.71253 * 28, 9);
    expect(bills.reduce((sum, month) => sum + month.fixedCharges, 0)).toBeCloseTo(19.71253 * 365, 6);
  });
});

describe('urdbOf', () => {
  it('writes a tariff back in URDB fields that read back to the same tariff (the real PG&E E-19 and one built in the form)', () => {
    const fromFile = readUrdbTariff(pgeE19).tariff;
    expect(readUrdbTariff(urdbOf(fromFile)).tariff).toEqual(fromFile);
    const built = tariffFromForm(tariffFormSchema.parse(TARIFF_FORM_EXAMPLE));
    expect(readUrdbTariff(urdbOf(built)).tariff).toEqual(built);
  });
});
