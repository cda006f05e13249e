import type * as z from 'zod/mini';

/**
 * A calculator's inputs read from its URL's query (a saved run reopened from the dashboard: see
 * `calculatorHref` in src/domain/calculatorRuns.ts), in API units, flat (the BESS touRates as `peak`
 * and `offPeak`). Each value is checked with the calculator's request schema, the others set to
 * their defaults: a valid value is kept, an invalid or unknown one is left out, so the form keeps
 * its own value for it. Each calculator describes its query beside its schema (`PPA_SEARCH_FORM`,
 * …) and imports nothing from here but types, so a page that only validates a form (the home
 * page's cards) does not ship the reader.
 */

type Kind = 'number' | 'string' | 'boolean';
export type Flat = Record<string, string | number | boolean>;

export interface SearchForm<F extends string> {
  fields: Readonly<Record<F, Kind>>;
  schema: z.ZodMiniType;
  /** A full request with the given flat values over the defaults. */
  request(values: Partial<Flat>): unknown;
  /** The flat values of a parsed request. */
  flat(request: unknown): Flat;
  /** Extra choices a string field must be one of (the form's select options). */
  choices?: Partial<Record<F, readonly string[]>>;
}

function readValue(raw: string, kind: Kind): unknown {
  if (kind === 'number') return Number(raw);
  if (kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

export function fromSearch<F extends string>(
  form: SearchForm<F>,
  search: URLSearchParams | string,
): Partial<Record<F, string | number | boolean>> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const given: Partial<Flat> = {};
  for (const [name, kind] of Object.entries(form.fields) as [F, Kind][]) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    given[name] = readValue(raw.trim(), kind) as string | number | boolean;
  }
  // Drop what the schema refuses, one round per set of issues, until the rest parses.
  for (let round = 0; round <= Object.keys(form.fields).length; round += 1) {
    const result = form.schema.safeParse(form.request(given));
    if (result.success) {
      const parsed = form.flat(result.data);
      const accepted: Partial<Record<F, string | number | boolean>> = {};
      for (const name of Object.keys(given) as F[]) {
        const value = parsed[name];
        const choices = form.choices?.[name];
        if (value !== undefined && (!choices || choices.includes(String(value)))) accepted[name] = value;
      }
      return accepted;
    }
    const refused = new Set(result.error.issues.map((issue) => String(issue.path.at(-1))));
    const before = Object.keys(given).length;
    for (const name of Object.keys(given)) if (refused.has(name)) delete given[name];
    if (Object.keys(given).length === before) return {};
  }
  return {};
}

/**
 * A request as a URL query, its inverse: API units, a nested object (the BESS touRates, the PPA
 * debt) spread flat, as `calculatorHref` lays out a saved run's link.
 */
export function toSearch(request: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') query.set(key, String(value));
  };
  for (const [key, value] of Object.entries(request)) {
    if (value !== null && typeof value === 'object') for (const [inner, innerValue] of Object.entries(value)) add(inner, innerValue);
    else add(key, value);
  }
  return query.toString();
}
