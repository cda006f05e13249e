import * as z from 'zod/mini';
import { describeInput } from '../fields.ts';
import { boundedNumber, fractionOf, stateCode, toPercentBounds, type Bounds } from './numbers.ts';

/**
 * The PPA/EPC solver's request (SPEC §5 bounds, §9 defaults): the API validates with the full
 * page's bounds; the home page's embedded card uses its narrower bounds in the browser.
 */
/** SPEC §5, full PPA page (API units: wacc, degradation and escalation as fractions). */
export const PPA_BOUNDS = {
  systemSizeMW: [0.1, 1000],
  epcPricePerW: [0.5, 10],
  wacc: [0.01, 0.3],
  itcPercent: [0, 50],
  omCostPerKWYear: [0, 100],
  degradationPercent: [0, 1],
  termYears: [5, 35],
  escalationPercent: [0, 0.1],
  targetPPA: [0.01, 1],
  specificYieldKWhPerKW: [800, 2400],
} as const satisfies Bounds;

/** SPEC §5, the home page's embedded PPA card. */
export const PPA_CARD_BOUNDS = {
  systemSizeMW: [0.1, 100],
  epcPricePerW: [0.5, 5],
  wacc: [0.01, 0.2],
  itcPercent: [0, 50],
  targetPPA: [0.01, 1],
} as const satisfies Bounds;

/** SPEC §9 defaults, full page; the card sends only its five inputs and the API fills the rest. */
export const PPA_DEFAULTS = {
  systemSizeMW: 5,
  epcPricePerW: 1.2,
  wacc: 0.065,
  itcPercent: 30,
  omCostPerKWYear: 25,
  degradationPercent: 0.005,
  termYears: 25,
  escalationPercent: 0.025,
  targetPPA: 0.08,
} as const;

export const PPA_CARD_DEFAULTS = { systemSizeMW: 5, epcPricePerW: 1.5, wacc: 0.07, itcPercent: 30, targetPPA: 0.08 } as const;

const solveForSchema = z.enum(['ppa', 'epc'], { error: "Invalid enum value. Expected 'ppa' | 'epc'" });

type PpaCoreBounds = { [K in keyof typeof PPA_CARD_BOUNDS]: readonly [number, number] };
type PpaBounds = { [K in keyof typeof PPA_BOUNDS]: readonly [number, number] };

/** The inputs every PPA form has (the embedded card has only these). */
function ppaCoreShape(bounds: PpaCoreBounds) {
  return {
    systemSizeMW: boundedNumber(...bounds.systemSizeMW),
    epcPricePerW: z.optional(boundedNumber(...bounds.epcPricePerW)),
    wacc: boundedNumber(...bounds.wacc),
    itcPercent: boundedNumber(...bounds.itcPercent),
    targetPPA: z.optional(boundedNumber(...bounds.targetPPA)),
    solveFor: z._default(solveForSchema, 'ppa'),
  };
}

/** The full page's further inputs; the API defaults them (SPEC §9) for callers like the card. */
function ppaDetailShape(bounds: PpaBounds, withDefaults: boolean) {
  type NumberSchema = ReturnType<typeof boundedNumber>;
  const fill = (schema: NumberSchema, value: number) => (withDefaults ? z._default(schema, value) : schema);
  return {
    omCostPerKWYear: fill(boundedNumber(...bounds.omCostPerKWYear), PPA_DEFAULTS.omCostPerKWYear),
    degradationPercent: fill(boundedNumber(...bounds.degradationPercent), PPA_DEFAULTS.degradationPercent),
    termYears: fill(boundedNumber(...bounds.termYears, { integer: true }), PPA_DEFAULTS.termYears),
    escalationPercent: fill(boundedNumber(...bounds.escalationPercent), PPA_DEFAULTS.escalationPercent),
    state: z.optional(stateCode()),
    specificYieldKWhPerKW: z.optional(boundedNumber(...bounds.specificYieldKWhPerKW)),
  };
}

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

const taxModeSchema = z.enum(['pre-tax', 'after-tax'], { error: "Invalid enum value. Expected 'pre-tax' | 'after-tax'" });
const incentiveSchema = z.enum(['itc', 'ptc'], { error: "Invalid enum value. Expected 'itc' | 'ptc'" });

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
        if (preTax && incentive === 'ptc') ctx.addIssue({ code: 'custom', path: ['incentive'], message: "The PTC needs taxMode 'after-tax'" });
        if (typeof debt !== 'object' || debt === null) return;
        if (preTax) ctx.addIssue({ code: 'custom', path: ['debt'], message: "Debt needs taxMode 'after-tax'" });
        if (targetEquityIrr === undefined) ctx.addIssue({ code: 'custom', path: ['targetEquityIrr'], message: 'Required with debt' });
        const tenor = debt.tenorYears;
        const validTenor = typeof tenor === 'number' && Number.isInteger(tenor) && tenor >= DEBT_BOUNDS.tenorYears[0] && tenor <= DEBT_BOUNDS.tenorYears[1];
        if (validTenor && typeof termYears === 'number' && tenor > termYears) {
          ctx.addIssue({ code: 'custom', path: ['debt', 'tenorYears'], message: `Number must be less than or equal to the term (${termYears} years)` });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
}

/**
 * The mode decides which price is an input. `when` runs this even when other fields failed, so
 * one answer lists every problem.
 */
function withPriceForMode<S extends z.ZodMiniType<{ solveFor?: 'ppa' | 'epc'; epcPricePerW?: number; targetPPA?: number }>>(schema: S): S {
  return schema.check(
    z.superRefine(
      ({ solveFor = 'ppa', epcPricePerW, targetPPA }, ctx) => {
        if (solveFor === 'ppa' && epcPricePerW === undefined) ctx.addIssue({ code: 'custom', path: ['epcPricePerW'], message: 'Required' });
        if (solveFor === 'epc' && targetPPA === undefined) ctx.addIssue({ code: 'custom', path: ['targetPPA'], message: 'Required' });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
}

export const ppaRequestSchema = withConsistentOptions(withPriceForMode(z.object({ ...ppaCoreShape(PPA_BOUNDS), ...ppaDetailShape(PPA_BOUNDS, true), ...ppaOptionShape(PPA_OPTION_BOUNDS) })));

/** Fields the forms show in percent: bounds and defaults × 100 on screen, what people type ÷ 100 on the way out. */
export const PPA_PERCENT_FIELDS = ['wacc', 'degradationPercent', 'escalationPercent'] as const;
/** The Advanced section's fields shown in percent (debt's interest rate too, as `debtInterestRate`). */
export const PPA_OPTION_PERCENT_FIELDS = ['omEscalationPercent', 'propertyTaxAndInsurancePercent', 'landLeaseEscalationPercent', 'inflationRate', 'federalTaxRate', 'stateTaxRate', 'targetEquityIrr'] as const;

/** The full PPA page's form, in display units; its Advanced section lays the debt out flat. */
export const PPA_FORM_BOUNDS = toPercentBounds(PPA_BOUNDS, PPA_PERCENT_FIELDS);
export const PPA_OPTION_FORM_BOUNDS = toPercentBounds(PPA_OPTION_BOUNDS, PPA_OPTION_PERCENT_FIELDS);
export const DEBT_FORM_BOUNDS = { debtDscr: DEBT_BOUNDS.dscr, debtTenorYears: DEBT_BOUNDS.tenorYears, debtInterestRate: toPercentBounds(DEBT_BOUNDS, ['interestRate']).interestRate } as const;
export const ppaFormSchema = withPriceForMode(
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
  return { 'debt.dscr': 'debtDscr', 'debt.tenorYears': 'debtTenorYears', 'debt.interestRate': 'debtInterestRate', debt: 'debtDscr' }[path] ?? path;
}

/** The home page's embedded card, in display units: its five inputs with their narrower bounds. */
export const PPA_CARD_FORM_BOUNDS = toPercentBounds(PPA_CARD_BOUNDS, PPA_PERCENT_FIELDS);
export const ppaCardFormSchema = withPriceForMode(z.object(ppaCoreShape(PPA_CARD_FORM_BOUNDS)));

/** A validated form (display units) as the API request (fractions; the flat debt fields nested). */
export function ppaRequestFromForm<T extends Record<string, unknown>>(form: T): T {
  const { useDebt, debtDscr, debtTenorYears, debtInterestRate, ...request } = form as Record<string, unknown>;
  for (const field of [...PPA_PERCENT_FIELDS, ...PPA_OPTION_PERCENT_FIELDS]) if (typeof request[field] === 'number') request[field] = fractionOf(request[field] as number);
  if (useDebt === true && typeof debtDscr === 'number' && typeof debtTenorYears === 'number' && typeof debtInterestRate === 'number') {
    request.debt = { dscr: debtDscr, tenorYears: debtTenorYears, interestRate: fractionOf(debtInterestRate) };
  }
  return request as T;
}

export type PpaRequest = z.output<typeof ppaRequestSchema>;
/** What a caller may send: the full page's fields, or the card's five with the rest left to the defaults. */
export type PpaRequestInput = Partial<PpaRequest>;

