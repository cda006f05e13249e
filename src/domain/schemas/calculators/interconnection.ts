import * as z from 'zod/mini';
import { PRESCREEN_TECHNOLOGIES, US_STATES } from '../../constants.ts';
import { REGION_IDS, STATE_REGIONS, type RegionId } from '../../interconnection/data/regions.ts';
import { describeInput } from '../fields.ts';
import { flatSearchForm, formText, type CalculatorForm } from './form.ts';
import { known } from './knownFields.ts';
import { boundedNumber, fieldsOf, numberKinds, numbersOf, type Bounds } from './numbers.ts';

/** The interconnection prescreen's bounds (its size is AC MW at the point of interconnection). */
export const INTERCONNECTION_BOUNDS = {
  systemSizeMW: [0.1, 1000],
  distanceToSubstationMiles: [0, 50],
  interconnectionVoltageKV: [0.48, 765],
  substationAvailableMW: [0, 5000],
  queuedAheadMW: [0, 50000],
} as const satisfies Bounds;

export const INTERCONNECTION_DEFAULTS = { state: 'PA', systemSizeMW: 5, technology: 'solar', distanceToSubstationMiles: 1 } as const;

const technologySchema = z.enum(PRESCREEN_TECHNOLOGIES, {
  error: (issue) => (issue.input === undefined ? 'Required' : "Invalid enum value. Expected 'solar' | 'storage' | 'hybrid'"),
});
const regionSchema = z.enum(REGION_IDS, { error: `Invalid enum value. Expected ${REGION_IDS.map((id) => `'${id}'`).join(' | ')}` });

/** The regions serving a state, the one serving most of it first: a state served by more than one offers a choice. */
export function regionChoices(state: string): readonly RegionId[] {
  return STATE_REGIONS[state as keyof typeof STATE_REGIONS]?.regions ?? [];
}

/** POST /api/calculators/interconnection. */
export const interconnectionRequestSchema = known
  .object({
    state: z.pipe(
      z
        .string({ error: (issue) => (issue.input === undefined ? 'Required' : `Expected string, received ${describeInput(issue.input)}`) })
        .check(z.trim(), z.toUpperCase()),
      z.enum(US_STATES, { error: 'State must be a two-letter US state code' }),
    ),
    systemSizeMW: boundedNumber(...INTERCONNECTION_BOUNDS.systemSizeMW),
    technology: technologySchema,
    distanceToSubstationMiles: boundedNumber(...INTERCONNECTION_BOUNDS.distanceToSubstationMiles),
    interconnectionVoltageKV: z.optional(boundedNumber(...INTERCONNECTION_BOUNDS.interconnectionVoltageKV)),
    substationAvailableMW: z.optional(boundedNumber(...INTERCONNECTION_BOUNDS.substationAvailableMW)),
    queuedAheadMW: z.optional(boundedNumber(...INTERCONNECTION_BOUNDS.queuedAheadMW)),
    region: z.optional(regionSchema),
  })
  .check(
    // The override chooses among the regions serving the state; it cannot move the state.
    z.refine((request) => request.region === undefined || regionChoices(request.state).includes(request.region as RegionId), {
      path: ['region'],
      error: (issue) => {
        const { state } = issue.input as { state: string };
        return `Region must be one of the regions serving ${state}: ${regionChoices(state).join(', ')}`;
      },
    }),
    // Queued capacity means nothing without the capacity it queues for.
    z.refine((request) => request.queuedAheadMW === undefined || request.substationAvailableMW !== undefined, {
      path: ['substationAvailableMW'],
      error: 'Required when queued capacity is given',
    }),
  );

export type InterconnectionRequest = z.output<typeof interconnectionRequestSchema>;
export type InterconnectionRequestInput = z.input<typeof interconnectionRequestSchema>;

const INTERCONNECTION_FIELDS = { ...numberKinds(INTERCONNECTION_BOUNDS), state: 'string', technology: 'string', region: 'string' } as const;

/** The interconnection prescreen's inputs from its URL (read with fromSearch). */
export const INTERCONNECTION_SEARCH_FORM = /* @__PURE__ */ flatSearchForm(
  INTERCONNECTION_FIELDS,
  interconnectionRequestSchema,
  INTERCONNECTION_DEFAULTS,
);

/** The prescreen's form: the request's own fields and units; the region only where the state has a choice. */
export const INTERCONNECTION_FORM: CalculatorForm<typeof interconnectionRequestSchema, InterconnectionRequestInput> = {
  schema: interconnectionRequestSchema,
  initial: formText({
    ...INTERCONNECTION_DEFAULTS,
    region: '',
    interconnectionVoltageKV: '',
    substationAvailableMW: '',
    queuedAheadMW: '',
  }),
  input: (state) => ({
    ...numbersOf(state, fieldsOf(INTERCONNECTION_BOUNDS)),
    state: state.state,
    technology: state.technology,
    region: regionChoices(String(state.state)).length > 1 && state.region ? state.region : undefined,
  }),
  request: (form) => form,
  search: INTERCONNECTION_SEARCH_FORM,
  fill: (inputs) => formText(inputs),
};
