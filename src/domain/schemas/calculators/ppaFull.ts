import * as z from 'zod/mini';
import { describeInput } from '../fields.ts';
import { SPECIFIC_YIELD_BY_STATE } from '../../finance/solarResource.ts';
import type { Flat, SearchForm } from './fromSearch.ts';
import { boundedNumber, fractionOf, toPercentBounds, type Bounds } from './numbers.ts';
import { PPA_BOUNDS, PPA_DEFAULTS, PPA_PERCENT_FIELDS, ppaCoreShape, ppaDetailShape, withPriceForMode } from './ppa.ts';

/**
 * The API's PPA request and the full page's form: ppa.ts's inputs plus issue 15's options. Kept
 * apart from ppa.ts so the home page's card, which needs only the five core inputs, does not ship
 * the options' schemas.
 */
/** Issue 15's optional inputs (docs/calculators.md): the cost stack, the after-tax mode and debt. */
export const PPA_OPTION_BOUNDS = {
  omEscalationPercent: [0, 0.1],
  otherCapexPerW: [0, 5],
  propertyTaxAndInsurancePercent: [0, 0.05],
  landLeasePerYear: [0, 10_000_000],
  landLeaseEscalationPercent: [0, 0.1],
  inflationRate: [0, 0.1],
  federalTaxRate: [0, 0.5],
  stateTaxRate: [0, 0.2],
  ptcPerKWh: [0, 0.05],
  creditTransferPrice: [0.5, 1],
  bonusDepreciationPercent: [0, 100],
  targetEquityIrr: [0.01, 0.3],
} as const satisfies Bounds;
export const DEBT_BOUNDS = { dscr: [1, 3], tenorYears: [1, 30], interestRate: [0, 0.2] } as const satisfies Bounds;

const taxModeSchema = /* @__PURE__ */ z.enum(['pre-tax', 'after-tax'], { error: "Invalid enum value. Expected 'pre-tax' | 'after-tax'" });
const incentiveSchema = /* @__PURE__ */ z.enum(['itc', 'ptc'], { error: "Invalid enum value. Expected 'itc' | 'ptc'" });

function ppaOptionShape(bounds: { [K in keyof typeof PPA_OPTION_BOUNDS]: readonly [number, number] }) {
  return {
    ...ppaFlatOptionShape(bounds),
    debt: z.optional(
      z.object(
        {
          dscr: boundedNumber(...DEBT_BOUNDS.dscr),
          tenorYears: boundedNumber(...DEBT_BOUNDS.tenorYears, { integer: true }),
          interestRate: boundedNumber(...DEBT_BOUNDS.interestRate),
        },
        { error: (issue) => `Expected object, received ${describeInput(issue.input)}` },
      ),
    ),
  };
}

/** The options that are plain fields (all but the debt object). */
function ppaFlatOptionShape(bounds: { [K in keyof typeof PPA_OPTION_BOUNDS]: readonly [number, number] }) {
  const optional = (key: keyof typeof PPA_OPTION_BOUNDS) => z.optional(boundedNumber(...bounds[key]));
  return {
    omEscalationPercent: optional('omEscalationPercent'),
    otherCapexPerW: optional('otherCapexPerW'),
    propertyTaxAndInsurancePercent: optional('propertyTaxAndInsurancePercent'),
    landLeasePerYear: optional('landLeasePerYear'),
    landLeaseEscalationPercent: optional('landLeaseEscalationPercent'),
    inflationRate: optional('inflationRate'),
    taxMode: z.optional(taxModeSchema),
    federalTaxRate: optional('federalTaxRate'),
    stateTaxRate: optional('stateTaxRate'),
    incentive: z.optional(incentiveSchema),
    ptcPerKWh: optional('ptcPerKWh'),
    creditTransferPrice: optional('creditTransferPrice'),
    bonusDepreciationPercent: optional('bonusDepreciationPercent'),
    targetEquityIrr: optional('targetEquityIrr'),
  };
}

type PpaOptions = { taxMode?: string; incentive?: string; debt?: { tenorYears: number }; targetEquityIrr?: number; termYears?: number };

/** What only the after-tax model has (the PTC, debt), and debt's own needs. */
function withConsistentOptions<S extends z.ZodMiniType<PpaOptions>>(schema: S): S {
  return schema.check(
    z.superRefine(
      ({ taxMode, incentive, debt, targetEquityIrr, termYears }, ctx) => {
        // Runs even when fields failed: judge only what is itself valid, so each problem is said once.
        const knownMode = taxMode === undefined || taxMode === 'pre-tax' || taxMode === 'after-tax';
        const preTax = knownMode && taxMode !== 'after-tax';
        if (preTax && incentive === 'ptc')
          ctx.addIssue({ code: 'custom', path: ['incentive'], message: "The PTC needs taxMode 'after-tax'" });
        if (typeof debt !== 'object' || debt === null) return;
        if (preTax) ctx.addIssue({ code: 'custom', path: ['debt'], message: "Debt needs taxMode 'after-tax'" });
        if (targetEquityIrr === undefined) ctx.addIssue({ code: 'custom', path: ['targetEquityIrr'], message: 'Required with debt' });
        const tenor = debt.tenorYears;
        const validTenor =
          typeof tenor === 'number' && Number.isInteger(tenor) && tenor >= DEBT_BOUNDS.tenorYears[0] && tenor <= DEBT_BOUNDS.tenorYears[1];
        if (validTenor && typeof termYears === 'number' && tenor > termYears) {
          ctx.addIssue({
            code: 'custom',
            path: ['debt', 'tenorYears'],
            message: `Number must be less than or equal to the term (${termYears} years)`,
          });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
}

export const ppaRequestSchema = withConsistentOptions(
  withPriceForMode(z.object({ ...ppaCoreShape(PPA_BOUNDS), ...ppaDetailShape(PPA_BOUNDS, true), ...ppaOptionShape(PPA_OPTION_BOUNDS) })),
);

/** The Advanced section's fields shown in percent (debt's interest rate too, as `debtInterestRate`). */
export const PPA_OPTION_PERCENT_FIELDS = [
  'omEscalationPercent',
  'propertyTaxAndInsurancePercent',
  'landLeaseEscalationPercent',
  'inflationRate',
  'federalTaxRate',
  'stateTaxRate',
  'targetEquityIrr',
] as const;

/** The full PPA page's form, in display units; its Advanced section lays the debt out flat. */
export const PPA_FORM_BOUNDS = /* @__PURE__ */ toPercentBounds(PPA_BOUNDS, PPA_PERCENT_FIELDS);
export const PPA_OPTION_FORM_BOUNDS = /* @__PURE__ */ toPercentBounds(PPA_OPTION_BOUNDS, PPA_OPTION_PERCENT_FIELDS);
export const DEBT_FORM_BOUNDS = {
  debtDscr: DEBT_BOUNDS.dscr,
  debtTenorYears: DEBT_BOUNDS.tenorYears,
  debtInterestRate: [DEBT_BOUNDS.interestRate[0] * 100, DEBT_BOUNDS.interestRate[1] * 100],
} as const;
export const ppaFormSchema = /* @__PURE__ */ withPriceForMode(
  z.object({
    ...ppaCoreShape(PPA_FORM_BOUNDS),
    ...ppaDetailShape(PPA_FORM_BOUNDS, false),
    ...ppaFlatOptionShape(PPA_OPTION_FORM_BOUNDS),
    taxMode: z.optional(taxModeSchema),
    incentive: z.optional(incentiveSchema),
    useDebt: z.optional(z.boolean()),
    debtDscr: z.optional(boundedNumber(...DEBT_FORM_BOUNDS.debtDscr)),
    debtTenorYears: z.optional(boundedNumber(...DEBT_FORM_BOUNDS.debtTenorYears, { integer: true })),
    debtInterestRate: z.optional(boundedNumber(...DEBT_FORM_BOUNDS.debtInterestRate)),
  }),
);

/** Where the page shows an issue the API reports at a nested path. */
export function ppaFormFieldOf(path: string): string {
  return (
    { 'debt.dscr': 'debtDscr', 'debt.tenorYears': 'debtTenorYears', 'debt.interestRate': 'debtInterestRate', debt: 'debtDscr' }[path] ??
    path
  );
}

/** A validated form (display units) as the API request (fractions; the flat debt fields nested). */
export function ppaFullRequestFromForm<T extends Record<string, unknown>>(form: T): T {
  const { useDebt, debtDscr, debtTenorYears, debtInterestRate, ...request } = form as Record<string, unknown>;
  for (const field of [...PPA_PERCENT_FIELDS, ...PPA_OPTION_PERCENT_FIELDS])
    if (typeof request[field] === 'number') request[field] = fractionOf(request[field] as number);
  if (useDebt === true && typeof debtDscr === 'number' && typeof debtTenorYears === 'number' && typeof debtInterestRate === 'number') {
    request.debt = { dscr: debtDscr, tenorYears: debtTenorYears, interestRate: fractionOf(debtInterestRate) };
  }
  return request as T;
}

export type PpaRequest = z.output<typeof ppaRequestSchema>;
/** What a caller may send: the full page's fields, or the card's five with the rest left to the defaults. */
export type PpaRequestInput = Partial<PpaRequest>;

const PPA_FIELDS = {
  systemSizeMW: 'number',
  epcPricePerW: 'number',
  wacc: 'number',
  itcPercent: 'number',
  omCostPerKWYear: 'number',
  degradationPercent: 'number',
  termYears: 'number',
  escalationPercent: 'number',
  targetPPA: 'number',
  solveFor: 'string',
  state: 'string',
  // Issue 15's options; a saved run's debt object arrives flat (calculatorHref spreads it).
  omEscalationPercent: 'number',
  otherCapexPerW: 'number',
  propertyTaxAndInsurancePercent: 'number',
  landLeasePerYear: 'number',
  landLeaseEscalationPercent: 'number',
  inflationRate: 'number',
  taxMode: 'string',
  federalTaxRate: 'number',
  stateTaxRate: 'number',
  incentive: 'string',
  ptcPerKWh: 'number',
  creditTransferPrice: 'number',
  bonusDepreciationPercent: 'number',
  targetEquityIrr: 'number',
  dscr: 'number',
  tenorYears: 'number',
  interestRate: 'number',
} as const;

/** The full PPA page's inputs from its URL (read with fromSearch) (wacc, degradation and escalation as fractions). */
export const PPA_SEARCH_FORM: SearchForm<keyof typeof PPA_FIELDS> = {
  fields: PPA_FIELDS,
  schema: ppaRequestSchema,
  request: ({ dscr, tenorYears, interestRate, ...values }) => ({
    ...PPA_DEFAULTS,
    solveFor: 'ppa',
    ...values,
    ...(dscr !== undefined || tenorYears !== undefined || interestRate !== undefined ? { debt: { dscr, tenorYears, interestRate } } : {}),
  }),
  flat: (request) => {
    const { debt, ...rest } = request as Flat & { debt?: Flat };
    return { ...rest, ...debt };
  },
  // The states the page's solar-resource select offers.
  choices: { state: Object.keys(SPECIFIC_YIELD_BY_STATE) },
};
