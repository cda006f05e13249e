import type * as z from 'zod/mini';
import type { Flat, SearchForm } from './fromSearch.ts';
import { percentOf } from './numbers.ts';

/**
 * A calculator page's form, written once beside the calculator's schema: the page keeps each
 * field's text (in the units it shows: percent where people think in percent) and each switch;
 * the API and the page's URL take the request (fractions). The page converts only through these.
 */

/** A form's fields as the page keeps them: text by field name, and its switches (checkboxes, the mode) as booleans or text. */
export type FormState = Readonly<Record<string, string | boolean>>;

export interface CalculatorForm<S extends z.ZodMiniType = z.ZodMiniType, R = unknown> {
  /** The form's schema, in the units the form shows. */
  schema: S;
  /** The fields as the page opens (the defaults, in the form's units). */
  initial: FormState;
  /** The fields as the schema's input: numbers parsed (a blank one left out, so the schema says 'Required'), nested as the request nests them. */
  input(state: FormState): unknown;
  /** A validated form as the API request (percent to fractions). */
  request(form: z.output<S>): R;
  /** How the page's URL is read: the request's fields, flat, in API units. */
  search: SearchForm<string>;
  /** The fields that inputs read from the URL (API units) fill in, in the form's units. */
  fill(inputs: Partial<Flat>): Record<string, string | boolean>;
}

/**
 * Values in API units as field text: the `percent` fields' fractions in percent, switches as they
 * are. A form's defaults as it opens, and the inputs a link gives.
 */
export function formText(values: Readonly<Partial<Flat>>, percent: readonly string[] = []): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(values)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([name, value]) => [
        name,
        typeof value === 'boolean' ? value : String(typeof value === 'number' && percent.includes(name) ? percentOf(value) : value),
      ]),
  );
}

/**
 * How the URL is read for a request whose fields are all flat (every calculator's but the BESS
 * estimator's, whose TOU rates nest): the URL's values over the defaults, the parsed request as it is.
 */
export function flatSearchForm<F extends string>(
  fields: SearchForm<F>['fields'],
  schema: z.ZodMiniType,
  defaults: Readonly<Partial<Flat>>,
  choices?: SearchForm<F>['choices'],
): SearchForm<F> {
  return {
    fields,
    schema,
    request: (values) => ({ ...defaults, ...values }),
    flat: (request) => request as Flat,
    ...(choices && { choices }),
  };
}
