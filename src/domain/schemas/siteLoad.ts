import * as z from 'zod/mini';
import { DEFAULT_CALENDAR_YEAR } from '../btm/model.ts';
import { METERED_LOAD_NAME_MAX } from '../sites/usage.ts';
import { BTM_BOUNDS } from './calculators/btm.ts';
import { intervalMinutesSchema, intervalSeries, yearLengthIssue } from './calculators/intervalSeries.ts';
import { known } from './calculators/knownFields.ts';
import { boundedNumber } from './calculators/numbers.ts';
import { requiredText } from './fields.ts';

/**
 * PUT /api/sites/{id}/load: the site's own interval data, as the optimizer takes a load (a
 * non-leap year from 1 January, hourly or 15-minute, kW within the optimizer's bounds), and the
 * name of the file it came from. Up to 4 MB of JSON, as the optimizer's own requests.
 */
export const siteLoadSchema = known
  .object({
    name: requiredText('Name the interval data (its file name)', { max: METERED_LOAD_NAME_MAX }),
    intervalMinutes: intervalMinutesSchema,
    year: z._default(boundedNumber(...BTM_BOUNDS.year, { integer: true }), DEFAULT_CALENDAR_YEAR),
    loadKW: intervalSeries(BTM_BOUNDS.loadKW),
  })
  .check(
    z.superRefine(
      (request, ctx) => {
        const issue = Array.isArray(request.loadKW) ? yearLengthIssue(request.intervalMinutes, request.loadKW.length) : undefined;
        if (issue) ctx.addIssue({ code: 'custom', path: ['loadKW'], message: issue });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
export type SiteLoadRequest = z.output<typeof siteLoadSchema>;
export type SiteLoadRequestInput = z.input<typeof siteLoadSchema>;
