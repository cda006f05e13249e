import * as z from 'zod/mini';
import { describeInput, NOT_FINITE_MESSAGE, numberTypeMessage } from '../schemas/fields.ts';
import type { Schedule, Tariff } from './model.ts';
import { readEnergyTiers } from './tiers.ts';
import { unmodelledFieldWarnings } from './urdbFields.ts';

/*
 * A tariff written in the OpenEI U.S. Utility Rate Database's JSON (URDB), read into the
 * optimizer's Tariff. Three wrappings are taken: the bare rate object (API v3–v8 field names:
 * `energyratestructure`, `energyweekdayschedule`…), an API response `{ "items": [rate] }`, and a
 * record of URDB's bulk export (usurdb.json: `energyRateStrux` of `{ energyRateTiers }`,
 * `effectiveDate: { $date }`, `_id: { $oid }`…), whose names are mapped onto the API's. Every
 * problem is reported as `{ path, message }`, the path written as the file writes it
 * (`items[0].energyweekdayschedule[3][14]`), so a person can find it in their file.
 *
 * What is read, and why:
 * - Each energy period's price is its first tier's `rate + adj`. Tiers that differ in price are
 *   read as monthly block tiers (tiers.ts): the same `max` and the same price above the first tier
 *   in every period, prices that never fall, counted in kWh a month or a day; any other tiering is
 *   refused at its field. Tiers that all cost the same (URDB editors sometimes split a period at a
 *   `max` without changing the price) are one rate, and accepted.
 * - A tier's `unit` (kWh, kWh daily, kWh/kW, kWh/kW daily) says how its `max` is counted; the rate
 *   is $/kWh whatever it says, so the four URDB units are accepted and any other word is refused.
 * - Demand periods take one price: tiered demand rates are refused. Demand rates are $/kW; `demandrateunit`/`flatdemandunit` other than kW (hp, kVA, "kW daily"…)
 *   price another quantity or period and are refused.
 * - Fixed charge: `fixedchargefirstmeter` in `fixedchargeunits` ($/day, $/month, or $/year, spread
 *   evenly over the months; missing units read as $/month, the field's usual unit), else the older
 *   `fixedmonthlycharge`, else none.
 * - Missing TOU or flat demand fields: no demand charge of that kind. Fields that change a bill
 *   but are not modelled (ratchets, coincident demand, minimum charges, fuel adjustments, `sell`
 *   rates, net-metering flags: the export rule is the request's) each give a warning
 *   (urdbFields.ts), never a silent difference.
 * - Every figure has a bound (URDB_BOUNDS) far beyond any real rate, so a mistake (cents for
 *   dollars, a stray exponent) is refused at its field rather than reaching the solver as a number
 *   too large to price; every list's length is checked before its items are read.
 */

/** One problem with the tariff: where it is in the file (`energyratestructure[3]`) and what is wrong. */
export interface TariffIssue {
  path: string;
  message: string;
}

/** A tariff that cannot be read; `issues` name each field, as a 400 answer lists them. */
export class TariffError extends Error {
  readonly issues: TariffIssue[];

  constructor(issues: TariffIssue[]) {
    super(`Invalid tariff: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`);
    this.name = 'TariffError';
    this.issues = issues;
  }
}

/** What to show beside results: the rate as URDB names it, its dates, and its page on OpenEI. */
export interface UrdbTariffInfo {
  /** The rate's name, e.g. "E-19 Medium General Demand TOU (Secondary)". */
  name: string;
  utility?: string;
  /** URDB's id of this edition of the rate (24 hex digits). */
  label?: string;
  sector?: string;
  /** 'YYYY-MM-DD': the first day this edition applies. */
  effectiveDate?: string;
  /** 'YYYY-MM-DD': the day URDB ends this edition; absent while it is current. */
  endDate?: string;
  /** The rate's page in URDB. */
  url?: string;
}

export interface UrdbTariff {
  tariff: Tariff;
  info: UrdbTariffInfo;
  /** One sentence per field present that changes the bill but is not modelled. */
  warnings: string[];
}

export interface UrdbReadOptions {
  /** $/kWh credited for exported energy (URDB has no such field); null or absent: export is not paid. */
  exportPricePerKWh?: number | null;
  /** The series' interval, when known: a tariff whose demand window differs is warned of. */
  intervalMinutes?: number;
}

export type UrdbReadResult = { success: true; data: UrdbTariff } | { success: false; issues: TariffIssue[] };

/** Units URDB writes on an energy tier: what its `max` counts; the rate is $/kWh under each. */
export const URDB_ENERGY_UNITS = ['kWh', 'kWh daily', 'kWh/kW', 'kWh/kW daily'] as const;
export const URDB_FIXED_CHARGE_UNITS = ['$/day', '$/month', '$/year'] as const;

/**
 * The most a URDB rate may say. Real rates sit far inside each; a figure beyond is a mistake, and
 * the solver cannot price it (a rate of 1e15 $/kWh, a fixed charge of 1e308 $/day).
 */
export const URDB_BOUNDS = {
  /**
   * $/kWh, a tier's `rate` and its `adj` each, either sign (adjustments may be credits): ERCOT's
   * wholesale offer cap is $5/kWh, and the page's form takes no energy rate above it either.
   */
  energyRate: 5,
  /** $/kW a month, a tier's `rate` and its `adj` each, either sign: five times the dearest the page's form takes. */
  demandRate: 1000,
  /**
   * $ per its unit: as the page's form, $100,000 a month or a day; a yearly charge is read as a
   * twelfth a month, so $1,200,000 a year. `fixedmonthlycharge` is $/month.
   */
  fixedCharge: { '$/day': 100_000, '$/month': 100_000, '$/year': 1_200_000 },
  /**
   * Periods of a structure: as many as the weekday and weekend schedules have hours (2 × 12 × 24),
   * since a period no hour names can never apply. Real rates have a handful (SAM's older
   * utility-rate model, utilityrate2, took 12 periods of 6 tiers).
   */
  periods: 576,
  /** Tiers of a period: four times SAM's older model's 6. */
  tiers: 24,
  /** kWh where a tier ends (a month's, a day's, or per kW): a billion kWh a month is a 1.4 GW meter's every hour. */
  tierMaxKWh: 1_000_000_000,
} as const;

/** Where a URDB rate's page is, from its label. */
export function urdbRateUrl(label: string): string {
  return `https://apps.openei.org/USURDB/rate/view/${label}`;
}

/** Reads a URDB tariff, or throws a TariffError naming each problem. */
export function readUrdbTariff(json: unknown, options: UrdbReadOptions = {}): UrdbTariff {
  const result = safeReadUrdbTariff(json, options);
  if (!result.success) throw new TariffError(result.issues);
  return result.data;
}

/** Reads a URDB tariff: the tariff and its description, or the problems, each at its field. */
export function safeReadUrdbTariff(json: unknown, options: UrdbReadOptions = {}): UrdbReadResult {
  const exportPrice = options.exportPricePerKWh ?? null;
  if (exportPrice !== null && !Number.isFinite(exportPrice)) {
    return { success: false, issues: [{ path: 'exportPricePerKWh', message: NOT_FINITE_MESSAGE }] };
  }
  const unwrapped = unwrap(json);
  if ('issues' in unwrapped) return { success: false, issues: unwrapped.issues };
  const { record, names } = normalize(unwrapped.record);
  const pathOf = (path: readonly PropertyKey[]) => formatPath(unwrapped.prefix, names, path);

  const parsed = z.safeParse(urdbRateSchema, record);
  if (!parsed.success) {
    return { success: false, issues: parsed.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message })) };
  }
  const rate = parsed.data;
  const issues: RawIssue[] = [];
  const { basePrices: energyRates, tiers: energyTiers } = readEnergyTiers(rate.energyratestructure, priceOf, issues);
  for (const [period, tiers] of rate.energyratestructure.entries()) {
    for (const [tier, { unit }] of tiers.entries()) {
      if (unit != null && !(URDB_ENERGY_UNITS as readonly string[]).includes(unit)) {
        issues.push({
          path: ['energyratestructure', period, tier, 'unit'],
          message: `"${unit}" is not a URDB energy unit (${URDB_ENERGY_UNITS.join(', ')})`,
        });
      }
    }
  }
  checkSchedule('energyweekdayschedule', rate.energyweekdayschedule, 'energyratestructure', energyRates.length, issues);
  checkSchedule('energyweekendschedule', rate.energyweekendschedule, 'energyratestructure', energyRates.length, issues);

  const touDemand = rate.demandratestructure ?? [];
  const demandRates = periodPrices('demandratestructure', touDemand, issues);
  if (touDemand.length > 0) {
    checkDemandUnit('demandrateunit', rate.demandrateunit, issues);
    for (const field of ['demandweekdayschedule', 'demandweekendschedule'] as const) {
      const schedule = rate[field];
      if (schedule == null) issues.push({ path: [field], message: 'Required with demandratestructure' });
      else checkSchedule(field, schedule, 'demandratestructure', demandRates.length, issues);
    }
  }

  const flatDemand = rate.flatdemandstructure ?? [];
  const flatDemandRates = periodPrices('flatdemandstructure', flatDemand, issues);
  let flatDemandMonths: readonly number[] = [];
  if (flatDemand.length > 0) {
    checkDemandUnit('flatdemandunit', rate.flatdemandunit, issues);
    // One flat period can only mean every month; with several, which month is which must be said.
    if (rate.flatdemandmonths == null && flatDemand.length > 1) {
      issues.push({
        path: ['flatdemandmonths'],
        message: `Required with flatdemandstructure of ${flatDemand.length} periods: the period (0 to ${flatDemand.length - 1}) of each month`,
      });
    }
    flatDemandMonths = rate.flatdemandmonths ?? Array.from({ length: 12 }, () => 0);
    flatDemandMonths.forEach((period, month) => {
      if (period >= flatDemand.length) {
        issues.push({ path: ['flatdemandmonths', month], message: missingPeriodMessage(period, 'flatdemandstructure', flatDemand.length) });
      }
    });
  }

  checkFixedCharge(rate, issues);

  if (issues.length > 0) return { success: false, issues: issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message })) };

  const hasTouDemand = touDemand.length > 0;
  const info = infoOf(rate);
  return {
    success: true,
    data: {
      tariff: {
        name: info.utility && rate.name?.trim() ? `${info.utility} — ${info.name}` : info.name,
        energyRates,
        energyWeekday: rate.energyweekdayschedule,
        energyWeekend: rate.energyweekendschedule,
        demandRates: hasTouDemand ? demandRates : [],
        demandWeekday: hasTouDemand ? rate.demandweekdayschedule! : [],
        demandWeekend: hasTouDemand ? rate.demandweekendschedule! : [],
        flatDemandRates,
        flatDemandMonths,
        fixedCharge: fixedChargeOf(rate),
        ...(energyTiers ? { energyTiers } : {}),
        exportPricePerKWh: exportPrice,
      },
      info,
      warnings: unmodelledFieldWarnings(record, options.intervalMinutes),
    },
  };
}

/**
 * An optimizer request's tariff (POST /api/calculators/btm): the URDB record with the export price
 * beside its fields, read. The request's schema has already checked that it reads.
 */
export function tariffOfRequest(request: { tariff: Record<string, unknown>; intervalMinutes?: number }): UrdbTariff {
  const exportPrice = request.tariff.exportPricePerKWh;
  const read = safeReadUrdbTariff(request.tariff, {
    exportPricePerKWh: typeof exportPrice === 'number' ? exportPrice : null,
    intervalMinutes: request.intervalMinutes,
  });
  if (!read.success) throw new Error(`Unreadable tariff: ${JSON.stringify(read.issues)}`);
  return read.data;
}

// ——— Unwrapping and URDB's other spellings ———

interface Unwrapped {
  record: Record<string, unknown>;
  /** Where the rate sits in the file: '' (the file is the rate), 'items[0]' or '[0]'. */
  prefix: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one rate object in what was sent: bare, in an API response's `items`, or alone in a list. */
function unwrap(json: unknown): Unwrapped | { issues: TariffIssue[] } {
  if (Array.isArray(json)) return only(json, '');
  if (!isPlainObject(json)) return { issues: [{ path: '', message: `Expected object, received ${describeInput(json)}` }] };
  if ('items' in json && !('energyratestructure' in json) && !('energyRateStrux' in json)) {
    if (!Array.isArray(json.items))
      return { issues: [{ path: 'items', message: `Expected array, received ${describeInput(json.items)}` }] };
    return only(json.items, 'items');
  }
  return { record: json, prefix: '' };
}

function only(list: readonly unknown[], field: string): Unwrapped | { issues: TariffIssue[] } {
  if (list.length === 0) return { issues: [{ path: field, message: 'No rate here: expected one URDB rate, received an empty list' }] };
  if (list.length > 1) {
    const rates = list.slice(0, 5).map((item, index) => {
      const rate = isPlainObject(item) ? item : {};
      const name = [rate.utility ?? rate.utilityName, rate.name ?? rate.rateName].filter((part) => typeof part === 'string').join(' ');
      const label = typeof rate.label === 'string' ? rate.label : undefined;
      return `[${index}] ${name || 'unnamed'}${label ? ` (${label})` : ''}`;
    });
    const more = list.length > 5 ? `, and ${list.length - 5} more` : '';
    return {
      issues: [
        {
          path: field,
          message: `Expected one rate, received ${list.length}: send the one you mean alone (${rates.join('; ')}${more})`,
        },
      ],
    };
  }
  const [record] = list;
  const prefix = `${field}[0]`;
  if (!isPlainObject(record)) return { issues: [{ path: prefix, message: `Expected object, received ${describeInput(record)}` }] };
  return { record, prefix };
}

/** The bulk export's names (and the units' camel-case spellings some API records carry) for the API's. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  rateName: 'name',
  utilityName: 'utility',
  effectiveDate: 'startdate',
  endDate: 'enddate',
  energyRateStrux: 'energyratestructure',
  energyWeekdaySched: 'energyweekdayschedule',
  energyWeekendSched: 'energyweekendschedule',
  demandRateStrux: 'demandratestructure',
  demandWeekdaySched: 'demandweekdayschedule',
  demandWeekendSched: 'demandweekendschedule',
  flatDemandStrux: 'flatdemandstructure',
  flatDemandMonths: 'flatdemandmonths',
  fixedChargeFirstMeter: 'fixedchargefirstmeter',
  fixedChargeUnits: 'fixedchargeunits',
  fixedMonthlyCharge: 'fixedmonthlycharge',
  demandRateUnits: 'demandrateunit',
  demandRateUnit: 'demandrateunit',
  flatDemandUnits: 'flatdemandunit',
  flatDemandUnit: 'flatdemandunit',
};

/** The bulk export wraps each period's tiers in an object: `[{ "energyRateTiers": [tiers] }]`. */
const TIER_KEYS: Readonly<Record<string, string>> = {
  energyratestructure: 'energyRateTiers',
  demandratestructure: 'demandRateTiers',
  flatdemandstructure: 'flatDemandTiers',
};

/** How the file spells a field, and which of a structure's periods it wrapped in a tiers object. */
interface Names {
  field: Map<string, string>;
  wrappedPeriods: Map<string, Set<number>>;
}

function normalize(source: Record<string, unknown>): { record: Record<string, unknown>; names: Names } {
  const record: Record<string, unknown> = { ...source };
  const names: Names = { field: new Map(), wrappedPeriods: new Map() };
  for (const [other, api] of Object.entries(OTHER_NAMES)) {
    if (source[api] === undefined && source[other] !== undefined) {
      record[api] = source[other];
      names.field.set(api, other);
    }
  }
  const id = source._id;
  if (record.label === undefined && isPlainObject(id) && typeof id.$oid === 'string') {
    record.label = id.$oid;
    names.field.set('label', '_id.$oid');
  }
  for (const field of ['startdate', 'enddate']) record[field] = unixSeconds(record[field]);
  for (const [field, tierKey] of Object.entries(TIER_KEYS)) {
    const periods = record[field];
    // One too long is left unread, for the schema to refuse by its length.
    if (!Array.isArray(periods) || periods.length > URDB_BOUNDS.periods) continue;
    const wrapped = new Set<number>();
    record[field] = periods.map((period: unknown, index) => {
      if (!isPlainObject(period) || !(tierKey in period)) return period;
      wrapped.add(index);
      return period[tierKey];
    });
    if (wrapped.size > 0) names.wrappedPeriods.set(field, wrapped);
  }
  return { record, names };
}

/** A MongoDB date (`{ $date: ms | ISO text | { $numberLong } }`) as Unix seconds; anything else as is. */
function unixSeconds(value: unknown): unknown {
  if (!isPlainObject(value) || !('$date' in value)) return value;
  const date = value.$date;
  const ms = isPlainObject(date) && typeof date.$numberLong === 'string' ? Number(date.$numberLong) : date;
  const time = typeof ms === 'number' ? ms : typeof ms === 'string' ? Date.parse(ms) : Number.NaN;
  return Number.isFinite(time) ? Math.round(time / 1000) : value;
}

/** A path in the file's own spelling: `items[0].energyRateStrux[2].energyRateTiers[1].rate`. */
function formatPath(prefix: string, names: Names, path: readonly PropertyKey[]): string {
  const [field, ...rest] = path;
  if (field === undefined) return prefix;
  const key = String(field);
  let text = (prefix ? `${prefix}.` : '') + (names.field.get(key) ?? key);
  rest.forEach((part, index) => {
    text += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
    if (index === 0 && typeof part === 'number' && names.wrappedPeriods.get(key)?.has(part)) text += `.${TIER_KEYS[key]}`;
  });
  return text;
}

// ——— The rate's shape ———

const typeMessage = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Required' : `Expected ${expected}, received ${describeInput(issue.input)}`;

const finiteNumber = () => z.number({ error: (issue) => numberTypeMessage(issue.input) });
const text = () => z.string({ error: typeMessage('string') });

/** A number from −limit to limit, with the house's range messages. */
const withinLimit = (limit: number) =>
  finiteNumber().check(
    z.minimum(-limit, `Number must be greater than or equal to ${-limit}`),
    z.maximum(limit, `Number must be less than or equal to ${limit}`),
  );

const lengthOf = (input: unknown) => (Array.isArray(input) ? input.length : 0);

/*
 * Every list's length has a check of its own, first: zod decides a list longer than its length
 * checks allow before parsing any of its items, so a list of a million is refused for its length at
 * the cost of reading that length.
 */

const periodIndex = finiteNumber().check(
  z.refine(Number.isInteger, 'Expected integer, received float'),
  z.minimum(0, 'Number must be greater than or equal to 0'),
);

const tierSchema = (rateLimit: number) =>
  z.object(
    {
      rate: withinLimit(rateLimit),
      adj: z.nullish(withinLimit(rateLimit)),
      max: z.nullish(
        finiteNumber().check(
          z.minimum(0, 'Number must be greater than or equal to 0'),
          z.maximum(URDB_BOUNDS.tierMaxKWh, `Number must be less than or equal to ${URDB_BOUNDS.tierMaxKWh}`),
        ),
      ),
      unit: z.nullish(text()),
    },
    { error: typeMessage('object') },
  );

/** Periods (at most URDB_BOUNDS.periods), each an array of tiers (1 to URDB_BOUNDS.tiers) whose rate and adj are within ±rateLimit. */
const structureSchema = (rateLimit: number) =>
  z
    .array(
      z.array(tierSchema(rateLimit), { error: typeMessage('array') }).check(
        z.maxLength(URDB_BOUNDS.tiers, {
          error: (issue) => `Expected at most ${URDB_BOUNDS.tiers} tiers, received ${lengthOf(issue.input)}`,
        }),
        z.minLength(1, 'A period needs at least one tier: [{ "rate": … }]'),
      ),
      { error: typeMessage('array') },
    )
    .check(
      z.maxLength(URDB_BOUNDS.periods, {
        error: (issue) =>
          `Expected at most ${URDB_BOUNDS.periods} periods (the hours of the weekday and weekend schedules), received ${lengthOf(issue.input)}`,
      }),
    );

/** Exactly `count`: a longer list is refused before its items are read. */
const exactLength = (count: number, what: string) =>
  z.length(count, { error: (issue) => `Expected ${count} ${what}, received ${lengthOf(issue.input)}` });

/** 12 months (rows, January first) × 24 hours (columns, midnight first) of period indexes. */
const scheduleSchema = z
  .array(z.array(periodIndex, { error: typeMessage('array') }).check(exactLength(24, 'hours (0 to 23)')), {
    error: typeMessage('array'),
  })
  .check(exactLength(12, 'months (January to December)'));

/** 1970 to 2100: a figure beyond is a mistake, most likely milliseconds. */
const unixTime = finiteNumber().check(
  z.minimum(0, 'Expected a Unix time in seconds (1970 to 2100)'),
  z.maximum(4_102_444_800, 'Expected a Unix time in seconds (1970 to 2100)'),
);

/** A fixed charge: not negative; its most depends on its unit (URDB_BOUNDS.fixedCharge, checkFixedCharge). */
const charge = finiteNumber().check(z.minimum(0, 'Number must be greater than or equal to 0'));

const urdbRateSchema = z.object(
  {
    name: z.nullish(text()),
    utility: z.nullish(text()),
    label: z.nullish(text()),
    sector: z.nullish(text()),
    startdate: z.nullish(unixTime),
    enddate: z.nullish(unixTime),
    energyratestructure: structureSchema(URDB_BOUNDS.energyRate).check(z.minLength(1, 'A tariff needs at least one energy period')),
    energyweekdayschedule: scheduleSchema,
    energyweekendschedule: scheduleSchema,
    demandratestructure: z.nullish(structureSchema(URDB_BOUNDS.demandRate)),
    demandweekdayschedule: z.nullish(scheduleSchema),
    demandweekendschedule: z.nullish(scheduleSchema),
    demandrateunit: z.nullish(text()),
    flatdemandstructure: z.nullish(structureSchema(URDB_BOUNDS.demandRate)),
    flatdemandmonths: z.nullish(
      z.array(periodIndex, { error: typeMessage('array') }).check(exactLength(12, 'months (January to December)')),
    ),
    flatdemandunit: z.nullish(text()),
    fixedchargefirstmeter: z.nullish(charge),
    fixedchargeunits: z.nullish(
      z.enum(URDB_FIXED_CHARGE_UNITS, {
        error: (issue) =>
          typeof issue.input === 'string'
            ? `Expected ${URDB_FIXED_CHARGE_UNITS.map((unit) => `'${unit}'`).join(', ')}, received '${issue.input}'`
            : typeMessage('string')(issue),
      }),
    ),
    fixedmonthlycharge: z.nullish(
      charge.check(
        z.maximum(URDB_BOUNDS.fixedCharge['$/month'], `Number must be less than or equal to ${URDB_BOUNDS.fixedCharge['$/month']}`),
      ),
    ),
  },
  { error: typeMessage('object') },
);

type UrdbRate = z.output<typeof urdbRateSchema>;
type Tier = z.output<ReturnType<typeof tierSchema>>;

// ——— The rules the shape cannot say ———

interface RawIssue {
  path: PropertyKey[];
  message: string;
}

/** $ of a tier, without binary-fraction noise (0.01874 + 0.20968 = 0.22842000000000001). */
const priceOf = (tier: Tier) => Number((tier.rate + (tier.adj ?? 0)).toPrecision(12));

/** Each period's one price; a period whose tiers differ in price is an issue. */
function periodPrices(field: string, periods: readonly (readonly Tier[])[], issues: RawIssue[]): number[] {
  return periods.map((tiers, period) => {
    const price = priceOf(tiers[0]!);
    if (tiers.some((tier) => Math.abs(priceOf(tier) - price) > 1e-9)) {
      issues.push({
        path: [field, period],
        message: `${field} period ${period} has ${tiers.length} tiers: the optimizer prices each period at one rate, so tiered (block) rates are not supported`,
      });
    }
    return price;
  });
}

function missingPeriodMessage(period: number, structure: string, count: number): string {
  return `Period ${period} is not in ${structure} (it has ${count} period${count === 1 ? '' : 's'}, ${count === 1 ? '0' : `0 to ${count - 1}`})`;
}

/** Every cell names a period of the structure; each missing period is reported once, at its first cell. */
function checkSchedule(field: string, schedule: Schedule, structure: string, count: number, issues: RawIssue[]): void {
  const reported = new Set<number>();
  schedule.forEach((row, month) =>
    row.forEach((period, hour) => {
      if (period < count || reported.has(period)) return;
      reported.add(period);
      issues.push({ path: [field, month, hour], message: missingPeriodMessage(period, structure, count) });
    }),
  );
}

function checkDemandUnit(field: 'demandrateunit' | 'flatdemandunit', unit: string | null | undefined, issues: RawIssue[]): void {
  if (unit == null || unit.trim().toLowerCase() === 'kw') return;
  issues.push({
    path: [field],
    message: `Demand priced per "${unit}": the optimizer prices demand per kW of the month's highest demand, so only kW demand charges are supported`,
  });
}

/** `fixedchargefirstmeter` within its unit's bound (missing units read as $/month). */
function checkFixedCharge(rate: UrdbRate, issues: RawIssue[]): void {
  if (rate.fixedchargefirstmeter == null) return;
  const unit = rate.fixedchargeunits ?? '$/month';
  const most = URDB_BOUNDS.fixedCharge[unit];
  if (rate.fixedchargefirstmeter > most) {
    issues.push({ path: ['fixedchargefirstmeter'], message: `Number must be less than or equal to ${most} (${unit})` });
  }
}

function fixedChargeOf(rate: UrdbRate): Tariff['fixedCharge'] {
  if (rate.fixedchargefirstmeter != null) {
    const amount = rate.fixedchargefirstmeter;
    switch (rate.fixedchargeunits ?? '$/month') {
      case '$/day':
        return { amount, per: 'day' };
      case '$/year':
        return { amount: amount / 12, per: 'month' };
      case '$/month':
        return { amount, per: 'month' };
    }
  }
  return { amount: rate.fixedmonthlycharge ?? 0, per: 'month' };
}

/**
 * A URDB time as a calendar day. URDB stores an edition's first day as a local midnight in Unix
 * seconds, entered in whatever zone its editor was in (06:00 UTC for Colorado's, 23:00 UTC the day
 * before for UTC+1): the nearest UTC midnight is that day for any zone from UTC−12 to UTC+12.
 */
export function urdbDay(seconds: number): string {
  return new Date(Math.round(seconds / 86_400) * 86_400_000).toISOString().slice(0, 10);
}

function infoOf(rate: UrdbRate): UrdbTariffInfo {
  const label = rate.label?.trim() || undefined;
  return {
    name: rate.name?.trim() || rate.utility?.trim() || 'Your tariff',
    ...(rate.utility?.trim() ? { utility: rate.utility.trim() } : {}),
    ...(label ? { label } : {}),
    ...(rate.sector?.trim() ? { sector: rate.sector.trim() } : {}),
    ...(rate.startdate != null ? { effectiveDate: urdbDay(rate.startdate) } : {}),
    ...(rate.enddate != null ? { endDate: urdbDay(rate.enddate) } : {}),
    // Only a real label makes a link: any other text would be put into a URL as it stands.
    ...(label && /^[0-9a-f]{24}$/i.test(label) ? { url: urdbRateUrl(label) } : {}),
  };
}

/**
 * A Tariff written back in URDB's field names (first tier only): how the page sends a tariff built
 * in its form to the API, whose request takes URDB's fields. `readUrdbTariff(urdbOf(t))` is `t`.
 */
export function urdbOf(tariff: Tariff): Record<string, unknown> {
  const tiers = (rates: readonly number[]) => rates.map((rate) => [{ rate, unit: 'kWh' }]);
  return {
    name: tariff.name,
    energyratestructure: tiers(tariff.energyRates),
    energyweekdayschedule: tariff.energyWeekday,
    energyweekendschedule: tariff.energyWeekend,
    ...(tariff.demandRates.length > 0
      ? {
          demandratestructure: tariff.demandRates.map((rate) => [{ rate }]),
          demandweekdayschedule: tariff.demandWeekday,
          demandweekendschedule: tariff.demandWeekend,
        }
      : {}),
    ...(tariff.flatDemandRates.length > 0
      ? { flatdemandstructure: tariff.flatDemandRates.map((rate) => [{ rate }]), flatdemandmonths: tariff.flatDemandMonths }
      : {}),
    fixedchargefirstmeter: tariff.fixedCharge.amount,
    fixedchargeunits: tariff.fixedCharge.per === 'day' ? '$/day' : '$/month',
  };
}
