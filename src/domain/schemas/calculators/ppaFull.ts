import * as z from 'zod/mini';
import { describeInput } from '../fields.ts';
import { PPA_OPTION_DEFAULTS } from '../../finance/ppa.ts';
import { US_STATES } from '../../constants.ts';
import { flatSearchForm, formText, type CalculatorForm } from './form.ts';
import { known } from './knownFields.ts';
import { boundedNumber, fractionOf, numberKinds, numbersOf, percentOf, stateCode, toPercentBounds, type Bounds } from './numbers.ts';
import { trackingSchema } from './tracking.ts';
import { PPA_BOUNDS, PPA_DEFAULTS, PPA_PERCENT_FIELDS, ppaCoreShape, withPriceForMode, type PpaBounds } from './ppa.ts';
import type { PpaRequest } from './ppaSite.ts';

/**
 * The API's PPA request and the full page's form: ppa.ts's inputs plus the optional ones. Kept
 * apart from ppa.ts so the home page's card, which needs only the five core inputs, does not ship
 * the options' schemas.
 */
/** The optional inputs (docs/calculators.md): the cost stack, the after-tax mode and debt. */
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

/** The full page's further inputs; the API defaults them (the full page's defaults) for callers like the card. */
function ppaDetailShape(bounds: PpaBounds, withDefaults: boolean) {
  type NumberSchema = ReturnType<typeof boundedNumber>;
  const fill = (schema: NumberSchema, value: number) => (withDefaults ? z._default(schema, value) : schema);
  return {
    omCostPerKWYear: fill(boundedNumber(...bounds.omCostPerKWYear), PPA_DEFAULTS.omCostPerKWYear),
    degradationPercent: fill(boundedNumber(...bounds.degradationPercent), PPA_DEFAULTS.degradationPercent),
    termYears: fill(boundedNumber(...bounds.termYears, { integer: true }), PPA_DEFAULTS.termYears),
    escalationPercent: fill(boundedNumber(...bounds.escalationPercent), PPA_DEFAULTS.escalationPercent),
    state: z.optional(z.pipe(stateCode(), z.enum(US_STATES, { error: 'State must be a two-letter US state code' }))),
    tracking: z.optional(trackingSchema),
    specificYieldKWhPerKW: z.optional(boundedNumber(...bounds.specificYieldKWhPerKW)),
  };
}

const taxModeSchema = /* @__PURE__ */ z.enum(['pre-tax', 'after-tax'], { error: "Invalid enum value. Expected 'pre-tax' | 'after-tax'" });
const incentiveSchema = /* @__PURE__ */ z.enum(['itc', 'ptc'], { error: "Invalid enum value. Expected 'itc' | 'ptc'" });

function ppaOptionShape(bounds: { [K in keyof typeof PPA_OPTION_BOUNDS]: readonly [number, number] }) {
  return {
    ...ppaFlatOptionShape(bounds),
    debt: z.optional(
      known.object(
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

/**
 * The API's request: these fields and the site's, which ppaSite.ts adds from the solar schema, so
 * this module, which the page ships, does not carry the solar schema.
 */
export function ppaRequestShape() {
  return { ...ppaCoreShape(PPA_BOUNDS), ...ppaDetailShape(PPA_BOUNDS, true), ...ppaOptionShape(PPA_OPTION_BOUNDS) };
}

/** The rules between the request's fields: the price the mode needs, what only the after-tax model has, debt's needs. */
export function withPpaRequestRules<
  S extends z.ZodMiniType<PpaOptions & { solveFor?: 'ppa' | 'epc'; epcPricePerW?: number; targetPPA?: number }>,
>(schema: S): S {
  return withConsistentOptions(withPriceForMode(schema));
}

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

/**
 * The page's site: any point on the globe. Whether the solar model covers it (its bounds, its stations)
 * is the API's to say, under the field (ppaSite.ts), so the page does not ship the solar schema.
 */
export const PPA_SITE_FORM_BOUNDS = { latitude: [-90, 90], longitude: [-180, 180] } as const satisfies Bounds;
function ppaSiteFormShape() {
  return {
    latitude: z.optional(boundedNumber(...PPA_SITE_FORM_BOUNDS.latitude)),
    longitude: z.optional(boundedNumber(...PPA_SITE_FORM_BOUNDS.longitude)),
  };
}

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
    ...ppaSiteFormShape(),
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

export type { PpaRequest } from './ppaSite.ts';
/** What a caller may send: the full page's fields, or the card's five with the rest left to the defaults. */
export type PpaRequestInput = Partial<PpaRequest>;

/** The URL's fields: every bounded one a number, the debt's laid out flat (calculatorHref spreads a saved run's debt object). */
const PPA_FIELDS = {
  ...numberKinds({ ...PPA_BOUNDS, ...PPA_OPTION_BOUNDS, ...DEBT_BOUNDS, ...PPA_SITE_FORM_BOUNDS }),
  solveFor: 'string',
  state: 'string',
  tracking: 'string',
  taxMode: 'string',
  incentive: 'string',
} as const;

/**
 * The request as the URL lays it out (the debt's fields flat), each field with the request's own
 * bounds: what the URL gives is checked field by field. The rules between fields (the PTC and debt
 * only after tax, the tenor within the term) are the form's and the API's to apply; a link cannot
 * make the form send what it could not.
 */
const ppaSearchSchema = /* @__PURE__ */ z.object({
  ...ppaCoreShape(PPA_BOUNDS),
  ...ppaDetailShape(PPA_BOUNDS, true),
  ...ppaSiteFormShape(),
  ...ppaFlatOptionShape(PPA_OPTION_BOUNDS),
  dscr: z.optional(boundedNumber(...DEBT_BOUNDS.dscr)),
  tenorYears: z.optional(boundedNumber(...DEBT_BOUNDS.tenorYears, { integer: true })),
  interestRate: z.optional(boundedNumber(...DEBT_BOUNDS.interestRate)),
});

/** The full PPA page's inputs from its URL, read with fromSearch (wacc, degradation and escalation as fractions). */
export const PPA_SEARCH_FORM = /* @__PURE__ */ flatSearchForm(PPA_FIELDS, ppaSearchSchema, PPA_DEFAULTS);

const CORE_FIELDS = [
  'systemSizeMW',
  'epcPricePerW',
  'wacc',
  'itcPercent',
  'omCostPerKWYear',
  'degradationPercent',
  'termYears',
  'escalationPercent',
  'targetPPA',
] as const;
/** The cost stack: in either model. */
const COST_FIELDS = [
  'omEscalationPercent',
  'otherCapexPerW',
  'propertyTaxAndInsurancePercent',
  'landLeasePerYear',
  'landLeaseEscalationPercent',
  'inflationRate',
] as const;
const TAX_FIELDS = ['federalTaxRate', 'stateTaxRate', 'creditTransferPrice', 'bonusDepreciationPercent'] as const;
const DEBT_FIELDS = ['debtDscr', 'debtTenorYears', 'debtInterestRate', 'targetEquityIrr'] as const;

/** Whether the form's state asks for the after-tax model with the production tax credit (the ITC field then means nothing). */
export function ppaFormUsesPtc(state: { taxMode?: unknown; incentive?: unknown }): boolean {
  return state.taxMode === 'after-tax' && state.incentive === 'ptc';
}

/**
 * The full PPA page's form: WACC, degradation, escalation and the Advanced section's rates in
 * percent; `solveFor` is the tab, `useDebt` the checkbox, debt laid out flat. A field the mode or
 * model does not use is not sent: the price the tab solves for, the taxes and credits before tax,
 * the PTC with the ITC; with the PTC no ITC is claimed (itcPercent 0, as a project elects one or
 * the other).
 */
export const PPA_FORM: CalculatorForm<typeof ppaFormSchema, PpaRequestInput> = {
  schema: ppaFormSchema,
  initial: formText(
    {
      ...PPA_DEFAULTS,
      solveFor: 'ppa',
      state: '',
      latitude: '',
      longitude: '',
      tracking: 'single-axis',
      specificYieldKWhPerKW: '',
      taxMode: 'pre-tax',
      omEscalationPercent: 0,
      otherCapexPerW: 0,
      propertyTaxAndInsurancePercent: 0,
      landLeasePerYear: 0,
      landLeaseEscalationPercent: 0,
      ...PPA_OPTION_DEFAULTS,
      useDebt: false,
      debtDscr: 1.3,
      debtTenorYears: 18,
      debtInterestRate: 6,
      targetEquityIrr: 0.1,
    },
    [...PPA_PERCENT_FIELDS, ...PPA_OPTION_PERCENT_FIELDS],
  ),
  input(state) {
    const solveFor = state.solveFor === 'epc' ? 'epc' : 'ppa';
    const ptc = ppaFormUsesPtc(state);
    const afterTax =
      state.taxMode === 'after-tax'
        ? {
            taxMode: 'after-tax',
            incentive: state.incentive,
            ...numbersOf(state, TAX_FIELDS),
            ...(ptc ? numbersOf(state, ['ptcPerKWh']) : {}),
            ...(state.useDebt === true ? { useDebt: true, ...numbersOf(state, DEBT_FIELDS) } : {}),
          }
        : { taxMode: 'pre-tax' };
    return {
      ...numbersOf(state, CORE_FIELDS),
      ...numbersOf(state, COST_FIELDS),
      ...numbersOf(state, ['specificYieldKWhPerKW', 'latitude', 'longitude']),
      ...afterTax,
      solveFor,
      state: state.state || undefined,
      // The array matters only where a site is given: coordinates, or a state.
      tracking: state.state || state.latitude || state.longitude ? state.tracking : undefined,
      ...(solveFor === 'epc' ? { epcPricePerW: undefined } : { targetPPA: undefined }),
      ...(ptc ? { itcPercent: 0 } : {}),
    };
  },
  request: (form) => ppaFullRequestFromForm(form),
  search: PPA_SEARCH_FORM,
  fill({ dscr, tenorYears, interestRate, ...inputs }) {
    const debt: Record<string, string | boolean> =
      typeof dscr === 'number' && typeof tenorYears === 'number' && typeof interestRate === 'number'
        ? { useDebt: true, debtDscr: String(dscr), debtTenorYears: String(tenorYears), debtInterestRate: String(percentOf(interestRate)) }
        : {};
    return { ...formText(inputs, [...PPA_PERCENT_FIELDS, ...PPA_OPTION_PERCENT_FIELDS]), ...debt };
  },
};
