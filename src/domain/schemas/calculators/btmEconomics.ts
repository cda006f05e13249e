import * as z from 'zod/mini';
import { MACRS_YEARS, SYSTEM_COST_DEFAULTS } from '../../finance/cashFlow.ts';
import type { SizeBounds } from '../../btm/coSizing.ts';
import { describeInput } from '../fields.ts';
import { known } from './knownFields.ts';
import { boundedNumber, type Bounds } from './numbers.ts';

/**
 * The behind-the-meter request's `economics`: PV and battery costs, taxes and the analysis, in
 * percent where a rate is meant (30 = 30 %), each field optional (SYSTEM_COST_DEFAULTS fill the
 * rest), and the size bounds the optimizer chooses within when the request asks for sizing.
 */
export const BTM_ECONOMICS_BOUNDS = {
  pvCapexPerW: [0, 10],
  pvOmPerKWYear: [0, 200],
  /** The kW (DC) of the system whose output the request's pvKW is. */
  pvReferenceKW: [0.1, 1_000_000],
  pvKW: [0, 1_000_000],
  itcPercent: [0, 50],
  /** Domestic content 10, energy community 10, low income up to 20. */
  itcAdderPercent: [0, 40],
  degradationPercent: [0, 5],
  batteryCapexPerKW: [0, 3000],
  batteryCapexPerKWh: [0, 3000],
  fixedCost: [0, 100_000_000],
  batteryOmPerKWYear: [0, 200],
  omPerKWhYear: [0, 50],
  fadePercent: [0, 10],
  replacementYear: [1, 39],
  replacementPerKW: [0, 3000],
  replacementPerKWh: [0, 3000],
  batteryKW: [0, 100_000],
  batteryKWh: [0, 1_000_000],
  incomeTaxPercent: [0, 60],
  bonusDepreciationPercent: [0, 100],
  tariffEscalationPercent: [-5, 10],
  analysisYears: [1, 40],
  discountRatePercent: [0, 30],
} as const satisfies Bounds;

const B = BTM_ECONOMICS_BOUNDS;
const optional = (bounds: readonly [number, number], integer = false) => z.optional(boundedNumber(...bounds, { integer }));
const objectError = (issue: { input: unknown }) => `Expected object, received ${describeInput(issue.input)}`;

const pvSchema = known.object(
  {
    capexPerW: optional(B.pvCapexPerW),
    omPerKWYear: optional(B.pvOmPerKWYear),
    itcPercent: optional(B.itcPercent),
    itcAdderPercent: optional(B.itcAdderPercent),
    degradationPercent: optional(B.degradationPercent),
    referenceKW: optional(B.pvReferenceKW),
    minKW: optional(B.pvKW),
    maxKW: optional(B.pvKW),
  },
  { error: objectError },
);

const batterySchema = known.object(
  {
    capexPerKW: optional(B.batteryCapexPerKW),
    capexPerKWh: optional(B.batteryCapexPerKWh),
    fixedCost: optional(B.fixedCost),
    omPerKWYear: optional(B.batteryOmPerKWYear),
    omPerKWhYear: optional(B.omPerKWhYear),
    itcPercent: optional(B.itcPercent),
    itcAdderPercent: optional(B.itcAdderPercent),
    fadePercent: optional(B.fadePercent),
    replacementYear: optional(B.replacementYear, true),
    replacementPerKW: optional(B.replacementPerKW),
    replacementPerKWh: optional(B.replacementPerKWh),
    minKW: optional(B.batteryKW),
    maxKW: optional(B.batteryKW),
    minKWh: optional(B.batteryKWh),
    maxKWh: optional(B.batteryKWh),
  },
  { error: objectError },
);

export const btmEconomicsSchema = known
  .object(
    {
      pv: z.optional(pvSchema),
      battery: z.optional(batterySchema),
      incomeTaxPercent: optional(B.incomeTaxPercent),
      bonusDepreciationPercent: optional(B.bonusDepreciationPercent),
      macrsYears: z.optional(
        z.union(
          MACRS_YEARS.map((years) => z.literal(years)),
          { error: () => `MACRS recovery period must be ${MACRS_YEARS.join(', ')} years` },
        ),
      ),
      tariffEscalationPercent: optional(B.tariffEscalationPercent),
      analysisYears: optional(B.analysisYears, true),
      discountRatePercent: optional(B.discountRatePercent),
    },
    { error: objectError },
  )
  .check(
    z.superRefine(
      (economics, ctx) => {
        const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
        const { pv, battery } = economics;
        const below = (low: unknown, high: unknown) => typeof low === 'number' && typeof high === 'number' && low > high;
        if (below(pv?.minKW, pv?.maxKW)) issue(['pv', 'maxKW'], `Must be at least the least PV size (${pv?.minKW} kW)`);
        if (below(battery?.minKW, battery?.maxKW))
          issue(['battery', 'maxKW'], `Must be at least the least battery power (${battery?.minKW} kW)`);
        if (below(battery?.minKWh, battery?.maxKWh))
          issue(['battery', 'maxKWh'], `Must be at least the least battery energy (${battery?.minKWh} kWh)`);
        for (const [name, part] of [
          ['pv', pv],
          ['battery', battery],
        ] as const) {
          const total = (part?.itcPercent ?? SYSTEM_COST_DEFAULTS[name].itcPercent) + (part?.itcAdderPercent ?? 0);
          if (typeof total === 'number' && total > 70) issue([name, 'itcAdderPercent'], 'The ITC with its adders must be at most 70%');
        }
        const years = economics.analysisYears ?? SYSTEM_COST_DEFAULTS.analysisYears;
        if (typeof battery?.replacementYear === 'number' && typeof years === 'number' && battery.replacementYear >= years)
          issue(['battery', 'replacementYear'], `Must be before the last year of the analysis (${years})`);
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

export type BtmEconomicsRequest = z.output<typeof btmEconomicsSchema>;

/** The sizes the optimizer may choose: PV up to the size its output was given for, the battery up to the request's. */
export function sizeBoundsOf(
  economics: BtmEconomicsRequest,
  battery: { powerKW: number; energyKWh: number },
  pvReferenceKW: number,
): SizeBounds {
  const { pv = {}, battery: b = {} } = economics;
  return {
    pv: { minKW: pv.minKW ?? 0, maxKW: pv.maxKW ?? Math.max(pv.minKW ?? 0, pvReferenceKW) },
    battery: {
      minKW: b.minKW ?? 0,
      maxKW: b.maxKW ?? Math.max(b.minKW ?? 0, battery.powerKW),
      minKWh: b.minKWh ?? 0,
      maxKWh: b.maxKWh ?? Math.max(b.minKWh ?? 0, battery.energyKWh),
    },
  };
}
