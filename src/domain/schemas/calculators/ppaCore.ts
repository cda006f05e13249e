import * as z from 'zod/mini';
import { boundedNumber, fractionOf } from './numbers.ts';

/** What every PPA form shares, the home page's card included: the core inputs, the mode's rule and the percent fields. */

const solveForSchema = /* @__PURE__ */ z.enum(['ppa', 'epc'], { error: "Invalid enum value. Expected 'ppa' | 'epc'" });

export type PpaCoreBounds = { [K in 'systemSizeMW' | 'epcPricePerW' | 'wacc' | 'itcPercent' | 'targetPPA']: readonly [number, number] };

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

/** A validated form (display units) as the API request (fractions). */
export function ppaRequestFromForm<T extends Record<string, unknown>>(form: T): T {
  const request: Record<string, unknown> = { ...form };
  for (const field of PPA_PERCENT_FIELDS) if (typeof request[field] === 'number') request[field] = fractionOf(request[field] as number);
  return request as T;
}
