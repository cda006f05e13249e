import type * as z from 'zod/mini';
import { SPECIFIC_YIELD_BY_STATE } from '../../finance/solarResource.ts';
import { BESS_DEFAULTS, bessRequestSchema } from './bess.ts';
import { LEASE_DEFAULTS, LEASE_STATES, landLeaseRequestSchema } from './landLease.ts';
import { PPA_DEFAULTS, ppaRequestSchema } from './ppa.ts';

/**
 * A calculator's inputs read from its URL's query (a saved run reopened from the dashboard: see
 * `calculatorHref` in src/domain/savedRuns.ts), in API units, flat (the BESS touRates as `peak`
 * and `offPeak`). Each value is checked with the calculator's request schema, the others set to
 * their defaults: a valid value is kept, an invalid or unknown one is left out, so the form keeps
 * its own value for it. Each calculator's reader sits beside its schema where a page should not
 * carry the others' schemas (the interconnection prescreen's region tables).
 */

type Kind = 'number' | 'string' | 'boolean';
export type Flat = Record<string, string | number | boolean>;

interface SearchForm<F extends string> {
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

export function fromSearch<F extends string>(form: SearchForm<F>, search: URLSearchParams | string): Partial<Record<F, string | number | boolean>> {
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
} as const;

/** The full PPA page's inputs from its URL (wacc, degradation and escalation as fractions). */
export function ppaInputsFromSearch(search: URLSearchParams | string) {
  return fromSearch<keyof typeof PPA_FIELDS>(
    {
      fields: PPA_FIELDS,
      schema: ppaRequestSchema,
      request: (values) => ({ ...PPA_DEFAULTS, solveFor: 'ppa', ...values }),
      flat: (request) => request as Flat,
      // The states the page's solar-resource select offers.
      choices: { state: Object.keys(SPECIFIC_YIELD_BY_STATE) },
    },
    search,
  );
}

const LEASE_FIELDS = { acres: 'number', distanceToSubstation: 'number', state: 'string', address: 'string' } as const;

/** The full land lease estimator's inputs from its URL. */
export function landLeaseInputsFromSearch(search: URLSearchParams | string) {
  return fromSearch<keyof typeof LEASE_FIELDS>(
    {
      fields: LEASE_FIELDS,
      schema: landLeaseRequestSchema,
      request: (values) => ({ ...LEASE_DEFAULTS, ...values }),
      flat: (request) => request as Flat,
      choices: { state: LEASE_STATES },
    },
    search,
  );
}

const BESS_FIELDS = {
  batteryCapacityKW: 'number',
  batteryCapacityKWh: 'number',
  demandChargeRate: 'number',
  peak: 'number',
  offPeak: 'number',
  roundTripEfficiency: 'number',
  cyclesPerMonth: 'number',
  includeResilience: 'boolean',
  // Optional (issue 15): the arbitrage window and the cost side.
  dischargeWindowHours: 'number',
  capexPerKWh: 'number',
  itcPercent: 'number',
  omPerKWYear: 'number',
  degradationPercent: 'number',
  analysisYears: 'number',
  discountRate: 'number',
} as const;

/**
 * The BESS estimator's inputs from its URL (round-trip efficiency, capacity fade and the discount
 * rate as fractions; the TOU rates flat).
 */
export function bessInputsFromSearch(search: URLSearchParams | string) {
  return fromSearch<keyof typeof BESS_FIELDS>(
    {
      fields: BESS_FIELDS,
      schema: bessRequestSchema,
      request: ({ peak, offPeak, ...values }) => ({
        ...BESS_DEFAULTS,
        ...values,
        touRates: { peak: peak ?? BESS_DEFAULTS.touRates.peak, offPeak: offPeak ?? BESS_DEFAULTS.touRates.offPeak },
      }),
      flat: (request) => {
        const { touRates, ...rest } = request as Flat & { touRates: { peak: number; offPeak: number } };
        return { ...rest, ...touRates };
      },
    },
    search,
  );
}

