/**
 * Dated policy milestones that bear on a project's timeline: One Big Beautiful Bill Act (OBBBA,
 * P.L. 119-21) deadlines for the 45Y/48E clean electricity credits, Treasury guidance on beginning of
 * construction and foreign-entity (FEOC / "prohibited foreign entity") rules, and FERC Order No. 2023.
 * Dates are YYYY-MM-DD. `appliesTo` lists the project types the milestone bears on (a hybrid's solar
 * part follows the solar rules and its storage part the storage rules).
 */
import type { SourceId } from './sources.ts';

export type PolicyProjectType = 'solar' | 'storage' | 'hybrid';

export interface PolicyDeadline {
  id: string;
  date: string;
  appliesTo: readonly PolicyProjectType[];
  summary: string;
  source: SourceId;
  verified: boolean;
  note?: string;
}

export const POLICY_DEADLINES = [
  {
    id: 'obbba-enacted',
    date: '2025-07-04',
    appliesTo: ['solar', 'storage', 'hybrid'],
    summary:
      "OBBBA signed into law, cutting back the Inflation Reduction Act's 45Y/48E credits for wind and solar and adding foreign-entity restrictions.",
    source: 'natlaw-obbba-2025',
    verified: true,
  },
  {
    id: 'pfe-taxpayer-rule',
    date: '2025-07-05',
    appliesTo: ['solar', 'storage', 'hybrid'],
    summary:
      'For taxable years beginning after 2025-07-04, no 45Y/48E credit for taxpayers that are "specified foreign entities" or "foreign-influenced entities".',
    source: 'foley-notice-2026-15',
    verified: true,
    note: "Date shown is the first day after the cut-off; it applies from the taxpayer's first taxable year beginning after 2025-07-04.",
  },
  {
    id: 'notice-2025-42-effective',
    date: '2025-09-02',
    appliesTo: ['solar', 'hybrid'],
    summary:
      'IRS Notice 2025-42: for wind and solar not already under construction, the 5% safe harbor is gone; only the physical work test establishes beginning of construction. Solar of 1.5 MW AC or less may still use the 5% safe harbor.',
    source: 'jdsupra-notice-2025-42',
    verified: true,
    note: 'Does not change beginning-of-construction rules for battery storage or for the FEOC rules.',
  },
  {
    id: 'feoc-macr-start',
    date: '2026-01-01',
    appliesTo: ['solar', 'storage', 'hybrid'],
    summary:
      'Material-assistance (MACR) rules apply to facilities beginning construction after 2025-12-31: for construction starting in 2026 the non-prohibited-foreign-entity share of direct manufactured-product costs must be at least 40% for qualified facilities (e.g. solar) and 55% for energy storage.',
    source: 'pvmag-notice-2026-15',
    verified: true,
    note: 'Thresholds rise each year after 2026 (recalled: qualified facilities to 60% and storage to 75% by 2030); the later-year figures were not verified.',
  },
  {
    id: 'notice-2026-15',
    date: '2026-02-12',
    appliesTo: ['solar', 'storage', 'hybrid'],
    summary:
      'Treasury/IRS Notice 2026-15: interim guidance on calculating the material assistance cost ratio (safe-harbor tables, certification).',
    source: 'pvmag-notice-2026-15',
    verified: true,
  },
  {
    id: 'obbba-wind-solar-boc-deadline',
    date: '2026-07-04',
    appliesTo: ['solar', 'hybrid'],
    summary:
      'Last day for wind and solar to begin construction and escape the 2027 placed-in-service deadline: facilities beginning construction after 2026-07-04 must be placed in service by 2027-12-31 to earn 45Y/48E.',
    source: 'natlaw-obbba-2025',
    verified: true,
  },
  {
    id: 'obbba-wind-solar-pis-deadline',
    date: '2027-12-31',
    appliesTo: ['solar', 'hybrid'],
    summary: 'Wind and solar facilities that began construction after 2026-07-04 must be placed in service by this date to earn 45Y/48E.',
    source: 'natlaw-obbba-2025',
    verified: true,
  },
  {
    id: 'continuity-safe-harbor-2026-starts',
    date: '2030-12-31',
    appliesTo: ['solar', 'hybrid'],
    summary:
      'Practical placed-in-service deadline for wind and solar that began construction in 2026 (by 2026-07-04): IRS continuity safe harbor of four full calendar years after construction starts.',
    source: 'mayerbrown-obbba-2025',
    verified: true,
    note: 'A safe harbor under IRS beginning-of-construction guidance, not a statutory deadline; projects can instead prove continuous work.',
  },
  {
    id: 'storage-full-credit-boc',
    date: '2033-12-31',
    appliesTo: ['storage', 'hybrid'],
    summary:
      'Energy storage keeps the full 48E credit if construction begins by the end of 2033; then 75% for construction starting in 2034, 50% in 2035, and nothing from 2036.',
    source: 'icstax-48e-2025',
    verified: true,
    note: 'Storage is not subject to the wind/solar 2026/2027 deadlines. One law-firm summary says "until 2032"; the phase-down by construction year (100% before 2034, 75% 2034, 50% 2035) is confirmed by a second firm (Akerman: other technologies "to the end of 2035, with reduced credit rates for 2034 and 2035").',
  },
  {
    id: 'storage-credit-last-boc',
    date: '2035-12-31',
    appliesTo: ['storage', 'hybrid'],
    summary:
      'Last day for energy storage (and other non-wind/solar technologies) to begin construction and earn any 48E credit (50% rate in 2035).',
    source: 'akerman-boc-2025',
    verified: true,
  },
  {
    id: 'ferc-order-2023',
    date: '2023-07-28',
    appliesTo: ['solar', 'storage', 'hybrid'],
    summary:
      'FERC Order No. 2023 issued: cluster studies, readiness deposits, site control and withdrawal penalties for FERC-jurisdictional transmission interconnection (not ERCOT).',
    source: 'mondaq-order-2023',
    verified: true,
  },
  {
    id: 'ferc-order-2023a-effective',
    date: '2024-05-16',
    appliesTo: ['solar', 'storage', 'hybrid'],
    summary:
      "Order No. 2023-A effective, and the extended date for transmission providers' Order No. 2023 compliance filings (30 days after Federal Register publication on 2024-04-16).",
    source: 'fr-order-2023a',
    verified: true,
    note: "Each RTO/utility then phased in its own reformed process; check the region's current cluster window.",
  },
] as const satisfies readonly PolicyDeadline[];
