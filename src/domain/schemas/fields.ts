import * as z from 'zod/mini';
import { withoutBidiControls } from '../bidiControls.ts';

/**
 * Field builders shared by the request schemas. The schemas use zod's "mini" build: the same
 * validation engine, tree-shakable, so the islands that validate in the browser stay small.
 */

/** An email address, trimmed, with one message whether it is missing or malformed. */
export function emailField(message = 'Valid email is required') {
  return z.pipe(z.string({ error: message }).check(z.trim()), z.email(message));
}

/** Text as stored: without the controls that would reorder it where it is shown, then trimmed. */
const storedText = () => [z.overwrite(withoutBidiControls), z.trim()] as const;

/** Required text of at least `min` characters after trimming, with one message for every failure. */
export function requiredText(message: string, { min = 1, max = 200 } = {}) {
  return z
    .string({ error: message })
    .check(...storedText(), z.minLength(min, message), z.maxLength(max, `Must be at most ${max} characters`));
}

/** Optional text: blank counts as absent. */
export function optionalText({ max = 2000 } = {}) {
  return z.pipe(
    z.optional(z.string().check(...storedText(), z.maxLength(max, `Must be at most ${max} characters`))),
    z.transform((value) => (value ? value : undefined)),
  );
}

/** JSON's 1e400 parses to Infinity, which zod refuses as a number: say what is wrong with it. */
export const NOT_FINITE_MESSAGE = 'Must be a finite number';

export function isNonFiniteNumber(input: unknown): boolean {
  return typeof input === 'number' && !Number.isFinite(input);
}

/** The message for a value that is not a usable number: missing, not finite, or of another type. */
export function numberTypeMessage(input: unknown): string {
  if (input === undefined) return 'Required';
  if (isNonFiniteNumber(input)) return NOT_FINITE_MESSAGE;
  return `Expected number, received ${describeInput(input)}`;
}

/** How zod names a value's type in "Expected number, received string" messages. */
export function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** Largest value of a PostgreSQL `integer` column, which every row id is. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id: a whole number from 1 to MAX_ROW_ID, with one message for every failure. */
export function rowId(message: string) {
  return z.number({ error: message }).check(z.refine(Number.isInteger, message), z.positive(message), z.maximum(MAX_ROW_ID, message));
}

/** A row id in a path, e.g. /api/rfqs/{id}: digits only, within PostgreSQL's integer range. */
export const idParamSchema = z.object({
  id: z.pipe(z.string().check(z.regex(/^\d{1,10}$/, 'Not a valid id')), z.pipe(z.transform(Number), rowId('Not a valid id'))),
});

/**
 * A UUID (an account id), lower-cased: PostgreSQL matches UUIDs in any case, so an id compared as
 * text anywhere (one's own account, the audit log) must be in the one form the database answers.
 */
export function uuid(message: string) {
  return z
    .string({ error: message })
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message), z.toLowerCase());
}

/** A whole number in a query string (`?page=3`), from `min` to `max`, with one message for every failure. */
export function wholeNumber(message: string, min: number, max: number) {
  return z.pipe(
    z.string({ error: message }).check(z.regex(/^\d{1,7}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.minimum(min, message), z.maximum(max, message))),
  );
}

/** A comma-separated list of allowed values in a query string (`?status=new,contacted`). */
export function queryList<T extends string>(values: readonly T[], message: string) {
  return z.pipe(
    z
      .string({ error: message })
      .check(z.refine((value) => value.split(',').every((item) => (values as readonly string[]).includes(item)), message)),
    z.transform((value) => [...new Set(value.split(','))] as T[]),
  );
}

/** The calendar days any date field takes: later or earlier ones are typing mistakes, and PostgreSQL has no year 0 or 10000. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** `2027-02-30` parses in some engines by rolling over; a real date survives the round trip. */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isWithinDateRange(value: string): boolean {
  return value >= FIRST_DAY && value <= LAST_DAY;
}

/** A calendar date in a query string (`?from=2026-01-31`), from FIRST_DAY to LAST_DAY. */
export function queryDate(name: string) {
  const malformed = `${name} must be a date like 2026-01-31`;
  return z
    .string({ error: malformed })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: malformed, abort: true }),
      z.refine(isCalendarDate, { error: malformed, abort: true }),
      z.refine(isWithinDateRange, `${name} must be a date from ${FIRST_DAY} to ${LAST_DAY}`),
    );
}
