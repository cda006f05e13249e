import * as z from 'zod/mini';
import { BESS_ECONOMICS_DEFAULTS } from '../../finance/bess.ts';
import { DEFAULT_CALENDAR_YEAR, intervalsPerYear } from '../../btm/model.ts';
import { BATTERY_DEFAULTS } from '../../btm/optimize.ts';
import { safeReadUrdbTariff } from '../../btm/urdb.ts';
import { describeInput, NOT_FINITE_MESSAGE } from '../fields.ts';
import { BATTERY_ECONOMICS_BOUNDS, batteryEconomicsShape } from './batteryEconomics.ts';
import { BATTERY_SIZE_BOUNDS } from './batterySize.ts';
import { btmEconomicsSchema } from './btmEconomics.ts';
import { exportRuleSchema } from './btmExport.ts';
import { known } from './knownFields.ts';
import { boundedNumber, type Bounds } from './numbers.ts';
import { intervalMinutesSchema, intervalSeries, yearLengthIssue } from './intervalSeries.ts';

/**
 * POST /api/calculators/btm: a site's year of load (and PV), its tariff in OpenEI URDB fields, and
 * a battery → the bill-minimising dispatch (src/domain/btm/optimize.ts). Every series is a
 * non-leap year from 1 January 00:00 local standard time, hourly or 15-minute.
 */
export const BTM_BOUNDS = {
  /** kW per interval: a site's net load may be negative (it exports); 1 GW either way is beyond any meter. */
  loadKW: [-1_000_000, 1_000_000],
  pvKW: [0, 1_000_000],
  /** The calendar year whose weekdays the series follow. */
  year: [2000, 2100],
  exportPricePerKWh: [0, 1],
  ...BATTERY_SIZE_BOUNDS,
  /** Fraction, AC to AC. */
  roundTripEfficiency: [0.5, 1],
  minSocPercent: [0, 100],
  maxSocPercent: [0, 100],
  initialSocPercent: [0, 100],
  capexPerKWh: [0, 3000],
  capexPerKW: [0, 3000],
  /** The rest of the cost side, as the BESS estimator takes it. */
  ...BATTERY_ECONOMICS_BOUNDS,
} as const satisfies Bounds;

export { MAX_INTERVALS } from './intervalSeries.ts';

const objectError = (issue: { input: unknown }) =>
  issue.input === undefined ? 'Required' : `Expected object, received ${describeInput(issue.input)}`;

export const btmBatterySchema = known
  .object(
    {
      powerKW: boundedNumber(...BTM_BOUNDS.powerKW),
      energyKWh: boundedNumber(...BTM_BOUNDS.energyKWh),
      roundTripEfficiency: boundedNumber(...BTM_BOUNDS.roundTripEfficiency),
      minSocPercent: z._default(boundedNumber(...BTM_BOUNDS.minSocPercent), BATTERY_DEFAULTS.minSocPercent),
      maxSocPercent: z._default(boundedNumber(...BTM_BOUNDS.maxSocPercent), BATTERY_DEFAULTS.maxSocPercent),
      initialSocPercent: z._default(boundedNumber(...BTM_BOUNDS.initialSocPercent), BATTERY_DEFAULTS.initialSocPercent),
    },
    { error: objectError },
  )
  .check(
    z.superRefine(
      ({ minSocPercent, maxSocPercent, initialSocPercent }, ctx) => {
        if (![minSocPercent, maxSocPercent, initialSocPercent].every((value) => typeof value === 'number')) return;
        if (minSocPercent >= maxSocPercent)
          ctx.addIssue({
            code: 'custom',
            path: ['maxSocPercent'],
            message: `Must be more than the minimum state of charge (${minSocPercent}%)`,
          });
        else if (initialSocPercent < minSocPercent || initialSocPercent > maxSocPercent)
          ctx.addIssue({
            code: 'custom',
            path: ['initialSocPercent'],
            message: `Must be within the state-of-charge limits (${minSocPercent}–${maxSocPercent}%)`,
          });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

/** The battery's cost side, as the BESS estimator's; with `size: true` the optimizer also chooses kW and kWh at these costs. */
export const btmCostsSchema = known.object(
  {
    capexPerKWh: boundedNumber(...BTM_BOUNDS.capexPerKWh),
    capexPerKW: z.optional(boundedNumber(...BTM_BOUNDS.capexPerKW)),
    ...batteryEconomicsShape(BTM_BOUNDS),
  },
  { error: objectError },
);

export const BTM_COST_DEFAULTS = { capexPerKW: 0, ...BESS_ECONOMICS_DEFAULTS } as const;

export const btmRequestSchema = known
  .object({
    intervalMinutes: intervalMinutesSchema,
    loadKW: intervalSeries(BTM_BOUNDS.loadKW),
    pvKW: z.optional(intervalSeries(BTM_BOUNDS.pvKW)),
    year: z._default(boundedNumber(...BTM_BOUNDS.year, { integer: true }), DEFAULT_CALENDAR_YEAR),
    /** Clocks go forward in summer at the site (not in Arizona or Hawaii): tariff hours are clock hours. */
    daylightSaving: z._default(z.boolean({ error: (issue) => `Expected boolean, received ${describeInput(issue.input)}` }), true),
    /** URDB's fields, read by src/domain/btm/urdb.ts, and the export price, which URDB does not give. */
    tariff: z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
      error: objectError,
    }),
    battery: btmBatterySchema,
    /** What exports earn (src/domain/btm/exports.ts); without it, `tariff.exportPricePerKWh` as a flat price, or nothing. */
    export: z.optional(exportRuleSchema),
    /** False: the battery charges only from PV. */
    gridCharging: z._default(z.boolean({ error: (issue) => `Expected boolean, received ${describeInput(issue.input)}` }), true),
    costs: z.optional(btmCostsSchema),
    /** PV and battery after tax (btmEconomics.ts): the answer's `system`; with `size`, both are sized at these costs. */
    economics: z.optional(btmEconomicsSchema),
    size: z._default(z.boolean({ error: (issue) => `Expected boolean, received ${describeInput(issue.input)}` }), false),
  })
  .check(
    z.superRefine(
      (request, ctx) => {
        // Only for an interval the request takes: a 30-minute year is refused at intervalMinutes alone.
        const minutes = request.intervalMinutes;
        const expected = minutes === 60 || minutes === 15 ? intervalsPerYear(minutes) : undefined;
        for (const name of ['loadKW', 'pvKW'] as const) {
          const series = request[name];
          const issue = Array.isArray(series) ? yearLengthIssue(minutes, series.length) : undefined;
          if (issue) ctx.addIssue({ code: 'custom', path: [name], message: issue });
        }
        const rule: unknown = request.export;
        if (
          expected !== undefined &&
          typeof rule === 'object' &&
          rule !== null &&
          'prices' in rule &&
          Array.isArray(rule.prices) &&
          rule.prices.length !== expected
        )
          ctx.addIssue({
            code: 'custom',
            path: ['export', 'prices'],
            message: `Expected ${expected} prices (one per ${request.intervalMinutes}-minute interval of the year), received ${rule.prices.length}`,
          });
        if (request.size === true && request.costs === undefined && request.economics === undefined)
          ctx.addIssue({ code: 'custom', path: ['costs'], message: 'Required to size the battery' });
        const economics = request.economics;
        if (typeof economics === 'object' && economics !== null && Array.isArray(request.pvKW) && economics.pv?.referenceKW === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['economics', 'pv', 'referenceKW'],
            message: 'Required with pvKW: the size (kWdc) of the PV system whose output pvKW is',
          });
        const tariff = request.tariff;
        if (typeof tariff !== 'object' || tariff === null) return;
        const exportPrice = tariff.exportPricePerKWh;
        if (rule !== undefined && exportPrice !== undefined && exportPrice !== null)
          ctx.addIssue({
            code: 'custom',
            path: ['tariff', 'exportPricePerKWh'],
            message: 'Give the export price once: in export ({ "rule": "flat", "pricePerKWh": … }) or here, not both',
          });
        const exportIssue = exportPriceIssue(exportPrice);
        if (exportIssue) ctx.addIssue({ code: 'custom', path: ['tariff', 'exportPricePerKWh'], message: exportIssue });
        const read = safeReadUrdbTariff(tariff, {
          exportPricePerKWh: !exportIssue && typeof exportPrice === 'number' ? exportPrice : null,
        });
        if (!read.success) {
          for (const issue of read.issues) ctx.addIssue({ code: 'custom', path: ['tariff', issue.path], message: issue.message });
          return;
        }
        // A fold, not Math.min(...rates): spreading a list into arguments overflows the stack past about 100,000.
        const cheapest = read.data.tariff.energyRates.reduce((lowest, rate) => Math.min(lowest, rate), Infinity);
        if (!exportIssue && typeof exportPrice === 'number' && exportPrice > cheapest)
          ctx.addIssue({ code: 'custom', path: ['tariff', 'exportPricePerKWh'], message: exportAboveImportMessage(cheapest) });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

/** The export price's own bounds (it sits inside the tariff's URDB object, which URDB does not define). */
function exportPriceIssue(price: unknown): string | undefined {
  if (price === undefined || price === null) return undefined;
  const [min, max] = BTM_BOUNDS.exportPricePerKWh;
  if (typeof price !== 'number') return `Expected number, received ${describeInput(price)}`;
  if (!Number.isFinite(price)) return NOT_FINITE_MESSAGE;
  if (price < min) return `Number must be greater than or equal to ${min}`;
  if (price > max) return `Number must be less than or equal to ${max}`;
  return undefined;
}

/**
 * Why the export price may not exceed the cheapest import rate: a linear program prices the
 * grid as import × rate − export × price, which nets to the meter's bill only while exporting a
 * kWh earns no more than importing it costs; above that it would buy and sell at once.
 */
export function exportAboveImportMessage(cheapestRate: number): string {
  return `Must be at most the tariff's lowest energy rate ($${cheapestRate}/kWh): above it the optimization would buy from the grid to sell back at once`;
}

export type BtmRequest = z.output<typeof btmRequestSchema>;
export type BtmRequestInput = z.input<typeof btmRequestSchema>;
