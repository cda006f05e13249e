import { describe, expect, it } from 'vitest';
import type { BtmAnswer } from '~/domain/btm/answer';
import e19 from '~/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '~/domain/btm/loadShapes';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { apiContext } from '../setup/apiContext';
import { issues, jsonRequest } from '../setup/testApp';

/** Export rules, grid charging and the tariff's warnings in POST /api/calculators/btm. */
const api = apiContext();
const post = (body: unknown) => api.app.request('/api/calculators/btm', jsonRequest('POST', body));

const issuesOf = (body: unknown) => issues(post(body));

const load = scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }).map((kW) => Math.round(kW * 1000) / 1000);
const pvKW = Array.from({ length: 8760 }, (_, hour) => {
  const clock = hour % 24;
  return clock > 6 && clock < 18 ? Math.round(400_000 * Math.sin((Math.PI * (clock - 6)) / 12)) / 1000 : 0;
});
const battery = { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.9 };
const request = { intervalMinutes: 60, year: LOAD_SHAPE_CALENDAR_YEAR, loadKW: load, tariff: e19, battery };
const table = Array.from({ length: 12 }, () => Array.from({ length: 24 }, () => [0.05, 0.04]));

describe('POST /api/calculators/btm: export rules', () => {
  const cases: [unknown, string, string][] = [
    [{ rule: 'feed-in' }, 'export.rule', "Expected 'none', 'flat', 'net-metering', 'net-billing', received string"],
    [{ rule: 'flat' }, 'export.pricePerKWh', 'Required'],
    [{ rule: 'flat', pricePerKWh: 6 }, 'export.pricePerKWh', 'Number must be less than or equal to 5'],
    [{ rule: 'flat', pricePerKWh: -0.01 }, 'export.pricePerKWh', 'Number must be greater than or equal to 0'],
    [{ rule: 'none', pricePerKWh: 0.1 }, 'export.pricePerKWh', 'Unknown field'],
    [{ rule: 'net-metering' }, 'export.nonBypassablePerKWh', 'Required'],
    [{ rule: 'net-metering', nonBypassablePerKWh: 2 }, 'export.nonBypassablePerKWh', 'Number must be less than or equal to 1'],
    [
      { rule: 'net-metering', nonBypassablePerKWh: 0.02, trueUp: 'weekly' },
      'export.trueUp',
      "Expected 'monthly' or 'annual', received string",
    ],
    [
      { rule: 'net-billing' },
      'export.pricePerKWh',
      'Give exactly one of pricePerKWh (one price), prices (one per interval) or table (12 months × 24 hours × weekday, weekend)',
    ],
    [
      { rule: 'net-billing', pricePerKWh: 0.05, table },
      'export.table',
      'Give exactly one of pricePerKWh (one price), prices (one per interval) or table (12 months × 24 hours × weekday, weekend)',
    ],
    [
      { rule: 'net-billing', prices: [0.1, 0.2] },
      'export.prices',
      'Expected 8760 prices (one per 60-minute interval of the year), received 2',
    ],
    [{ rule: 'net-billing', prices: new Array(8760).fill(0.05).with(3, 'x') }, 'export.prices.3', 'Expected number, received string'],
    [{ rule: 'net-billing', prices: new Array(8760).fill(0.05).with(7, 9) }, 'export.prices.7', 'Number must be less than or equal to 5'],
    [{ rule: 'net-billing', table: table.slice(1) }, 'export.table', 'Expected 12 months (January to December), received 11'],
    [
      { rule: 'net-billing', table: table.with(6, table[6]!.with(18, [0.5])) },
      'export.table.6.18',
      'Expected 2 prices (weekday, weekend), received 1',
    ],
    [
      { rule: 'net-billing', table: table.with(6, table[6]!.with(18, [0.5, -1])) },
      'export.table.6.18.1',
      'Number must be greater than or equal to 0',
    ],
    ['net-metering', 'export', 'Expected object, received string'],
  ];
  it.each(cases.map(([rule, path, message]) => [path, message, rule] as const))('%s: %s', async (path, message, rule) => {
    expect(await issuesOf({ ...request, export: rule })).toContainEqual({ path, message });
  });

  it('takes the export rule once: export and the older tariff.exportPricePerKWh together are a 400', async () => {
    expect(await issuesOf({ ...request, tariff: { ...e19, exportPricePerKWh: 0.05 }, export: { rule: 'none' } })).toEqual([
      {
        path: 'tariff.exportPricePerKWh',
        message: 'Give the export price once: in export ({ "rule": "flat", "pricePerKWh": … }) or here, not both',
      },
    ]);
    expect(await issuesOf({ ...request, gridCharging: 'no' })).toEqual([
      { path: 'gridCharging', message: 'Expected boolean, received string' },
    ]);
  });

  it('refuses declining block rates and tiers that differ between periods, naming the field', async () => {
    const declining = structuredClone(e19) as Record<string, unknown> & { energyratestructure: { rate: number; max?: number }[][] };
    declining.energyratestructure = declining.energyratestructure.map(([tier]) => [
      { rate: tier!.rate, max: 500, unit: 'kWh' },
      { rate: tier!.rate - 0.01, unit: 'kWh' },
    ]);
    expect(await issuesOf({ ...request, tariff: declining })).toEqual([
      {
        path: 'tariff.energyratestructure[0][1].rate',
        message:
          'Tier 1 costs less than tier 0: declining block rates need integer variables, and the optimizer takes only tiers whose price never falls',
      },
    ]);
  });
});

describe('POST /api/calculators/btm: answers with export rules and warnings', { timeout: 60_000 }, () => {
  it('answers net metering with a monthly true-up and no grid charging, with a warning per unmodelled URDB field', async () => {
    const response = await post({
      ...request,
      pvKW,
      tariff: { ...e19, mincharge: 25, minchargeunits: '$/month', demandratchetpercentage: new Array(12).fill(0.5), usenetmetering: true },
      export: { rule: 'net-metering', nonBypassablePerKWh: 0.025, trueUp: 'monthly' },
      gridCharging: false,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer: BtmAnswer = await response.json();
    expect(answer.exports).toEqual({ rule: 'net-metering', gridCharging: false });
    expect(answer.warnings).toEqual([
      'demandratchetpercentage: demand ratchets are not modelled; each month is billed on its own peaks',
      'mincharge: the minimum bill (25) is not modelled; bills below it are shown as computed',
      'usenetmetering: the tariff’s net-metering flag is not read; exports follow the request’s export rule',
    ]);
    // The battery charges only from PV: never more, in any hour, than the PV that hour.
    expect(answer.dispatch.chargeKW.every((kW, hour) => kW <= pvKW[hour]! + 1e-3)).toBe(true);
    expect(answer.annual.savings).toBeGreaterThan(0);
  });

  it('answers a net-billing table, and a tariff with nothing unmodelled has no warnings', async () => {
    const answer: BtmAnswer = await (await post({ ...request, pvKW, export: { rule: 'net-billing', table } })).json();
    expect(answer.exports).toEqual({ rule: 'net-billing', gridCharging: true });
    expect(answer.warnings).toEqual([]);
    expect(answer.months.some((month) => month.before.exportCredit > 0)).toBe(true);
  });
});

describe('POST /api/calculators/btm: export dearer than import in many intervals', { timeout: 60_000 }, () => {
  it('answers with the best dispatch the search found in its time, and a warning with the most the bill may be above the best', async () => {
    // Export at $0.50 every January hour, against E-19's import: 744 yes-or-no choices, which HiGHS cannot settle
    // in January's share of the request's 12 s with no load to serve (any hour may buy or sell). Once a 422.
    const january = table.with(
      0,
      Array.from({ length: 24 }, () => [0.5, 0.5]),
    );
    const response = await post({ ...request, loadKW: new Array(8760).fill(0), export: { rule: 'net-billing', table: january } });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer: BtmAnswer = await response.json();
    const unproven = answer.solver.unproven!;
    expect(unproven.months).toEqual(['Jan']);
    // A second of search on a busy machine may not reach a bound: then the warning says there is none.
    const bound =
      unproven.gapDollars === null
        ? 'the bill shown is the best it found, with no bound on how far above the best possible it may be'
        : `the bill shown may be up to ${unproven.gapDollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' })} a year above the best possible`;
    expect(answer.warnings).toEqual([
      `Export pays more than import in many intervals of Jan, and each needs a yes-or-no choice (the meter bills an interval's net flow): the search stopped before proving the best dispatch there, so ${bound}.`,
    ]);
    // No worse than the battery idle (where the search starts), one direction an hour.
    expect(answer.months[0]!.after.total).toBeLessThanOrEqual(answer.months[0]!.before.total);
    expect(
      answer.dispatch.gridKW
        .slice(0, 744)
        .every(
          (kW, hour) => Math.abs(Math.abs(kW) - Math.abs(answer.dispatch.chargeKW[hour]! - answer.dispatch.dischargeKW[hour]!)) < 1e-2,
        ),
    ).toBe(true);
  });
});
