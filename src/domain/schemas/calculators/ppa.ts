import * as z from 'zod/mini';
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

const solveForSchema = /* @__PURE__ */ z.enum(['ppa', 'epc'], { error: "Invalid enum value. Expected 'ppa' | 'epc'" });

export type PpaCoreBounds = { [K in keyof typeof PPA_CARD_BOUNDS]: readonly [number, number] };
export type PpaBounds = { [K in keyof typeof PPA_BOUNDS]: readonly [number, number] };

/** The inputs every PPA form has (the embedded card has only these). */
export function ppaCoreShape(bounds: PpaCoreBounds) {
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
export function ppaDetailShape(bounds: PpaBounds, withDefaults: boolean) {
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
export function withPriceForMode<S extends z.ZodMiniType<{ solveFor?: 'ppa' | 'epc'; epcPricePerW?: number; targetPPA?: number }>>(
  schema: S,
): S {
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

/** Fields the forms show in percent: bounds and defaults × 100 on screen, what people type ÷ 100 on the way out. */
export const PPA_PERCENT_FIELDS = ['wacc', 'degradationPercent', 'escalationPercent'] as const;
/** The home page's embedded card, in display units: its five inputs with their narrower bounds. */
export const PPA_CARD_FORM_BOUNDS = /* @__PURE__ */ toPercentBounds(PPA_CARD_BOUNDS, PPA_PERCENT_FIELDS);
export const ppaCardFormSchema = /* @__PURE__ */ withPriceForMode(z.object(ppaCoreShape(PPA_CARD_FORM_BOUNDS)));

/** A validated form (display units) as the API request (fractions). */
export function ppaRequestFromForm<T extends Record<string, unknown>>(form: T): T {
  const request: Record<string, unknown> = { ...form };
  for (const field of PPA_PERCENT_FIELDS) if (typeof request[field] === 'number') request[field] = fractionOf(request[field] as number);
  return request as T;
}
