/**
 * Grid regions used by every interconnection table, and the region(s) serving each state.
 *
 * The nine continental regions follow LBNL's "Queued Up" grouping: the seven ISO/RTOs plus the
 * non-ISO West and non-ISO Southeast. Alaska and Hawaii get a tenth id, `noncontiguous`: both are
 * islanded utility systems with no RTO and no interconnection to the lower-48 grid, so borrowing
 * the non-ISO West's queue statistics for them would be a false precision. No outcome, timeline or
 * cost row exists for `noncontiguous`, so the engine falls back to national figures and should say so.
 */
import type { US_STATES } from '../../constants.ts';
import type { SourceId } from './sources.ts';

export type UsState = (typeof US_STATES)[number];

export const REGION_IDS = ['caiso', 'ercot', 'pjm', 'miso', 'spp', 'nyiso', 'isone', 'west', 'southeast', 'noncontiguous'] as const;
export type RegionId = (typeof REGION_IDS)[number];

export type RegionKind = 'iso' | 'non-iso';

export interface GridRegion {
  id: RegionId;
  name: string;
  kind: RegionKind;
  /** One plain sentence for the prescreen page. */
  description: string;
  source: SourceId;
}

/** Grid regions, keyed by id. */
export const REGIONS = {
  caiso: {
    id: 'caiso',
    name: 'California ISO (CAISO)',
    kind: 'iso',
    description: 'Runs the grid and wholesale market for most of California and studies new generators in annual clusters.',
    source: 'ferc-markets-overview',
  },
  ercot: {
    id: 'ercot',
    name: 'ERCOT',
    kind: 'iso',
    description:
      'Runs the largely islanded Texas grid outside FERC rate jurisdiction and connects generators under a "connect and manage" approach with curtailment risk instead of large upgrade bills.',
    source: 'pvmag-lbnl-ercot-2026',
  },
  pjm: {
    id: 'pjm',
    name: 'PJM Interconnection',
    kind: 'iso',
    description:
      'Runs the grid and capacity market across 13 Mid-Atlantic and Midwest states plus DC and has moved to first-ready, first-served cluster cycles.',
    source: 'ferc-markets-overview',
  },
  miso: {
    id: 'miso',
    name: 'Midcontinent ISO (MISO)',
    kind: 'iso',
    description:
      'Runs the grid from the Upper Midwest down to Louisiana and studies new generators in large annual definitive planning phase clusters.',
    source: 'ferc-markets-overview',
  },
  spp: {
    id: 'spp',
    name: 'Southwest Power Pool (SPP)',
    kind: 'iso',
    description:
      'Runs the grid across the central Great Plains, from the Dakotas to Oklahoma and the Texas Panhandle, a region rich in wind and solar.',
    source: 'ferc-markets-overview',
  },
  nyiso: {
    id: 'nyiso',
    name: 'New York ISO (NYISO)',
    kind: 'iso',
    description: 'Runs the New York State grid, where congestion between upstate supply and downstate load shapes upgrade costs.',
    source: 'ferc-markets-overview',
  },
  isone: {
    id: 'isone',
    name: 'ISO New England (ISO-NE)',
    kind: 'iso',
    description: 'Runs the grid for the six New England states, with a small queue dominated by offshore wind, storage and solar.',
    source: 'ferc-markets-overview',
  },
  west: {
    id: 'west',
    name: 'Non-ISO West',
    kind: 'non-iso',
    description:
      'Western utilities and federal power marketers outside CAISO (for example PacifiCorp, BPA, APS, NV Energy) that each run their own interconnection queue.',
    source: 'lbnl-regions-2020',
  },
  southeast: {
    id: 'southeast',
    name: 'Non-ISO Southeast',
    kind: 'non-iso',
    description:
      'Vertically integrated Southeastern utilities and TVA (for example Southern Company, Duke, TVA) that each run their own interconnection queue.',
    source: 'lbnl-regions-2020',
  },
  noncontiguous: {
    id: 'noncontiguous',
    name: 'Alaska and Hawaii (islanded systems)',
    kind: 'non-iso',
    description:
      'Islanded utility grids with no RTO and no link to the lower-48; interconnection is handled utility by utility under state rules.',
    source: 'ferc-markets-overview',
  },
} as const satisfies Record<RegionId, GridRegion>;

export interface StateRegion {
  /** First entry serves most of the state's load / generation. */
  regions: readonly RegionId[];
  source: SourceId;
}

/**
 * Region(s) serving each state and DC. Authored from operator footprints; for split states the
 * engine should ask for the utility or county before choosing a region. Footprints change
 * (for example SPP's expansion into the West), so re-check before each data edition.
 */
export const STATE_REGIONS = {
  AL: { regions: ['southeast'], source: 'ferc-markets-overview' },
  AK: { regions: ['noncontiguous'], source: 'ferc-markets-overview' },
  AZ: { regions: ['west'], source: 'ferc-markets-overview' },
  AR: { regions: ['miso', 'spp'], source: 'ferc-markets-overview' },
  CA: { regions: ['caiso', 'west'], source: 'ferc-markets-overview' },
  CO: { regions: ['west', 'spp'], source: 'ferc-markets-overview' },
  CT: { regions: ['isone'], source: 'ferc-markets-overview' },
  DE: { regions: ['pjm'], source: 'ferc-markets-overview' },
  DC: { regions: ['pjm'], source: 'ferc-markets-overview' },
  FL: { regions: ['southeast'], source: 'ferc-markets-overview' },
  GA: { regions: ['southeast'], source: 'ferc-markets-overview' },
  HI: { regions: ['noncontiguous'], source: 'ferc-markets-overview' },
  ID: { regions: ['west'], source: 'ferc-markets-overview' },
  IL: { regions: ['pjm', 'miso'], source: 'ferc-markets-overview' },
  IN: { regions: ['miso', 'pjm'], source: 'indiana-oed-rto' },
  IA: { regions: ['miso', 'spp'], source: 'ferc-markets-overview' },
  KS: { regions: ['spp'], source: 'ferc-markets-overview' },
  KY: { regions: ['southeast', 'pjm', 'miso'], source: 'ferc-markets-overview' },
  LA: { regions: ['miso', 'spp'], source: 'ferc-markets-overview' },
  ME: { regions: ['isone'], source: 'ferc-markets-overview' },
  MD: { regions: ['pjm'], source: 'ferc-markets-overview' },
  MA: { regions: ['isone'], source: 'ferc-markets-overview' },
  MI: { regions: ['miso', 'pjm'], source: 'ferc-markets-overview' },
  MN: { regions: ['miso'], source: 'ferc-markets-overview' },
  MS: { regions: ['miso', 'southeast'], source: 'ferc-markets-overview' },
  MO: { regions: ['miso', 'spp'], source: 'ferc-markets-overview' },
  MT: { regions: ['west', 'spp', 'miso'], source: 'ferc-markets-overview' },
  NE: { regions: ['spp'], source: 'ferc-markets-overview' },
  NV: { regions: ['west'], source: 'ferc-markets-overview' },
  NH: { regions: ['isone'], source: 'ferc-markets-overview' },
  NJ: { regions: ['pjm'], source: 'ferc-markets-overview' },
  NM: { regions: ['west', 'spp'], source: 'ferc-markets-overview' },
  NY: { regions: ['nyiso'], source: 'ferc-markets-overview' },
  NC: { regions: ['southeast', 'pjm'], source: 'ferc-markets-overview' },
  ND: { regions: ['miso', 'spp'], source: 'ferc-markets-overview' },
  OH: { regions: ['pjm'], source: 'ferc-markets-overview' },
  OK: { regions: ['spp'], source: 'ferc-markets-overview' },
  OR: { regions: ['west'], source: 'ferc-markets-overview' },
  PA: { regions: ['pjm'], source: 'ferc-markets-overview' },
  RI: { regions: ['isone'], source: 'ferc-markets-overview' },
  SC: { regions: ['southeast'], source: 'ferc-markets-overview' },
  SD: { regions: ['spp', 'miso', 'west'], source: 'ferc-markets-overview' },
  TN: { regions: ['southeast'], source: 'ferc-markets-overview' },
  TX: { regions: ['ercot', 'spp', 'miso', 'west'], source: 'ferc-markets-overview' },
  UT: { regions: ['west'], source: 'ferc-markets-overview' },
  VT: { regions: ['isone'], source: 'ferc-markets-overview' },
  VA: { regions: ['pjm'], source: 'ferc-markets-overview' },
  WA: { regions: ['west'], source: 'ferc-markets-overview' },
  WV: { regions: ['pjm'], source: 'ferc-markets-overview' },
  WI: { regions: ['miso'], source: 'ferc-markets-overview' },
  WY: { regions: ['west', 'spp'], source: 'ferc-markets-overview' },
} as const satisfies Record<UsState, StateRegion>;

/**
 * How each split state (and a few others) is split, for the prescreen's result. Kept apart from
 * STATE_REGIONS so that the browser, which validates a request's region, does not carry the text.
 */
export const STATE_REGION_NOTES: Partial<Record<UsState, string>> = {
  AL: 'Alabama Power (Southern Company) and TVA; no RTO.',
  AK: "Railbelt and island utilities; not connected to the lower-48 grid and not part of LBNL's West grouping.",
  AZ: 'APS, SRP, TEP and others run their own queues (several trade in the Western Energy Imbalance Market, which is not an RTO).',
  AR: 'Entergy Arkansas is in MISO; western Arkansas utilities such as SWEPCO are in SPP.',
  CA: 'LADWP, SMUD (BANC), IID and some municipal utilities are outside CAISO and run their own queues.',
  CO: "Xcel (PSCo) and most load are non-ISO West; SPP's western expansion (Tri-State, WAPA and others) brings parts of the state into SPP, so confirm the transmission provider.",
  FL: 'FRCC utilities (FPL, Duke Energy Florida, TECO and others); no RTO.',
  GA: 'Georgia Power (Southern Company) and cooperatives; no RTO.',
  HI: 'Island grids (Hawaiian Electric, KIUC) under Hawaii PUC rules; no RTO.',
  ID: 'Idaho Power, PacifiCorp and BPA-area utilities; no RTO.',
  IL: 'Northern Illinois (ComEd, Chicago area) is PJM; central and southern Illinois (Ameren Illinois) is MISO.',
  IN: "All Indiana utilities are MISO members except AEP's Indiana Michigan Power (northeast Indiana), which is PJM.",
  IA: 'Mostly MISO (MidAmerican, Alliant); a few western and southern systems are SPP members.',
  KY: 'LG&E/KU and TVA areas are non-ISO; eastern and northern Kentucky (EKPC, Duke Kentucky, Kentucky Power) are PJM; Big Rivers in the west is MISO.',
  LA: 'Entergy Louisiana and Cleco are MISO; northwest Louisiana (SWEPCO) is SPP.',
  ME: 'Northern Maine (Aroostook County) is served from New Brunswick and is outside ISO-NE.',
  MI: 'Most of Michigan is MISO; the southwest corner (Indiana Michigan Power) is PJM.',
  MS: 'Entergy Mississippi and Cooperative Energy are MISO; Mississippi Power (Southern Company) and TVA areas are non-ISO.',
  MO: 'Eastern Missouri (Ameren Missouri, St. Louis) is MISO; western Missouri (Evergy, Kansas City; Liberty) is SPP.',
  MT: 'NorthWestern Energy (most load) is non-ISO West; the far east of the state is split between SPP (WAPA/Basin area) and MISO (MDU).',
  NV: 'NV Energy runs its own queue; no RTO.',
  NM: 'PNM and El Paso Electric areas are non-ISO West; eastern New Mexico (Xcel SPS) is SPP.',
  NC: 'Duke Energy Carolinas/Progress are non-ISO; the northeast corner (Dominion Energy North Carolina) is PJM.',
  ND: 'Split: eastern and central systems (Otter Tail, MDU, Xcel, Minnkota) are MISO; Basin Electric and WAPA facilities are SPP.',
  OR: 'PacifiCorp, Portland General and BPA; no RTO.',
  SC: 'Duke, Dominion Energy South Carolina and Santee Cooper; no RTO.',
  SD: "Most of the state (NorthWestern SD, WAPA, Basin) is SPP; the east (Otter Tail, Xcel) is MISO; Black Hills in the far west has been non-ISO West (check SPP's western expansion).",
  TN: 'TVA; no RTO.',
  TX: 'ERCOT serves most of Texas; the Panhandle, South Plains and northeast Texas are SPP; southeast Texas (Entergy Texas) is MISO; El Paso is non-ISO West.',
  UT: 'PacifiCorp (Rocky Mountain Power); no RTO.',
  VA: 'Dominion and Appalachian Power are PJM; a few cooperatives in the far southwest are TVA-area.',
  WA: 'BPA, Puget Sound Energy, Avista and public utilities; no RTO.',
  WY: 'PacifiCorp and most load are non-ISO West; parts of the east (WAPA/Basin, Black Hills) are in or joining SPP.',
};

/** The region serving most of a state's load. */
export function primaryRegion(state: UsState): RegionId {
  const regions: readonly RegionId[] = STATE_REGIONS[state].regions;
  const first = regions[0];
  if (first === undefined) throw new Error(`No region for ${state}`);
  return first;
}
