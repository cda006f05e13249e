import type { Labels } from './labels.ts';

// Roles, the interface's timings and the states live in modules of their own, so that the script
// every page's navigation runs, and the calculators, load them without this file's tables.
export * from './roles.ts';
export * from './timings.ts';
export * from './usStates.ts';

/**
 * Business constants, named once and shared by the database schema, the zod request schemas, the
 * server and the islands. Every enumeration has its labels beside it; read one with `labelOf`
 * (src/domain/labels.ts).
 */

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Labels<LeadStatus> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', closed: 'Closed' };

/** Project types a visitor can pick on the lead form. */
export const LEAD_PROJECT_TYPES = [
  'behind-the-meter-solar',
  'utility-scale-development',
  'data-center-energy',
  'land-lease-opportunity',
  'epc-partnership',
  'other',
] as const;
export type LeadProjectType = (typeof LEAD_PROJECT_TYPES)[number];
export const LEAD_PROJECT_TYPE_LABELS: Labels<LeadProjectType> = {
  'behind-the-meter-solar': 'Behind-the-meter solar',
  'utility-scale-development': 'Utility-scale development',
  'data-center-energy': 'Data center energy',
  'land-lease-opportunity': 'Land lease opportunity',
  'epc-partnership': 'EPC partnership',
  other: 'Other',
};

/** Where a lead came from (the page its form is on). */
export const LEAD_SOURCES = ['home', 'contact'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_SOURCE_LABELS: Labels<LeadSource> = { home: 'Home page', contact: 'Contact page' };

/**
 * The five statuses of the RFQ workflow (draft to closed), then the buyer's answers: accepted or
 * declined a quote, or withdrew the request before it was quoted. Whether a quote has expired is
 * read from its date, not stored (docs/decisions/044-quotes-a-buyer-can-answer.md).
 */
export const RFQ_STATUSES = ['draft', 'submitted', 'under_review', 'quoted', 'closed', 'accepted', 'declined', 'withdrawn'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_STATUS_LABELS: Labels<RfqStatus> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  quoted: 'Quoted',
  closed: 'Closed',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const PRODUCT_CATEGORIES = ['solar_modules', 'inverters', 'storage', 'balance_of_system', 'switchgear'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Labels<ProductCategory> = {
  solar_modules: 'Solar Modules',
  inverters: 'Inverters',
  storage: 'Storage',
  balance_of_system: 'Balance of System',
  switchgear: 'Switchgear',
};

export const CALCULATOR_TYPES = ['ppa_epc', 'land_lease', 'bess_value', 'interconnection', 'solar', 'btm'] as const;
export type CalculatorType = (typeof CALCULATOR_TYPES)[number];
export const CALCULATOR_TYPE_LABELS: Labels<CalculatorType> = {
  ppa_epc: 'PPA / EPC',
  land_lease: 'Land lease',
  bess_value: 'BESS value',
  interconnection: 'Interconnection',
  solar: 'Solar production',
  btm: 'Behind-the-meter',
};

/** The technologies the interconnection prescreen screens. */
export const PRESCREEN_TECHNOLOGIES = ['solar', 'storage', 'hybrid'] as const;
export type PrescreenTechnology = (typeof PRESCREEN_TECHNOLOGIES)[number];
export const PRESCREEN_TECHNOLOGY_LABELS: Labels<PrescreenTechnology> = {
  solar: 'Solar',
  storage: 'Standalone storage',
  hybrid: 'Solar + storage (hybrid)',
};

export const PROJECT_TYPES = ['btm', 'ftm', 'storage', 'data_center'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
/** Also the portfolio's Type filter, after "All": "All, BTM Solar, Utility-Scale, Storage, Data Center". */
export const PROJECT_TYPE_LABELS: Labels<ProjectType> = {
  btm: 'BTM Solar',
  ftm: 'Utility-Scale',
  storage: 'Storage',
  data_center: 'Data Center',
};

export const PROJECT_STATUSES = ['development', 'construction', 'operational', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Labels<ProjectStatus> = {
  development: 'Development',
  construction: 'Construction',
  operational: 'Operational',
  completed: 'Completed',
};

export const EDUCATION_CATEGORIES = [
  'ppa-fundamentals',
  'interconnection',
  'data-center-power',
  'bess-economics',
  'policy-updates',
  'market-analysis',
] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];
export const EDUCATION_CATEGORY_LABELS: Labels<EducationCategory> = {
  'ppa-fundamentals': 'PPA Fundamentals',
  interconnection: 'Interconnection',
  'data-center-power': 'Data Center Power',
  'bess-economics': 'BESS Economics',
  'policy-updates': 'Policy Updates',
  'market-analysis': 'Market Analysis',
};

/** The year the footer's copyright line starts at; a later build year makes it a range. */
export const COPYRIGHT_YEAR = 2024;
