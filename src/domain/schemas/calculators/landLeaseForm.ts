/**
 * The full land lease estimator's form and URL, apart from landLease.ts so the home page's mini
 * calculator, which needs only the schema, does not ship them.
 */
import { flatSearchForm, formText, type CalculatorForm } from './form.ts';
import { fieldsOf, numberKinds, numbersOf } from './numbers.ts';
import { LEASE_BOUNDS, LEASE_DEFAULTS, LEASE_STATES, landLeaseRequestSchema, type LandLeaseRequest } from './landLease.ts';

const LEASE_FIELDS = { ...numberKinds(LEASE_BOUNDS), state: 'string', address: 'string' } as const;

/** The full land lease estimator's inputs from its URL (read with fromSearch). */
export const LEASE_SEARCH_FORM = /* @__PURE__ */ flatSearchForm(LEASE_FIELDS, landLeaseRequestSchema, LEASE_DEFAULTS, {
  state: LEASE_STATES,
});

/** The full land lease estimator's form: the request's own fields and units; a blank address is left out. */
export const LEASE_FORM: CalculatorForm<typeof landLeaseRequestSchema, LandLeaseRequest> = {
  schema: landLeaseRequestSchema,
  initial: formText({ ...LEASE_DEFAULTS, address: '' }),
  input: (state) => ({
    ...numbersOf(state, fieldsOf(LEASE_BOUNDS)),
    state: state.state,
    address: (typeof state.address === 'string' && state.address.trim()) || undefined,
  }),
  request: (form) => form,
  search: LEASE_SEARCH_FORM,
  fill: (inputs) => formText(inputs),
};
