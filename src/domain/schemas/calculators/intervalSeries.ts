import * as z from 'zod/mini';
import { INTERVAL_MINUTES, intervalsPerYear } from '../../btm/model.ts';
import { describeInput, NOT_FINITE_MESSAGE } from '../fields.ts';

/** A year of 15-minute intervals is the largest series: 35,040 values. */
export const MAX_INTERVALS = intervalsPerYear(15);

/**
 * A year of numbers within bounds, checked in one pass (35,040 values; a schema per element would
 * build 35,040 checks and as many messages for one bad file). The first bad value is named by its
 * index; the length is checked against intervalMinutes by the request.
 */
export function intervalSeries([min, max]: readonly [number, number]) {
  return z.custom<number[]>().check(
    z.superRefine((value, ctx) => {
      if (!Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: value === undefined ? 'Required' : `Expected array, received ${describeInput(value)}` });
        return;
      }
      if (value.length > MAX_INTERVALS) {
        ctx.addIssue({
          code: 'custom',
          message: `Expected at most ${MAX_INTERVALS} values (a year of 15-minute intervals), received ${value.length}`,
        });
        return;
      }
      const bad = value.findIndex((item) => typeof item !== 'number' || !Number.isFinite(item) || item < min || item > max);
      if (bad < 0) return;
      const item: unknown = value[bad];
      const message =
        typeof item !== 'number'
          ? `Expected number, received ${describeInput(item)}`
          : !Number.isFinite(item)
            ? NOT_FINITE_MESSAGE
            : item < min
              ? `Number must be greater than or equal to ${min}`
              : `Number must be less than or equal to ${max}`;
      ctx.addIssue({ code: 'custom', message, path: [bad] });
    }),
  );
}

/** An interval the series come at: hourly or 15-minute. */
export const intervalMinutesSchema = z.union(
  INTERVAL_MINUTES.map((minutes) => z.literal(minutes)),
  { error: (issue) => (issue.input === undefined ? 'Required' : `Interval must be ${INTERVAL_MINUTES.join(' or ')} minutes`) },
);

/** What is wrong with a series' length for a year of its interval (undefined when nothing is, or the interval is not one the API takes). */
export function yearLengthIssue(intervalMinutes: unknown, length: number): string | undefined {
  if (intervalMinutes !== 60 && intervalMinutes !== 15) return undefined;
  const expected = intervalsPerYear(intervalMinutes);
  return length === expected
    ? undefined
    : `Expected ${expected} values (a non-leap year of ${intervalMinutes}-minute intervals), received ${length}`;
}
