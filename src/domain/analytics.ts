import type { CalculatorType, LeadProjectType, LeadStatus, RfqStatus } from './constants.ts';

/** How many weeks the analytics charts cover, ending with the current week. */
export const ANALYTICS_WEEKS = 12;

/**
 * The admin panel's Analytics tab (GET /api/admin/analytics), computed in SQL. Weeks are ISO weeks
 * named by their Monday (YYYY-MM-DD, UTC); every week of the range is present, zeros included.
 */
export interface AdminAnalytics {
  weeks: string[];
  /** Leads that arrived each week, per project type. */
  leadsPerWeek: { week: string; projectType: LeadProjectType; count: number }[];
  /** Every lead by its status now (the funnel, in the statuses' order). */
  leadFunnel: { status: LeadStatus; count: number }[];
  /**
   * RFQs per status with what they are worth, summed: each its quote once quoted (an accepted one
   * is business won, a declined one lost), else its estimate at submission; a decimal string.
   */
  rfqValueByStatus: { status: RfqStatus; count: number; value: string }[];
  /** Quotes buyers accepted, closed since or not: how many, and their total (a decimal string). */
  won: { count: number; value: string };
  /** Calculations saved each week, per calculator. */
  runsPerWeek: { week: string; type: CalculatorType; count: number }[];
}
