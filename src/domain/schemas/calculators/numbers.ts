import * as z from 'zod/mini';
import { describeInput, numberTypeMessage } from '../fields.ts';

/**
 * What every calculator's request schema is built from: bounded numbers and state codes with the
 * same messages everywhere ('Required', 'Number must be greater than or equal to N', 'Number must
 * be less than or equal to N'), and the conversion of fields the forms show in percent.
 */
/** A number within [min, max], with those messages. */
export function boundedNumber(min: number, max: number, { integer = false } = {}) {
  return z.number({ error: (issue) => numberTypeMessage(issue.input) }).check(
    z.minimum(min, `Number must be greater than or equal to ${min}`),
    z.maximum(max, `Number must be less than or equal to ${max}`),
    // A refinement rather than z.int(), whose failure would stop the request-level checks.
    ...(integer ? [z.refine(Number.isInteger, 'Expected integer, received float')] : []),
  );
}

export type Bounds = Readonly<Record<string, readonly [min: number, max: number]>>;

/** A two-letter state code, upper-cased. */
export function stateCode() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : `Expected string, received ${describeInput(issue.input)}`) })
    .check(z.trim(), z.length(2, 'String must contain exactly 2 character(s)'), z.toUpperCase());
}

/**
 * Scales the bounds of fields a form shows in percent while the API takes fractions (the PPA form's
 * "WACC (%)" takes 1 to 30 where the API takes 0.01 to 0.3).
 */
export function toPercentBounds<B extends Bounds>(bounds: B, fields: readonly string[]): B {
  const scaled = Object.entries(bounds).map(([key, [min, max]]) => [
    key,
    fields.includes(key) ? [percentOf(min), percentOf(max)] : [min, max],
  ]);
  return Object.fromEntries(scaled) as unknown as B;
}

/** Field text to numbers: a blank stays absent (the schema then says 'Required'); the rest is parsed. */
export function numbersOf<F extends string>(
  state: Readonly<Record<string, string | boolean>>,
  fields: readonly F[],
): Record<F, number | undefined> {
  return Object.fromEntries(
    fields.map((field) => {
      const text = state[field];
      return [field, typeof text === 'string' && text.trim() ? Number(text) : undefined];
    }),
  ) as Record<F, number | undefined>;
}

/** A bounds table's fields, in its order: the number fields of a calculator's form. */
export function fieldsOf<B extends Bounds>(bounds: B): (keyof B & string)[] {
  return Object.keys(bounds) as (keyof B & string)[];
}

/** A bounds table's fields as its URL's fields (read with fromSearch): every one a number. */
export function numberKinds<B extends Bounds>(bounds: B): Record<keyof B, 'number'> {
  return Object.fromEntries(fieldsOf(bounds).map((field) => [field, 'number'])) as Record<keyof B, 'number'>;
}

/** 0.065 → 6.5, without binary-fraction noise (0.07 × 100 = 7.000000000000001). */
export function percentOf(fraction: number): number {
  return Number((fraction * 100).toPrecision(12));
}

export function fractionOf(percent: number): number {
  return Number((percent / 100).toPrecision(12));
}
