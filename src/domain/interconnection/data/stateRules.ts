/**
 * IREC / Vote Solar "Freeing the Grid" grades for each state's distribution-level (DER)
 * interconnection rules, 2023 edition (the newest found when last checked: see `editionCheck`).
 * F = no statewide interconnection procedures.
 * Only one state (New Mexico) earned an A. Puerto Rico (graded D) is not in US_STATES.
 */
import type { UsState } from './regions.ts';
import type { SourceId } from './sources.ts';

export const FREEING_THE_GRID_GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type FreeingTheGridGrade = (typeof FREEING_THE_GRID_GRADES)[number];

export interface StateInterconnectionRule {
  grade: FreeingTheGridGrade;
  /** False only for F: the state has not adopted statewide interconnection procedures. */
  hasStatewideRules: boolean;
  edition: string;
  /** When and how the grades were last checked for a newer edition. */
  editionCheck: string;
  source: SourceId;
  verified: boolean;
}

const EDITION = 'Freeing the Grid 2023 (released 2023-06-21)';
const EDITION_CHECK =
  'Checked 2026-11: no later edition found; the Freeing the Grid site still shows the 2023 grades. IREC has since reported policy improvements in 2023–24 in California, Maine, Minnesota, New Mexico, Oregon, Vermont and Virginia (press release, 2024-07-30), some of which may postdate the grades.';

function grade(g: FreeingTheGridGrade): StateInterconnectionRule {
  return {
    grade: g,
    hasStatewideRules: g !== 'F',
    edition: EDITION,
    editionCheck: EDITION_CHECK,
    source: 'freeing-the-grid-2023',
    verified: true,
  };
}

/** Grades for all 50 states and DC. */
export const STATE_INTERCONNECTION_RULES = {
  AL: grade('F'),
  AK: grade('F'),
  AZ: grade('B'),
  AR: grade('F'),
  CA: grade('B'),
  CO: grade('C'),
  CT: grade('C'),
  DE: grade('D'),
  DC: grade('B'),
  FL: grade('D'),
  GA: grade('F'),
  HI: grade('C'),
  ID: grade('F'),
  IL: grade('B'),
  IN: grade('D'),
  IA: grade('C'),
  KS: grade('F'),
  KY: grade('D'),
  LA: grade('F'),
  ME: grade('C'),
  MD: grade('C'),
  MA: grade('C'),
  MI: grade('B'),
  MN: grade('C'),
  MS: grade('D'),
  MO: grade('F'),
  MT: grade('D'),
  NE: grade('F'),
  NV: grade('C'),
  NH: grade('D'),
  NJ: grade('D'),
  NM: grade('A'),
  NY: grade('B'),
  NC: grade('C'),
  ND: grade('F'),
  OH: grade('C'),
  OK: grade('F'),
  OR: grade('D'),
  PA: grade('D'),
  RI: grade('C'),
  SC: grade('C'),
  SD: grade('D'),
  TN: grade('F'),
  TX: grade('D'),
  UT: grade('D'),
  VT: grade('C'),
  VA: grade('C'),
  WA: grade('D'),
  WV: grade('D'),
  WI: grade('D'),
  WY: grade('F'),
} as const satisfies Record<UsState, StateInterconnectionRule>;
