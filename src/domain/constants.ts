/**
 * Business constants of the product specification (SPEC §3, §4, §9), named once and shared by
 * the database schema, the zod request schemas, the server and the islands.
 */

/** Account roles. `admin` unlocks the admin panel; the others describe the audience a user belongs to. */
export const ROLES = ['buyer', 'developer', 'landowner', 'epc_contractor', 'manufacturer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'buyer';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Project types a visitor can pick on the lead form (SPEC §9). */
export const LEAD_PROJECT_TYPES = [
  'behind-the-meter-solar',
  'utility-scale-development',
  'data-center-energy',
  'land-lease-opportunity',
  'epc-partnership',
  'other',
] as const;
export type LeadProjectType = (typeof LEAD_PROJECT_TYPES)[number];

export const RFQ_STATUSES = ['draft', 'submitted', 'under_review', 'quoted', 'closed'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

export const PRODUCT_CATEGORIES = ['solar_modules', 'inverters', 'storage', 'balance_of_system', 'switchgear'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const CALCULATOR_TYPES = ['ppa_epc', 'land_lease', 'bess_value'] as const;
export type CalculatorType = (typeof CALCULATOR_TYPES)[number];

export const PROJECT_TYPES = ['btm', 'ftm', 'storage', 'data_center'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_STATUSES = ['development', 'construction', 'operational', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const EDUCATION_CATEGORIES = [
  'ppa-fundamentals',
  'interconnection',
  'data-center-power',
  'bess-economics',
  'policy-updates',
  'market-analysis',
] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

/** UI timings (SPEC §9), in milliseconds. */
export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 1;
export const CURRENT_USER_CACHE_MS = 300_000;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const WRONG_ROLE_REDIRECT_MS = 1000;

/** The footer's copyright line keeps the year the specification gives. */
export const COPYRIGHT_YEAR = 2024;

/** US state and DC postal codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN',
  'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
] as const;

/** Where a lead came from (the page its form is on). */
export const LEAD_SOURCES = ['home', 'contact'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** How the lead form names each project type (SPEC §9 values). */
export const LEAD_PROJECT_TYPE_LABELS: Record<LeadProjectType, string> = {
  'behind-the-meter-solar': 'Behind-the-meter solar',
  'utility-scale-development': 'Utility-scale development',
  'data-center-energy': 'Data center energy',
  'land-lease-opportunity': 'Land lease opportunity',
  'epc-partnership': 'EPC partnership',
  other: 'Other',
};
