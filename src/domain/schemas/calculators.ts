import * as z from 'zod/mini';
import { describeInput } from './fields.ts';

/**
 * Request schemas of the three calculators, with SPEC §5's bounds and the standard messages the
 * spec names ('Required', 'Number must be greater than or equal to N', 'Number must be less than
 * or equal to N'). The server validates with the full forms' bounds; the home page's embedded
 * forms use their narrower bounds in the browser.
 */
/** A number within [min, max], with the spec's messages. */
export function boundedNumber(min: number, max: number, { integer = false } = {}) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'Required' : `Expected number, received ${describeInput(issue.input)}`) })
    .check(
      z.minimum(min, `Number must be greater than or equal to ${min}`),
      z.maximum(max, `Number must be less than or equal to ${max}`),
      // A refinement rather than z.int(), whose failure would stop the request-level checks.
      ...(integer ? [z.refine(Number.isInteger, 'Expected integer, received float')] : []),
    );
}

export type Bounds = Readonly<Record<string, readonly [min: number, max: number]>>;

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

/** A two-letter state code, upper-cased. */
function stateCode() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : `Expected string, received ${describeInput(issue.input)}`) })
    .check(z.trim(), z.length(2, 'String must contain exactly 2 character(s)'), z.toUpperCase());
}

export const ppaRequestSchema = withPriceForMode(z.object({ ...ppaCoreShape(PPA_BOUNDS), ...ppaDetailShape(PPA_BOUNDS, true) }));

/**
 * Fields the forms show in percent while the API takes fractions (SPEC §5 records the quirk of a
 * "WACC (%)" label over a fractional range): the form multiplies bounds and defaults by 100 and
 * divides what people type by 100 before sending.
 */
export const PPA_PERCENT_FIELDS = ['wacc', 'degradationPercent', 'escalationPercent'] as const;

function toPercentBounds<B extends Bounds>(bounds: B, fields: readonly string[]): B {
  const scaled = Object.entries(bounds).map(([key, [min, max]]) => [key, fields.includes(key) ? [percentOf(min), percentOf(max)] : [min, max]]);
  return Object.fromEntries(scaled) as unknown as B;
}

/** 0.065 → 6.5, without binary-fraction noise (0.07 × 100 = 7.000000000000001). */
export function percentOf(fraction: number): number {
  return Number((fraction * 100).toPrecision(12));
}

export function fractionOf(percent: number): number {
  return Number((percent / 100).toPrecision(12));
}

/** The full PPA page's form, in display units. */
export const PPA_FORM_BOUNDS = toPercentBounds(PPA_BOUNDS, PPA_PERCENT_FIELDS);
export const ppaFormSchema = withPriceForMode(z.object({ ...ppaCoreShape(PPA_FORM_BOUNDS), ...ppaDetailShape(PPA_FORM_BOUNDS, false) }));

/** The home page's embedded card, in display units: its five inputs with their narrower bounds. */
export const PPA_CARD_FORM_BOUNDS = toPercentBounds(PPA_CARD_BOUNDS, PPA_PERCENT_FIELDS);
export const ppaCardFormSchema = withPriceForMode(z.object(ppaCoreShape(PPA_CARD_FORM_BOUNDS)));

/** A validated form (display units) as the API request (fractions). */
export function ppaRequestFromForm<T extends Record<string, unknown>>(form: T): T {
  const request: Record<string, unknown> = { ...form };
  for (const field of PPA_PERCENT_FIELDS) if (typeof request[field] === 'number') request[field] = fractionOf(request[field] as number);
  return request as T;
}

export type PpaRequest = z.output<typeof ppaRequestSchema>;

/** SPEC §5 land lease bounds: full form and the home page's mini calculator. */
export const LEASE_BOUNDS = { acres: [1, 10000], distanceToSubstation: [0, 50] } as const satisfies Bounds;
export const LEASE_MINI_BOUNDS = { acres: [1, 5000], distanceToSubstation: [0, 25] } as const satisfies Bounds;
export const LEASE_DEFAULTS = { acres: 100, distanceToSubstation: 2.5, state: 'TX' } as const;
/** SPEC §9 state choices. */
export const LEASE_STATES = ['AL', 'AZ', 'CA', 'FL', 'GA', 'NC', 'NV', 'NY', 'TX', 'VA'] as const;
export const LEASE_MINI_STATES = ['TX', 'CA', 'NC', 'VA', 'FL', 'AZ', 'GA'] as const;

function landLeaseSchema(bounds: { acres: readonly [number, number]; distanceToSubstation: readonly [number, number] }) {
  return z.object({
    acres: boundedNumber(...bounds.acres),
    distanceToSubstation: boundedNumber(...bounds.distanceToSubstation),
    state: stateCode(),
    address: z.optional(z.string().check(z.trim(), z.maxLength(300, 'String must contain at most 300 character(s)'))),
  });
}

export const landLeaseRequestSchema = landLeaseSchema(LEASE_BOUNDS);
export const landLeaseMiniSchema = landLeaseSchema(LEASE_MINI_BOUNDS);
export type LandLeaseRequest = z.output<typeof landLeaseRequestSchema>;

/** SPEC §5 BESS bounds (API units: round-trip efficiency as a fraction). */
export const BESS_BOUNDS = {
  batteryCapacityKW: [100, 100000],
  batteryCapacityKWh: [100, 500000],
  demandChargeRate: [5, 100],
  peak: [0.05, 1],
  offPeak: [0.01, 0.5],
  roundTripEfficiency: [0.8, 0.95],
  cyclesPerMonth: [10, 31],
} as const satisfies Bounds;

export const BESS_DEFAULTS = {
  batteryCapacityKW: 5000,
  batteryCapacityKWh: 20000,
  demandChargeRate: 15,
  touRates: { peak: 0.25, offPeak: 0.08 },
  roundTripEfficiency: 0.9,
  cyclesPerMonth: 22,
  includeResilience: false,
} as const;

function bessSchemaFor(bounds: { [K in keyof typeof BESS_BOUNDS]: readonly [number, number] }) {
  return z.object({
    batteryCapacityKW: boundedNumber(...bounds.batteryCapacityKW),
    batteryCapacityKWh: boundedNumber(...bounds.batteryCapacityKWh),
    demandChargeRate: boundedNumber(...bounds.demandChargeRate),
    touRates: z.object(
      { peak: boundedNumber(...bounds.peak), offPeak: boundedNumber(...bounds.offPeak) },
      { error: (issue) => (issue.input === undefined ? 'Required' : `Expected object, received ${describeInput(issue.input)}`) },
    ),
    roundTripEfficiency: boundedNumber(...bounds.roundTripEfficiency),
    cyclesPerMonth: boundedNumber(...bounds.cyclesPerMonth),
    includeResilience: z._default(z.boolean({ error: (issue) => `Expected boolean, received ${describeInput(issue.input)}` }), false),
  });
}

export const bessRequestSchema = bessSchemaFor(BESS_BOUNDS);

/** The BESS page's form shows round-trip efficiency in percent (80–95). */
export const BESS_FORM_BOUNDS = toPercentBounds(BESS_BOUNDS, ['roundTripEfficiency']);
export const bessFormSchema = bessSchemaFor(BESS_FORM_BOUNDS);

export function bessRequestFromForm<T extends { roundTripEfficiency: number }>(form: T): T {
  return { ...form, roundTripEfficiency: fractionOf(form.roundTripEfficiency) };
}

export type BessRequest = z.output<typeof bessRequestSchema>;
