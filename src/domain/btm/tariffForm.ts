import * as z from 'zod/mini';
import { describeInput, NOT_FINITE_MESSAGE, optionalText, requiredText } from '../schemas/fields.ts';
import { boundedNumber } from '../schemas/calculators/numbers.ts';
import { MONTH_NAMES } from '../typicalYear.ts';
import type { Tariff } from './model.ts';

/*
 * The tariff a person types in from their bill, as the page's form edits it and the API takes it:
 * named periods, each with an energy rate, an optional time-of-use demand rate and the windows it
 * applies in ("12:00–18:00 weekdays June–September"), a flat demand rate on the month's highest
 * demand (optionally different in some months), and a fixed charge.
 *
 * Rules, and why:
 * - Every hour no window claims belongs to the FIRST period, the bill's "off-peak / all other
 *   hours": bills define the priced windows and leave the rest to one catch-all, so nobody has to
 *   enter off-peak's hours. The first period may have windows too; they change nothing.
 * - Two periods' windows must not claim the same hour: which price would apply is the question
 *   the bill answers and the form cannot guess. (A period's own windows may overlap each other.)
 * - Months are 1 (January) to 12, as bills write them. Hours are whole hours of the clock (URDB's
 *   schedules are hourly too): `start` 0–23 and `end` 1–24, the window covering start ≤ hour < end;
 *   an end before the start runs past midnight (22 to 6 is 22:00–06:00), on the same kind of day.
 * - A period's demand rate is charged on the month's highest demand within that period's hours;
 *   the TOU demand periods are the energy periods, a period without a demand rate at $0/kW.
 */

export const DAY_TYPES = ['weekdays', 'weekends', 'all'] as const;
export type DayType = (typeof DAY_TYPES)[number];

export const TARIFF_FORM_BOUNDS = {
  /** $/kWh: the dearest US peak prices are under $1; a figure of 5 or more is a typing mistake (cents for dollars). */
  energyRate: [0, 5],
  /** $/kW a month. */
  demandRate: [0, 200],
  /** $ a month or a day. */
  fixedCharge: [0, 100_000],
} as const;

export const MAX_TARIFF_PERIODS = 12;
export const MAX_PERIOD_WINDOWS = 12;

const typeMessage = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Required' : `Expected ${expected}, received ${describeInput(issue.input)}`;

const monthsSchema = z.array(boundedNumber(1, 12, { integer: true }), { error: typeMessage('array') }).check(
  z.minLength(1, 'Choose at least one month'),
  z.refine((months) => new Set(months).size === months.length, 'Each month once'),
);

const windowSchema = z
  .object(
    {
      months: monthsSchema,
      days: z.enum(DAY_TYPES, { error: "Invalid enum value. Expected 'weekdays' | 'weekends' | 'all'" }),
      start: boundedNumber(0, 23, { integer: true }),
      end: boundedNumber(1, 24, { integer: true }),
    },
    { error: typeMessage('object') },
  )
  .check(
    z.refine((window) => window.start !== window.end, { path: ['end'], error: 'End must differ from start (0 to 24 is the whole day)' }),
  );

const periodSchema = z.object(
  {
    name: requiredText('Name the period, e.g. On-peak', { max: 40 }),
    energyRate: boundedNumber(...TARIFF_FORM_BOUNDS.energyRate),
    demandRate: z.optional(boundedNumber(...TARIFF_FORM_BOUNDS.demandRate)),
    windows: z._default(
      z
        .array(windowSchema, { error: typeMessage('array') })
        .check(z.maxLength(MAX_PERIOD_WINDOWS, `At most ${MAX_PERIOD_WINDOWS} windows a period`)),
      [],
    ),
  },
  { error: typeMessage('object') },
);

const seasonSchema = z.object(
  { months: monthsSchema, rate: boundedNumber(...TARIFF_FORM_BOUNDS.demandRate) },
  { error: typeMessage('object') },
);

export const tariffFormSchema = z
  .object(
    {
      name: optionalText({ max: 80 }),
      /** The first is the catch-all: every hour no window claims. */
      periods: z
        .array(periodSchema, { error: typeMessage('array') })
        .check(
          z.minLength(1, 'Add at least one period (all other hours)'),
          z.maxLength(MAX_TARIFF_PERIODS, `At most ${MAX_TARIFF_PERIODS} periods`),
        ),
      /** $/kW of the month's highest demand, every month (but those of a season). */
      flatDemandRate: z.optional(boundedNumber(...TARIFF_FORM_BOUNDS.demandRate)),
      /** Months whose flat demand rate differs from flatDemandRate (e.g. summer). */
      flatDemandSeasons: z._default(
        z.array(seasonSchema, { error: typeMessage('array') }).check(z.maxLength(12, 'At most 12 seasons')),
        [],
      ),
      fixedCharge: z.optional(
        z.object(
          {
            amount: boundedNumber(...TARIFF_FORM_BOUNDS.fixedCharge),
            per: z._default(z.enum(['month', 'day'], { error: "Invalid enum value. Expected 'month' | 'day'" }), 'month'),
          },
          { error: typeMessage('object') },
        ),
      ),
    },
    { error: typeMessage('object') },
  )
  .check(
    z.superRefine((form, ctx) => {
      for (const conflict of scheduleOf(form.periods).conflicts) {
        ctx.issues.push({
          code: 'custom',
          path: ['periods', conflict.period, 'windows', conflict.window],
          message: conflict.message,
          input: form,
        });
      }
      for (const conflict of seasonConflicts(form.flatDemandSeasons)) {
        ctx.issues.push({ code: 'custom', path: ['flatDemandSeasons', conflict.season, 'months'], message: conflict.message, input: form });
      }
    }),
  );

export type TariffForm = z.output<typeof tariffFormSchema>;
export type TariffFormInput = z.input<typeof tariffFormSchema>;
type FormPeriod = TariffForm['periods'][number];

/** The bill a facility manager reads off most often: off-peak, a summer weekday peak with a demand charge, a monthly maximum demand charge. */
export const TARIFF_FORM_EXAMPLE = {
  name: 'Summer-peak TOU',
  periods: [
    { name: 'Off-peak', energyRate: 0.12 },
    { name: 'On-peak', energyRate: 0.32, demandRate: 18, windows: [{ months: [6, 7, 8, 9], days: 'weekdays', start: 12, end: 18 }] },
  ],
  flatDemandRate: 15,
  fixedCharge: { amount: 250, per: 'month' },
} as const satisfies TariffFormInput;

interface WindowConflict {
  period: number;
  window: number;
  message: string;
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hours of the day a window covers, start ≤ hour < end, past midnight when the end comes first. */
export function hoursOf(start: number, end: number): number[] {
  const span = (end - start + 24) % 24 || 24;
  return Array.from({ length: span }, (_, index) => (start + index) % 24);
}

/**
 * The weekday and weekend schedules (12 × 24 period indexes) of the periods' windows, the first
 * period wherever none claims the hour; and each window that claims an hour another period's
 * window claimed first, with the first such hour.
 */
function scheduleOf(periods: readonly FormPeriod[]): { weekday: number[][]; weekend: number[][]; conflicts: WindowConflict[] } {
  const claimed = [0, 1].map(() => MONTH_NAMES.map(() => Array.from({ length: 24 }, (): number | undefined => undefined)));
  const conflicts: WindowConflict[] = [];
  periods.forEach((period, index) => {
    period.windows.forEach((window, windowIndex) => {
      let conflict: WindowConflict | undefined;
      const kinds = window.days === 'all' ? [0, 1] : [window.days === 'weekdays' ? 0 : 1];
      for (const kind of kinds) {
        for (const month of window.months) {
          for (const hour of hoursOf(window.start, window.end)) {
            const row = claimed[kind]![month - 1]!;
            const owner = row[hour];
            if (owner === undefined) row[hour] = index;
            else if (owner !== index && !conflict) {
              const other = periods[owner]!;
              conflict = {
                period: index,
                window: windowIndex,
                message: `Overlaps "${other.name}" (period ${owner + 1}): ${MONTH_NAMES[month - 1]} ${kind === 0 ? 'weekdays' : 'weekends'} ${hourText(hour)}–${hourText(hour + 1)}`,
              };
            }
          }
        }
      }
      if (conflict) conflicts.push(conflict);
    });
  });
  const [weekday, weekend] = claimed.map((months) => months.map((hours) => hours.map((owner) => owner ?? 0)));
  return { weekday: weekday!, weekend: weekend!, conflicts };
}

function seasonConflicts(seasons: TariffForm['flatDemandSeasons']): { season: number; message: string }[] {
  const seasonOf = new Map<number, number>();
  const conflicts: { season: number; message: string }[] = [];
  seasons.forEach((season, index) => {
    const repeated = season.months.find((month) => seasonOf.has(month));
    if (repeated !== undefined) {
      conflicts.push({ season: index, message: `${MONTH_NAMES[repeated - 1]} is already in season ${seasonOf.get(repeated)! + 1}` });
    }
    for (const month of season.months) if (!seasonOf.has(month)) seasonOf.set(month, index);
  });
  return conflicts;
}

/**
 * The optimizer's tariff of a form the schema accepted (it throws a RangeError on overlapping
 * windows, which the schema refuses). The export price is not on a bill's rate schedule: the
 * caller passes it, as for a URDB tariff.
 */
export function tariffFromForm(form: TariffForm, options: { exportPricePerKWh?: number | null } = {}): Tariff {
  const exportPrice = options.exportPricePerKWh ?? null;
  if (exportPrice !== null && !Number.isFinite(exportPrice)) throw new RangeError(`exportPricePerKWh: ${NOT_FINITE_MESSAGE}`);
  const { weekday, weekend, conflicts } = scheduleOf(form.periods);
  if (conflicts.length > 0) throw new RangeError(`periods[${conflicts[0]!.period}]: ${conflicts[0]!.message}`);
  const seasonConflict = seasonConflicts(form.flatDemandSeasons)[0];
  if (seasonConflict) throw new RangeError(`flatDemandSeasons[${seasonConflict.season}]: ${seasonConflict.message}`);

  const hasTouDemand = form.periods.some((period) => (period.demandRate ?? 0) > 0);
  const hasFlatDemand = form.flatDemandRate !== undefined || form.flatDemandSeasons.length > 0;
  return {
    name: form.name ?? 'Your tariff',
    energyRates: form.periods.map((period) => period.energyRate),
    energyWeekday: weekday,
    energyWeekend: weekend,
    demandRates: hasTouDemand ? form.periods.map((period) => period.demandRate ?? 0) : [],
    demandWeekday: hasTouDemand ? weekday : [],
    demandWeekend: hasTouDemand ? weekend : [],
    // Flat period 0 is flatDemandRate (every month no season takes); period s + 1 is season s.
    flatDemandRates: hasFlatDemand ? [form.flatDemandRate ?? 0, ...form.flatDemandSeasons.map((season) => season.rate)] : [],
    flatDemandMonths: hasFlatDemand
      ? MONTH_NAMES.map((_, month) => form.flatDemandSeasons.findIndex((season) => season.months.includes(month + 1)) + 1)
      : [],
    fixedCharge: form.fixedCharge ?? { amount: 0, per: 'month' },
    exportPricePerKWh: exportPrice,
  };
}
