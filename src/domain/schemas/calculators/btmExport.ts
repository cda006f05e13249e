import * as z from 'zod/mini';
import { EXPORT_RULES, TRUE_UPS, type ExportRule } from '../../btm/exports.ts';
import { describeInput, NOT_FINITE_MESSAGE } from '../fields.ts';
import { UNKNOWN_FIELD_MESSAGE } from './knownFields.ts';

/**
 * The request's `export`: what exported energy earns (src/domain/btm/exports.ts). Checked by hand
 * rather than as a union, so each problem is named at its own field (`export.table[6][18][0]`)
 * and a year of prices is read in one pass; the length of `prices` is the request's to check.
 */
export const EXPORT_BOUNDS = {
  /** $/kWh: as a URDB energy rate (urdb.ts: URDB_BOUNDS.energyRate); California's export values peak near $3. */
  pricePerKWh: [0, 5],
  /** $/kWh taken off each net-metered kWh: California's non-bypassable charges are a few cents. */
  nonBypassablePerKWh: [0, 1],
} as const;

type Issue = { path: PropertyKey[]; message: string };

function numberIssue(value: unknown, [min, max]: readonly [number, number]): string | undefined {
  if (value === undefined) return 'Required';
  if (typeof value !== 'number') return `Expected number, received ${describeInput(value)}`;
  if (!Number.isFinite(value)) return NOT_FINITE_MESSAGE;
  if (value < min) return `Number must be greater than or equal to ${min}`;
  if (value > max) return `Number must be less than or equal to ${max}`;
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields each rule takes besides `rule`. */
const FIELDS: Readonly<Record<ExportRule['rule'], readonly string[]>> = {
  none: [],
  flat: ['pricePerKWh'],
  'net-metering': ['nonBypassablePerKWh', 'trueUp'],
  'net-billing': ['pricePerKWh', 'prices', 'table'],
};

/** A list of exactly `count`, refused for its length before its items are read. */
function lengthIssue(value: unknown, count: number, what: string): string | undefined {
  if (!Array.isArray(value)) return `Expected array, received ${describeInput(value)}`;
  if (value.length !== count) return `Expected ${count} ${what}, received ${value.length}`;
  return undefined;
}

/** Every problem of an export rule, each at its field. */
export function exportRuleIssues(value: unknown): Issue[] {
  if (!isObject(value)) return [{ path: [], message: `Expected object, received ${describeInput(value)}` }];
  const rule = value.rule;
  if (typeof rule !== 'string' || !(EXPORT_RULES as readonly string[]).includes(rule))
    return [
      {
        path: ['rule'],
        message:
          rule === undefined
            ? 'Required'
            : `Expected ${EXPORT_RULES.map((name) => `'${name}'`).join(', ')}, received ${describeInput(rule)}`,
      },
    ];
  const issues: Issue[] = [];
  for (const key of Object.keys(value))
    if (key !== 'rule' && !FIELDS[rule as ExportRule['rule']].includes(key)) issues.push({ path: [key], message: UNKNOWN_FIELD_MESSAGE });
  const check = (key: string, bounds: readonly [number, number]) => {
    const message = numberIssue(value[key], bounds);
    if (message) issues.push({ path: [key], message });
  };
  if (rule === 'flat') check('pricePerKWh', EXPORT_BOUNDS.pricePerKWh);
  if (rule === 'net-metering') {
    check('nonBypassablePerKWh', EXPORT_BOUNDS.nonBypassablePerKWh);
    if (value.trueUp !== undefined && !(TRUE_UPS as readonly unknown[]).includes(value.trueUp))
      issues.push({
        path: ['trueUp'],
        message: `Expected ${TRUE_UPS.map((name) => `'${name}'`).join(' or ')}, received ${describeInput(value.trueUp)}`,
      });
  }
  if (rule === 'net-billing') {
    const given = ['pricePerKWh', 'prices', 'table'].filter((key) => value[key] !== undefined);
    if (given.length !== 1) {
      issues.push({
        path: given.length === 0 ? ['pricePerKWh'] : [given[1]!],
        message:
          'Give exactly one of pricePerKWh (one price), prices (one per interval) or table (12 months × 24 hours × weekday, weekend)',
      });
    } else if (given[0] === 'pricePerKWh') check('pricePerKWh', EXPORT_BOUNDS.pricePerKWh);
    else if (given[0] === 'prices') {
      const prices = value.prices;
      if (!Array.isArray(prices)) issues.push({ path: ['prices'], message: `Expected array, received ${describeInput(prices)}` });
      else {
        // One pass and the first bad value only: a year of 15-minute prices is 35,040 numbers.
        const bad = prices.findIndex((price) => numberIssue(price, EXPORT_BOUNDS.pricePerKWh) !== undefined);
        if (bad >= 0) issues.push({ path: ['prices', bad], message: numberIssue(prices[bad], EXPORT_BOUNDS.pricePerKWh)! });
      }
    } else {
      const table = value.table;
      const months = lengthIssue(table, 12, 'months (January to December)');
      if (months) issues.push({ path: ['table'], message: months });
      else
        (table as unknown[]).some((hours, month) => {
          const hoursIssue = lengthIssue(hours, 24, 'hours (0 to 23)');
          if (hoursIssue) return issues.push({ path: ['table', month], message: hoursIssue }) > 0;
          return (hours as unknown[]).some((pair, hour) => {
            const pairIssue = lengthIssue(pair, 2, 'prices (weekday, weekend)');
            if (pairIssue) return issues.push({ path: ['table', month, hour], message: pairIssue }) > 0;
            return (pair as unknown[]).some((price, kind) => {
              const message = numberIssue(price, EXPORT_BOUNDS.pricePerKWh);
              return message ? issues.push({ path: ['table', month, hour, kind], message }) > 0 : false;
            });
          });
        });
    }
  }
  return issues;
}

/** `export` in the request: an ExportRule once its issues are none. */
export const exportRuleSchema = z.custom<ExportRule>().check(
  z.superRefine((value, ctx) => {
    for (const issue of exportRuleIssues(value)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }),
);
