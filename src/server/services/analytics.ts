import { eq, gte, sql } from 'drizzle-orm';
import { ANALYTICS_WEEKS, type AdminAnalytics } from '../../domain/analytics.ts';
import {
  CALCULATOR_TYPES,
  LEAD_PROJECT_TYPES,
  LEAD_STATUSES,
  RFQ_STATUSES,
  type CalculatorType,
  type LeadProjectType,
  type LeadStatus,
  type RfqStatus,
} from '../../domain/constants.ts';
import type { Database } from '../db/client.ts';
import { calculatorRuns, leads, rfqs } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** The Mondays (UTC) of the last `count` ISO weeks, oldest first, the current week last. */
export function weekStarts(now: Date, count = ANALYTICS_WEEKS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, index) => new Date(monday - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** Every (week, key) pair with its count, zeros included, in the weeks' and keys' order. */
function fillWeeks<K extends string>(weeks: string[], keys: readonly K[], rows: { week: string; key: K; count: number }[]) {
  const counts = new Map(rows.map((row) => [`${row.week}|${row.key}`, row.count]));
  return weeks.flatMap((week) => keys.map((key) => ({ week, key, count: counts.get(`${week}|${key}`) ?? 0 })));
}

/**
 * The Analytics tab: counted and summed by the database, grouped by UTC week (date_trunc('week')
 * starts weeks on Monday, as ISO does). Sums stay in unbounded numeric: a cast to the column's
 * numeric(16,2) would overflow once many RFQs add up past it.
 */
export async function adminAnalytics(db: Database, now = new Date()): Promise<AdminAnalytics> {
  const weeks = weekStarts(now);
  const since = new Date(`${weeks[0]}T00:00:00Z`);
  const week = (column: typeof leads.createdAt | typeof calculatorRuns.createdAt) =>
    sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  // What an RFQ is worth: its quote once it has one (accepted, it is won business), else its estimate.
  const rfqValue = sql`coalesce(${rfqs.quotedAmount}, ${rfqs.totalEstimatedValue})`;
  const [leadWeeks, funnel, rfqValues, runWeeks, [won]] = await Promise.all([
    db
      .select({ week: week(leads.createdAt), key: leads.projectType, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(gte(leads.createdAt, since))
      .groupBy(sql`1`, leads.projectType),
    db
      .select({ status: leads.status, count: sql<number>`count(*)::int` })
      .from(leads)
      .groupBy(leads.status),
    db
      .select({
        status: rfqs.status,
        count: sql<number>`count(*)::int`,
        value: sql<string>`round(coalesce(sum(${rfqValue}), 0), 2)::text`,
      })
      .from(rfqs)
      .groupBy(rfqs.status),
    db
      .select({ week: week(calculatorRuns.createdAt), key: calculatorRuns.type, count: sql<number>`count(*)::int` })
      .from(calculatorRuns)
      .where(gte(calculatorRuns.createdAt, since))
      .groupBy(sql`1`, calculatorRuns.type),
    // Accepted quotes, those staff closed after the order included: the answer stays on the row.
    db
      .select({ count: sql<number>`count(*)::int`, value: sql<string>`round(coalesce(sum(${rfqs.quotedAmount}), 0), 2)::text` })
      .from(rfqs)
      .where(eq(rfqs.answer, 'accepted')),
  ]);
  const funnelCounts = new Map(funnel.map((row) => [row.status, row.count]));
  const rfqByStatus = new Map(rfqValues.map((row) => [row.status, row]));
  return {
    weeks,
    leadsPerWeek: fillWeeks(weeks, LEAD_PROJECT_TYPES, leadWeeks).map(({ week: w, key, count }) => ({
      week: w,
      projectType: key as LeadProjectType,
      count,
    })),
    leadFunnel: LEAD_STATUSES.map((status: LeadStatus) => ({ status, count: funnelCounts.get(status) ?? 0 })),
    rfqValueByStatus: RFQ_STATUSES.map((status: RfqStatus) => ({
      status,
      count: rfqByStatus.get(status)?.count ?? 0,
      value: rfqByStatus.get(status)?.value ?? '0.00',
    })),
    runsPerWeek: fillWeeks(weeks, CALCULATOR_TYPES, runWeeks).map(({ week: w, key, count }) => ({
      week: w,
      type: key as CalculatorType,
      count,
    })),
    won: { count: won?.count ?? 0, value: won?.value ?? '0.00' },
  };
}
