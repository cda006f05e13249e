/**
 * The full land lease estimator's form and URL, apart from landLease.ts so the home page's mini
 * calculator, which needs only the schema, does not ship them.
 */
import { formText, type CalculatorForm } from './form.ts';
import { numbersOf } from './numbers.ts';
import type { Flat, SearchForm } from './fromSearch.ts';
import { LEASE_DEFAULTS, LEASE_STATES, landLeaseRequestSchema, type LandLeaseRequest } from './landLease.ts';

const LEASE_FIELDS = { acres: 'number', distanceToSubstation: 'number', state: 'string', address: 'string' } as const;

/** The full land lease estimator's inputs from its URL (read with fromSearch). */
export const LEASE_SEARCH_FORM: SearchForm<keyof typeof LEASE_FIELDS> = {
  fields: LEASE_FIELDS,
  schema: landLeaseRequestSchema,
  request: (values) => ({ ...LEASE_DEFAULTS, ...values }),
  flat: (request) => request as Flat,
  choices: { state: LEASE_STATES },
};

/** The full land lease estimator's form: the request's own fields and units; a blank address is left out. */
export const LEASE_FORM: CalculatorForm<typeof landLeaseRequestSchema, LandLeaseRequest> = {
  schema: landLeaseRequestSchema,
  initial: formText({ ...LEASE_DEFAULTS, address: '' }),
  input: (state) => ({
    ...numbersOf(state, ['acres', 'distanceToSubstation']),
    state: state.state,
    address: (typeof state.address === 'string' && state.address.trim()) || undefined,
  }),
  request: (form) => form,
  search: LEASE_SEARCH_FORM,
  fill: (inputs) => formText(inputs),
};
