/**
 * The interconnection prescreen: what a developer should expect from connecting a solar,
 * storage or hybrid project at a site, from public queue and cost data. Pure: every figure comes
 * from the typed tables in ./data, each with its source id, and `today` is passed in.
 *
 * Method (docs/calculators.md, "Interconnection prescreen"):
 * 1. Region: the grid region serving the state (a split state takes the `region` override).
 * 2. Voltage: the user's, or assumed from the size (12.47 kV up to 2 MW, 34.5 kV up to 20 MW, else
 *    NREL reVX's class).
 * 3. Process: ERCOT's own (≥ 10 MW at transmission voltage) or Texas distribution rules; elsewhere
 *    FERC's large generator cluster study above 20 MW; at or under 20 MW, the state's distribution
 *    rules on a distribution line (≤ 34.5 kV), else the FERC small generator Fast Track or study
 *    (in an RTO, the study is its cluster cycle).
 * 4. Timeline, odds, upgrade cost, gen-tie, headroom, flags: see each function below.
 */
import type { PrescreenTechnology, UsState } from '../constants.ts';
import { formatCurrency, formatNumber, formatQuantity } from '../format.ts';
import { EQUIPMENT_LEAD_TIMES } from './data/equipment.ts';
import { ERCOT_GINR_MIN_MW, FAST_TRACK_BANDS, FERC_THRESHOLDS, type FastTrackBand } from './data/fastTrack.ts';
import {
  DISTRIBUTION_LINE_COSTS,
  GEN_TIE_COSTS,
  GEN_TIE_COST_REGION_FOR,
  GEN_TIE_VOLTAGES_WITH_COSTS,
  MISO_ESTIMATE_ADDERS,
  ROUTE_LENGTH_FACTOR,
  VOLTAGE_FOR_SIZE,
} from './data/genTieCosts.ts';
import { POLICY_DEADLINES } from './data/policyDeadlines.ts';
import { QUEUE_CONGESTION } from './data/queueCongestion.ts';
import { QUEUE_OUTCOMES, type QueueOutcome } from './data/queueOutcomes.ts';
import { REGIONS, STATE_REGION_NOTES, STATE_REGIONS, type RegionId, type RegionKind } from './data/regions.ts';
import { INTERCONNECTION_DATA_VERSION, SOURCES, type DataSource, type SourceId } from './data/sources.ts';
import { STATE_INTERCONNECTION_RULES, type FreeingTheGridGrade } from './data/stateRules.ts';
import {
  INTERCONNECTION_TIMELINES,
  TIMELINE_METRIC_LABELS,
  type InterconnectionTimeline,
  type TimelineBand,
  type TimelineMetric,
} from './data/timelines.ts';
import { UPGRADE_COSTS, isNoPublicCostData, type CostRegion, type CostStatus, type UpgradeCost } from './data/upgradeCosts.ts';

export interface PrescreenInput {
  state: UsState;
  /** AC export capacity, MW. */
  systemSizeMW: number;
  technology: PrescreenTechnology;
  distanceToSubstationMiles: number;
  interconnectionVoltageKV?: number;
  /** Capacity available at the substation, MW (a pre-application report or hosting map). */
  substationAvailableMW?: number;
  /** Capacity queued ahead at that substation, MW. */
  queuedAheadMW?: number;
  /** For a state served by several regions: which one the site is in. */
  region?: RegionId;
}

/** Voltfield screening conventions, each an estimate the page states (docs/calculators.md). */
export const PRESCREEN_CONVENTIONS = {
  /** Top of the common 35 kV distribution class: at or below it a line is distribution. */
  distributionMaxKV: 34.5,
  /** A typical distribution feeder voltage, assumed for projects up to `assumedFeederMaxMW`. */
  assumedFeederKV: 12.47,
  /**
   * FERC's Fast Track limit anywhere on a 5–15 kV line, 2 MW: a project no larger fits a 12.47 kV
   * feeder's screens wherever it sits on it, so assuming that feeder never contradicts the rule.
   */
  assumedFeederMaxMW: 2,
  /**
   * Above that, up to the small generator limit (20 MW): the top of the 35 kV distribution class,
   * where many such projects connect under state rules rather than FERC's.
   */
  assumedDistributionKV: 34.5,
  /**
   * FERC's Fast Track near-substation condition: "within 2.5 electrical circuit miles" of the
   * substation, on a mainline. Measured along the route (straight distance × the route factor).
   */
  nearSubstationMiles: 2.5,
  /** Gen-tie cost per kW of the project: green up to $100, amber up to $300, red above. */
  genTiePerKW: { green: 100, amber: 300 },
  /** Active queue ÷ peak load (or installed capacity): amber from 1, red from 2. */
  congestionRatio: { amber: 1, red: 2 },
} as const;

export type ProcessId = 'state-distribution' | 'ferc-fast-track' | 'ferc-sgip-study' | 'lgip-cluster' | 'ercot-ginr' | 'islanded-utility';
export type FlagLevel = 'red' | 'amber' | 'green';

export interface Flag {
  code:
    | 'region-split'
    | 'size-voltage'
    | 'distance'
    | 'headroom'
    | 'queue-congestion'
    | 'long-lead-transformer'
    | 'state-rules'
    | 'policy-deadline';
  level: FlagLevel;
  message: string;
  source?: SourceId;
}

export interface FastTrackCheck {
  eligible: boolean;
  /** The limit that applies at this distance (near the substation on a mainline, or anywhere). */
  limitKW: number;
  anywhereLimitKW: number;
  nearSubstationLimitKW: number;
  /** Within the near-substation distance, counted in route miles. */
  nearSubstation: boolean;
  /** The distance the rule is read against: straight miles × the route factor. */
  routeMiles: number;
  /** What the check takes for granted: a mainline, and route miles standing in for circuit miles. */
  assumption: string;
  condition: string;
  /** The limit is "below" rather than "up to" (New Mexico's table). */
  strict: boolean;
  jurisdiction: FastTrackBand['jurisdiction'];
  source: SourceId;
  verified: boolean;
}

export interface PrescreenResult {
  region: {
    id: RegionId;
    name: string;
    kind: RegionKind;
    description: string;
    /** Every region serving the state; more than one means the state is split. */
    stateRegions: RegionId[];
    chosenBy: 'state' | 'override';
    note?: string;
    source: SourceId;
  };
  voltage: { kV: number; assumed: boolean; level: 'distribution' | 'transmission'; basis: string; source?: SourceId };
  process: {
    id: ProcessId;
    name: string;
    description: string;
    nextStep: string;
    stateRules?: { grade: FreeingTheGridGrade; hasStatewideRules: boolean; edition: string; source: SourceId };
    fastTrack?: FastTrackCheck;
    source: SourceId;
  };
  timeline: {
    /** Always months from request to operation (or application to permission to operate). */
    lowMonths: number;
    typicalMonths: number;
    highMonths: number;
    metric: TimelineMetric;
    scope: RegionId | 'national';
    cohort: string;
    /** When the figure was published (YYYY-MM or YYYY). */
    published: string;
    source: SourceId;
    verified: boolean;
    /** Where low and high come from: published quartiles (with their own source), the source's stated range, or a Voltfield band. */
    band: TimelineBand;
    estimate: boolean;
    /** Why this figure applies to this request. */
    basis: string;
    basisSource?: SourceId;
    /** The region's other published measures, each labelled for what it is; never part of the band. */
    context: TimelineContext[];
    note?: string;
  };
  odds: {
    completionPct: number;
    lowerBound: boolean;
    basis: QueueOutcome['basis'];
    technology: QueueOutcome['technology'];
    scope: RegionId | 'national';
    cohort: string;
    source: SourceId;
    verified: boolean;
    note?: string;
    /** Unverified regional figures shown only as context. */
    regionalContext: { completionPct: number; lowerBound: boolean; cohort: string; source: SourceId }[];
  };
  upgradeCost: UpgradeCostEstimate;
  genTie: GenTieEstimate;
  headroom?: { availableMW: number; queuedAheadMW: number; remainingMW: number; sizeMW: number; shortfallMW: number };
  flags: Flag[];
  sources: DataSource[];
  dataVersion: string;
}

export interface TimelineContext {
  region: RegionId;
  metric: TimelineMetric;
  /** What the measure is, in words. */
  label: string;
  months: number;
  cohort: string;
  source: SourceId;
  verified: boolean;
}

export interface CostFigure {
  status: CostStatus;
  technology: UpgradeCost['technology'];
  median?: number;
  mean?: number;
  cohort: string;
  source: SourceId;
  verified: boolean;
}

export type UpgradeCostEstimate =
  | {
      available: true;
      costRegion: CostRegion;
      /** $/kW band and the dollars it means at this size. */
      lowPerKW: number;
      highPerKW: number;
      low: number;
      high: number;
      /** Every figure the band was read from (all LBNL statuses for the region and technology). */
      figures: CostFigure[];
      verified: boolean;
    }
  | { available: false; reason: string; source?: SourceId };

export interface GenTieEstimate {
  /** A gen-tie at transmission voltage, or a feeder extension for a distribution connection. */
  kind: 'gen-tie' | 'feeder-extension';
  straightMiles: number;
  routeMiles: number;
  lineVoltageKV: number;
  /** The voltage class priced: the line's, or the next class up with a published cost. */
  costVoltageKV: number;
  costRegion: string;
  usdPerMile: number;
  construction: number;
  adders: number;
  total: number;
  perKW: number;
  /** A feeder extension is a band: this is its low end, and `usdPerMile` … `perKW` its high end. */
  low?: { usdPerMile: number; total: number; perKW: number };
  note: string;
  sources: SourceId[];
}

const PROCESS_SOURCES: Record<ProcessId, SourceId> = {
  'state-distribution': 'freeing-the-grid-2023',
  'ferc-fast-track': 'ferc-order-792-fr',
  'ferc-sgip-study': 'klgates-order-792-summary',
  'lgip-cluster': 'mondaq-order-2023',
  'ercot-ginr': ERCOT_GINR_MIN_MW.source,
  'islanded-utility': 'ferc-markets-overview',
};

const SGIP_MAX_MW = FERC_THRESHOLDS.find((fact) => fact.id === 'sgip-max-mw')!.value;
const PRE_APPLICATION_FEE = FERC_THRESHOLDS.find((fact) => fact.id === 'sgip-pre-application-report-fee')!.value;

/** Runs the prescreen. `today` dates the policy deadlines (the API passes the current date). */
export function prescreenInterconnection(input: PrescreenInput, today: Date = new Date()): PrescreenResult {
  const region = regionOf(input);
  const voltage = voltageOf(input.systemSizeMW, input.interconnectionVoltageKV);
  const process = processOf(input, region, voltage);
  const timeline = timelineFor(process.id, region);
  const odds = oddsFor(region.id, input.technology);
  const upgradeCost = upgradeCostFor(process.id, region.id, input.technology, input.systemSizeMW);
  const genTie = genTieFor(region.id, input.distanceToSubstationMiles, voltage, input.systemSizeMW);
  const headroom = headroomFor(input);
  const flags = flagsFor({ input, region, voltage, process, timeline, genTie, headroom, today });

  const used: SourceId[] = [
    region.source,
    ...(voltage.source ? [voltage.source] : []),
    process.source,
    ...(process.stateRules ? [process.stateRules.source] : []),
    ...(process.fastTrack ? [process.fastTrack.source] : []),
    timeline.source,
    ...(timeline.band.kind === 'quartiles' ? [timeline.band.source] : []),
    ...(timeline.basisSource ? [timeline.basisSource] : []),
    ...timeline.context.map((row) => row.source),
    odds.source,
    ...odds.regionalContext.map((row) => row.source),
    ...(upgradeCost.available ? upgradeCost.figures.map((figure) => figure.source) : upgradeCost.source ? [upgradeCost.source] : []),
    ...genTie.sources,
    ...flags.flatMap((flag) => (flag.source ? [flag.source] : [])),
  ];
  const sources = [...new Set(used)].map((id) => SOURCES[id]);
  return {
    region,
    voltage,
    process,
    timeline,
    odds,
    upgradeCost,
    genTie,
    ...(headroom && { headroom }),
    flags,
    sources,
    dataVersion: INTERCONNECTION_DATA_VERSION,
  };
}

function regionOf({ state, region: override }: PrescreenInput): PrescreenResult['region'] {
  const entry: { regions: readonly RegionId[]; source: SourceId } = STATE_REGIONS[state];
  const note = STATE_REGION_NOTES[state];
  const id = override && entry.regions.includes(override) ? override : entry.regions[0]!;
  const region = REGIONS[id];
  return {
    id,
    name: region.name,
    kind: region.kind,
    description: region.description,
    stateRegions: [...entry.regions],
    chosenBy: id === override ? 'override' : 'state',
    ...(note && { note }),
    source: entry.source,
  };
}

/** The voltage the screen works with: the user's, or the usual one for the size (stated as assumed). */
export function voltageOf(sizeMW: number, givenKV?: number): PrescreenResult['voltage'] {
  const { distributionMaxKV, assumedFeederKV, assumedFeederMaxMW, assumedDistributionKV } = PRESCREEN_CONVENTIONS;
  const level = (kV: number) => (kV <= distributionMaxKV ? 'distribution' : 'transmission');
  if (givenKV !== undefined) return { kV: givenKV, assumed: false, level: level(givenKV), basis: 'As entered.' };
  if (sizeMW <= assumedFeederMaxMW) {
    return {
      kV: assumedFeederKV,
      assumed: true,
      level: 'distribution',
      basis: `Assumed: a project of ${assumedFeederMaxMW} MW or less usually connects to a ${assumedFeederKV} kV distribution feeder, within FERC's Fast Track limit anywhere on such a line.`,
    };
  }
  if (sizeMW <= SGIP_MAX_MW) {
    return {
      kV: assumedDistributionKV,
      assumed: true,
      level: 'distribution',
      basis: `Assumed: a project over ${assumedFeederMaxMW} MW and up to ${SGIP_MAX_MW} MW is taken to connect at ${assumedDistributionKV} kV, the top of the distribution class, as many do under state rules. Enter the voltage from a pre-application report if it differs.`,
    };
  }
  const row = VOLTAGE_FOR_SIZE.find((band) => sizeMW > band.minMwExclusive && sizeMW <= band.maxMw) ?? VOLTAGE_FOR_SIZE.at(-1)!;
  return {
    kV: row.voltageKv,
    assumed: true,
    level: level(row.voltageKv),
    basis: `Assumed: NREL's reVX puts a project of this size on a ${row.voltageKv} kV line (up to ${row.maxMw} MW).`,
    source: row.source,
  };
}

function processOf(
  input: PrescreenInput,
  region: PrescreenResult['region'],
  voltage: PrescreenResult['voltage'],
): PrescreenResult['process'] {
  const regionId = region.id;
  const size = input.systemSizeMW;
  const rules = STATE_INTERCONNECTION_RULES[input.state];
  const stateRules = { grade: rules.grade, hasStatewideRules: rules.hasStatewideRules, edition: rules.edition, source: rules.source };
  // New Mexico's 17.9.568 is the state's rule for the lines it regulates; a request on the FERC path
  // (above the distribution class) follows FERC's SGIP table.
  const fastTrack = fastTrackCheck(
    input.state,
    size,
    voltage.kV,
    input.distanceToSubstationMiles * ROUTE_LENGTH_FACTOR.value,
    voltage.level === 'distribution',
  );
  const preApplication = `Request a pre-application report from the utility (about $${PRE_APPLICATION_FEE} under FERC's model procedures) for the capacity, queued generation and voltage of the nearest feeder and substation.`;

  let id: ProcessId;
  if (regionId === 'noncontiguous') id = voltage.level === 'distribution' ? 'state-distribution' : 'islanded-utility';
  // ERCOT's GINR is for "new generating units ... 10 MW or greater planning to interconnect to
  // transmission"; a distribution-connected plant of any size follows the Texas distribution rules.
  else if (regionId === 'ercot')
    id = size >= ERCOT_GINR_MIN_MW.value && voltage.level === 'transmission' ? 'ercot-ginr' : 'state-distribution';
  else if (size > SGIP_MAX_MW) id = 'lgip-cluster';
  else if (voltage.level === 'distribution') id = 'state-distribution';
  else id = fastTrack?.eligible ? 'ferc-fast-track' : 'ferc-sgip-study';

  const source = PROCESS_SOURCES[id];
  switch (id) {
    case 'state-distribution': {
      const rulesSentence = rules.hasStatewideRules
        ? `${input.state}'s statewide interconnection rules earned a ${rules.grade} in ${rules.edition}.`
        : `${input.state} has no statewide interconnection procedures (an F in ${rules.edition}): the utility's own tariff applies.`;
      const track = fastTrack
        ? fastTrack.eligible
          ? ' At this size and voltage it fits the Fast Track screens most state rules copy from FERC, so it may connect without a full study if the screens pass.'
          : ' It is too large for Fast Track at this voltage, so expect supplemental review or a full study.'
        : '';
      return {
        id,
        name: 'State distribution interconnection',
        description: `A ${formatMW(size)} project on a ${voltage.kV} kV distribution line connects under the utility's rules set by the state commission, not FERC's. ${rulesSentence}${track}`,
        nextStep: preApplication,
        stateRules,
        ...(fastTrack && { fastTrack }),
        source,
      };
    }
    case 'ferc-fast-track':
      return {
        id,
        name: 'FERC small generator Fast Track',
        description: `At ${SGIP_MAX_MW} MW or less the FERC Small Generator Interconnection Procedures apply; at ${formatMW(size)} on a ${voltage.kV} kV line the project is within the Fast Track limit, so the utility runs technical screens instead of studies and a pass means an agreement within months.`,
        nextStep: `${preApplication} Then apply for Fast Track; if a screen fails, a supplemental review or the study process follows.`,
        stateRules,
        fastTrack: fastTrack!,
        source,
      };
    case 'ferc-sgip-study':
      return {
        id,
        name: 'FERC small generator study process',
        description: studiedInCluster(id, regionId)
          ? `At ${SGIP_MAX_MW} MW or less the FERC Small Generator Interconnection Procedures apply, but in ${region.name} a ${formatMW(size)} request on a ${voltage.kV} kV line that is beyond Fast Track is studied in the same cluster cycle as large requests (Order No. 2023 reformed the small generator procedures along with the large): expect the cluster's study stages, deposits and timeline, and the upgrades it assigns.`
          : `At ${SGIP_MAX_MW} MW or less the FERC Small Generator Interconnection Procedures apply; at ${formatMW(size)} on a ${voltage.kV} kV line the project is beyond Fast Track, so the transmission provider studies it (feasibility, system impact and facilities studies, or its cluster process) and assigns the upgrades it needs.`,
        nextStep: `${preApplication} Then hold a scoping meeting with the transmission provider before filing the request.`,
        stateRules,
        ...(fastTrack && { fastTrack }),
        source,
      };
    case 'lgip-cluster':
      return {
        id,
        name: 'Large generator cluster study (FERC Order No. 2023)',
        description: `Above ${SGIP_MAX_MW} MW the transmission provider's Large Generator Interconnection Procedures apply: since Order No. 2023, requests are studied together in first-ready, first-served clusters, with deposits, site control and withdrawal penalties for developers and firm study deadlines for the provider.`,
        nextStep: `Read the transmission provider's published capacity heat map and queue, secure site control and the study deposit, and file before the next cluster window closes.`,
        source,
      };
    case 'ercot-ginr':
      return {
        id,
        name: 'ERCOT generation interconnection (GINR)',
        description: `ERCOT is outside FERC's interconnection rules. A plant of ${ERCOT_GINR_MIN_MW.value} MW or more files a Generation Resource Interconnection or Change Request: a screening study, a full interconnection study with the transmission service provider, then an agreement. "Connect and manage" means no network-upgrade bill, but curtailment when the grid is congested.`,
        nextStep:
          'Ask the transmission service provider about the nearest substation, then file the GINR with ERCOT for a screening study.',
        source,
      };
    case 'islanded-utility':
      return {
        id,
        name: 'Utility interconnection on an islanded grid',
        description: `${input.state}'s grids are not connected to the lower 48 and have no RTO: the utility studies a transmission-level project under rules set by the state commission, and the national queue figures below are only a loose guide.`,
        nextStep: 'Contact the utility for its interconnection procedures and a pre-application meeting.',
        stateRules,
        source,
      };
  }
}

/**
 * Fast Track eligibility on lines up to 69 kV: New Mexico's verified table for its state-jurisdictional
 * lines, FERC's elsewhere. The larger limit applies "on a mainline" within 2.5 electrical circuit miles
 * of the substation: the distance is the route (straight miles × the route factor, as the gen-tie uses),
 * and the mainline is assumed.
 */
export function fastTrackCheck(
  state: UsState,
  sizeMW: number,
  kV: number,
  routeMiles: number,
  stateJurisdiction = true,
): FastTrackCheck | undefined {
  const jurisdiction = state === 'NM' && stateJurisdiction ? 'nm-17.9.568' : 'ferc-sgip';
  const band = FAST_TRACK_BANDS.find(
    (row) => row.jurisdiction === jurisdiction && kV >= row.minKv && (row.maxKvInclusive ? kV <= row.maxKv : kV < row.maxKv),
  );
  if (!band) return undefined;
  const near = PRESCREEN_CONVENTIONS.nearSubstationMiles;
  const nearSubstation = routeMiles <= near;
  const limitKW = nearSubstation ? band.maxKwMainlineNearSubstation : band.maxKwAnywhere;
  const sizeKW = sizeMW * 1000;
  return {
    eligible: band.strictLimit ? sizeKW < limitKW : sizeKW <= limitKW,
    limitKW,
    anywhereLimitKW: band.maxKwAnywhere,
    nearSubstationLimitKW: band.maxKwMainlineNearSubstation,
    nearSubstation,
    routeMiles,
    assumption: `Assumes the point of interconnection is on a mainline (the three-phase backbone) and counts the ${near} circuit miles along the route, ${ROUTE_LENGTH_FACTOR.value}× the straight distance (${formatQuantity(routeMiles, 2)} miles here). Off a mainline only the ${formatKW(band.maxKwAnywhere)} limit applies.`,
    condition: band.mainlineCondition,
    strict: band.strictLimit,
    jurisdiction,
    source: band.source,
    verified: band.verified,
  };
}

/**
 * In an RTO/ISO region a transmission-level request of 20 MW or less that is beyond Fast Track is
 * studied in the RTO's cluster cycle with the large requests (Order No. 2023 reformed the small
 * generator procedures too), so it waits as long as they do.
 */
function studiedInCluster(process: ProcessId, regionId: RegionId): boolean {
  return process === 'ferc-sgip-study' && REGIONS[regionId].kind === 'iso';
}

/** The newest row: latest publication, then latest cohort, then the narrowest cohort (one year beats a pooled span). */
export function newest<T extends Pick<InterconnectionTimeline, 'published' | 'cohortYears'>>(rows: readonly T[]): T | undefined {
  return [...rows].sort(
    (a, b) => b.published.localeCompare(a.published) || b.cohortYears[1] - a.cohortYears[1] || b.cohortYears[0] - a.cohortYears[0],
  )[0];
}

/**
 * Months from request to operation. Transmission-level processes (and small requests studied in an
 * RTO's cluster) take the newest verified request-to-operation median for the region, else the
 * national one; the region's other measures (average development time, age of active requests) come
 * along as labelled context, never as the band. Distribution, Fast Track and small generator studies
 * outside an RTO take the MW-scale distribution row (a Voltfield estimate).
 */
function timelineFor(process: ProcessId, region: PrescreenResult['region']): PrescreenResult['timeline'] {
  const rows: readonly InterconnectionTimeline[] = INTERCONNECTION_TIMELINES;
  const cluster = studiedInCluster(process, region.id);
  const transmission = cluster || process === 'lgip-cluster' || process === 'ercot-ginr' || process === 'islanded-utility';
  if (!transmission) {
    const row = newest(rows.filter((r) => r.region === 'national' && r.process === 'distribution-mw'))!;
    const basis =
      process === 'ferc-sgip-study'
        ? `Outside an RTO the utility runs the small generator study itself; no public data on how long that takes was found, so this is Voltfield's estimate for MW-scale projects.`
        : `No public data on how long MW-scale distribution and Fast Track interconnections take was found, so this is Voltfield's estimate.`;
    return timelineOf(row, basis, []);
  }
  const requestToOperation = (scope: RegionId | 'national') =>
    rows.filter((r) => r.region === scope && r.process === 'transmission' && r.metric === 'ir-to-cod-median' && r.verified);
  const row = newest(requestToOperation(region.id)) ?? newest(requestToOperation('national'))!;
  const otherMetrics = [
    ...new Set(
      rows.filter((r) => r.region === region.id && r.process === 'transmission' && r.metric !== 'ir-to-cod-median').map((r) => r.metric),
    ),
  ];
  const context = otherMetrics.map((metric) => {
    const other = newest(rows.filter((r) => r.region === region.id && r.process === 'transmission' && r.metric === metric))!;
    return {
      region: region.id,
      metric,
      label: TIMELINE_METRIC_LABELS[metric],
      months: other.typicalMonths,
      cohort: other.cohort,
      source: other.source,
      verified: other.verified,
    };
  });
  const where =
    row.region === 'national'
      ? `no request-to-operation figure is published for ${region.name}, so the national median applies`
      : `${region.name}'s own median applies`;
  const basis = {
    'lgip-cluster': `Large requests are studied in the transmission provider's cluster process; ${where}.`,
    'ercot-ginr': `ERCOT studies the request through its own GINR process; ${where}.`,
    'islanded-utility': `No request-to-operation figure is published for Alaska or Hawaii; the national median is a loose guide.`,
    'ferc-sgip-study': `In ${region.name} a transmission-level request of this size that is beyond Fast Track is studied in the same cluster cycle as large requests, so the cluster timeline applies; ${where}.`,
    'state-distribution': '',
    'ferc-fast-track': '',
  }[process];
  return timelineOf(row, basis, context, cluster ? 'daypitney-order-2023' : undefined);
}

function timelineOf(
  row: InterconnectionTimeline,
  basis: string,
  context: TimelineContext[],
  basisSource?: SourceId,
): PrescreenResult['timeline'] {
  return {
    lowMonths: row.lowMonths,
    typicalMonths: row.typicalMonths,
    highMonths: row.highMonths,
    metric: row.metric,
    scope: row.region,
    cohort: row.cohort,
    published: row.published,
    source: row.source,
    verified: row.verified,
    band: row.band,
    estimate: row.estimate === true,
    basis,
    ...(basisSource && { basisSource }),
    context,
    ...(row.note && { note: row.note }),
  };
}

/**
 * Share of requests that reached operation: a verified row for the region and technology if one is
 * published, else the newest verified national row for the technology (all technologies for a
 * hybrid, which LBNL does not publish separately), counted in projects. Unverified regional rows
 * come along as context only.
 */
function oddsFor(regionId: RegionId, technology: PrescreenTechnology): PrescreenResult['odds'] {
  const rows: readonly QueueOutcome[] = QUEUE_OUTCOMES;
  const wanted = technology === 'hybrid' ? 'all' : technology;
  const pick = (scope: RegionId | 'national') =>
    rows.find((r) => r.region === scope && r.technology === wanted && r.basis === 'projects' && r.verified);
  const row = pick(regionId) ?? pick('national')!;
  return {
    completionPct: row.completionPct,
    lowerBound: row.lowerBound === true,
    basis: row.basis,
    technology: row.technology,
    scope: row.region,
    cohort: row.cohort,
    source: row.source,
    verified: row.verified,
    ...(row.note && { note: row.note }),
    regionalContext: rows
      .filter((r) => r.region === regionId && !r.verified)
      .map((r) => ({ completionPct: r.completionPct, lowerBound: r.lowerBound === true, cohort: r.cohort, source: r.source })),
  };
}

const COST_REGION_FOR: Record<RegionId, CostRegion | undefined> = {
  caiso: 'caiso',
  ercot: 'ercot',
  pjm: 'pjm',
  miso: 'miso',
  spp: 'spp',
  nyiso: 'nyiso',
  isone: 'isone',
  west: 'non-iso',
  southeast: 'non-iso',
  noncontiguous: undefined,
};

/**
 * Network upgrade cost band from LBNL's cost briefs (total interconnection cost, $/kW):
 * low = what projects that completed their studies paid, latest cohort (median where published,
 * else mean; the all-status figure where the brief gives no completed one); high = the mean for the
 * technology where published (all statuses, else active requests; the higher of solar and storage
 * for a hybrid), else the latest mean of active requests. Rows are listed oldest cohort first, so "latest" is the last row.
 */
function upgradeCostFor(process: ProcessId, regionId: RegionId, technology: PrescreenTechnology, sizeMW: number): UpgradeCostEstimate {
  if (process === 'state-distribution' || process === 'ferc-fast-track') {
    return {
      available: false,
      reason:
        "LBNL's cost studies cover transmission-level requests. A distribution project's upgrades are set by the utility's own study: the pre-application report or a hosting capacity map gives the first read.",
    };
  }
  const costRegion = COST_REGION_FOR[regionId];
  if (!costRegion) return { available: false, reason: 'No public interconnection cost study covers Alaska or Hawaii.' };
  const noData = UPGRADE_COSTS.find((row) => row.region === costRegion && isNoPublicCostData(row));
  if (noData && isNoPublicCostData(noData)) return { available: false, reason: noData.reason, source: noData.source };

  const rows = (UPGRADE_COSTS.filter((row) => !isNoPublicCostData(row)) as readonly UpgradeCost[]).filter(
    (row) => row.region === costRegion && row.basis === 'total-interconnection',
  );
  const latest = (status: CostStatus, tech: UpgradeCost['technology'] = 'all') =>
    rows.findLast((row) => row.status === status && row.technology === tech);
  const techs: UpgradeCost['technology'][] = technology === 'hybrid' ? ['solar', 'storage'] : [technology];
  const techRows = techs.map((tech) => latest('all', tech) ?? latest('active', tech)).filter((row) => row !== undefined);
  const techRow = techRows.sort((a, b) => (b.mean ?? 0) - (a.mean ?? 0))[0];
  const lowRow = latest('complete') ?? latest('all');
  const highRow = techRow ?? latest('active') ?? lowRow;
  const lowFigure = lowRow && (lowRow.median ?? lowRow.mean);
  const highFigure = highRow && (highRow.mean ?? highRow.median);
  if (lowFigure === undefined || highFigure === undefined)
    return { available: false, reason: 'LBNL publishes no usable cost figure for this region.' };

  const [lowPerKW, highPerKW] = [Math.min(lowFigure, highFigure), Math.max(lowFigure, highFigure)];
  if (lowPerKW === highPerKW) {
    const row = lowRow!;
    const what = `${row.technology === 'all' ? 'all technologies' : row.technology}, ${row.cohort}`;
    return {
      available: false,
      reason: `LBNL's cost study for this region gives one usable figure here, ${formatCurrency(lowPerKW)}/kW (${what}${row.verified ? '' : '; not corroborated'}), and none for ${technology}: one figure is not a band, so none is shown.`,
      source: row.source,
    };
  }
  const used = [...new Set([lowRow!, highRow!])];
  const figures = rows
    .filter((row) => row.technology === 'all' || techs.includes(row.technology))
    .map((row) => ({
      status: row.status,
      technology: row.technology,
      ...(row.median !== undefined && { median: row.median }),
      ...(row.mean !== undefined && { mean: row.mean }),
      cohort: row.cohort,
      source: row.source,
      verified: row.verified,
    }));
  const kW = sizeMW * 1000;
  return {
    available: true,
    costRegion,
    lowPerKW,
    highPerKW,
    low: lowPerKW * kW,
    high: highPerKW * kW,
    figures,
    verified: used.every((row) => row.verified),
  };
}

/**
 * The line to the substation. At transmission voltage, a gen-tie: the straight distance × the route
 * factor (1.3) × NREL reVX's base $/mile for the line's voltage class in the region's cost region,
 * plus MISO's planning adders (20 % contingency, 7.5 % AFUDC); a voltage without a published class is
 * priced at the next class up. On a distribution line, a feeder extension: route miles × EEI's survey
 * range for new overhead distribution line, a band, never the transmission rate.
 */
export function genTieFor(
  regionId: RegionId,
  distanceMiles: number,
  voltage: Pick<PrescreenResult['voltage'], 'kV' | 'level'>,
  sizeMW: number,
): GenTieEstimate {
  const lineKV = voltage.kV;
  const routeMiles = distanceMiles * ROUTE_LENGTH_FACTOR.value;
  const kW = sizeMW * 1000;
  if (voltage.level === 'distribution') {
    const lowUsdPerMile = Math.min(...DISTRIBUTION_LINE_COSTS.map((row) => row.lowUsdPerMile));
    const usdPerMile = Math.max(...DISTRIBUTION_LINE_COSTS.map((row) => row.highUsdPerMile));
    const total = routeMiles * usdPerMile;
    const low = routeMiles * lowUsdPerMile;
    return {
      kind: 'feeder-extension',
      straightMiles: distanceMiles,
      routeMiles,
      lineVoltageKV: lineKV,
      costVoltageKV: lineKV,
      costRegion: 'national',
      usdPerMile,
      construction: total,
      adders: 0,
      total,
      perKW: total / kW,
      low: { usdPerMile: lowUsdPerMile, total: low, perKW: low / kW },
      note: `Estimate: a new overhead feeder extension over a route ${ROUTE_LENGTH_FACTOR.value}× the straight distance, at ${formatCurrency(lowUsdPerMile)} (the rural minimum) to ${formatCurrency(usdPerMile)} (the urban maximum) a mile, the range in the Edison Electric Institute's 2012 survey of utilities' new distribution line costs (dollar year not stated). Those costs include transformers and service drops a generator's line does not need, so expect the lower part of the range in open country. Utility upgrades to the feeder itself are not included.`,
      sources: [DISTRIBUTION_LINE_COSTS[0].source, ROUTE_LENGTH_FACTOR.source],
    };
  }
  const costRegion = GEN_TIE_COST_REGION_FOR[regionId];
  const costVoltageKV = GEN_TIE_VOLTAGES_WITH_COSTS.find((kV) => kV >= lineKV) ?? GEN_TIE_VOLTAGES_WITH_COSTS.at(-1)!;
  const row = GEN_TIE_COSTS.find((cost) => cost.costRegion === costRegion && cost.voltageKv === costVoltageKV)!;
  const construction = routeMiles * row.usdPerMile;
  const adders = construction * ((MISO_ESTIMATE_ADDERS.contingencyPct + MISO_ESTIMATE_ADDERS.afudcPct) / 100);
  const total = construction + adders;
  const priced =
    costVoltageKV === lineKV
      ? `the ${lineKV} kV class`
      : `the ${costVoltageKV} kV class, the nearest published class at or above ${lineKV} kV`;
  return {
    kind: 'gen-tie',
    straightMiles: distanceMiles,
    routeMiles,
    lineVoltageKV: lineKV,
    costVoltageKV,
    costRegion,
    usdPerMile: row.usdPerMile,
    construction,
    adders,
    total,
    perKW: total / kW,
    note: `Estimate: NREL reVX base cost for ${priced} in its ${costRegion} cost region (dollar year not stated), over a route ${ROUTE_LENGTH_FACTOR.value}× the straight distance, plus ${MISO_ESTIMATE_ADDERS.contingencyPct}% contingency and ${MISO_ESTIMATE_ADDERS.afudcPct}% AFUDC as in MISO's cost guide. Substation and terminal equipment are not included.`,
    sources: [row.source, ROUTE_LENGTH_FACTOR.source],
  };
}

function headroomFor({ substationAvailableMW, queuedAheadMW = 0, systemSizeMW }: PrescreenInput): PrescreenResult['headroom'] {
  if (substationAvailableMW === undefined) return undefined;
  const remainingMW = substationAvailableMW - queuedAheadMW;
  return {
    availableMW: substationAvailableMW,
    queuedAheadMW,
    remainingMW,
    sizeMW: systemSizeMW,
    shortfallMW: Math.max(0, systemSizeMW - Math.max(0, remainingMW)),
  };
}

interface FlagContext {
  input: PrescreenInput;
  region: PrescreenResult['region'];
  voltage: PrescreenResult['voltage'];
  process: PrescreenResult['process'];
  timeline: PrescreenResult['timeline'];
  genTie: GenTieEstimate;
  headroom: PrescreenResult['headroom'];
  today: Date;
}

function flagsFor(context: FlagContext): Flag[] {
  return [
    regionSplitFlag,
    sizeVoltageFlag,
    distanceFlag,
    headroomFlag,
    congestionFlag,
    transformerFlag,
    stateRulesFlag,
    ...policyFlags(context),
  ]
    .map((flag) => (typeof flag === 'function' ? flag(context) : flag))
    .filter((flag): flag is Flag => flag !== undefined);
}

function regionSplitFlag({ input, region }: FlagContext): Flag | undefined {
  if (region.stateRegions.length < 2) return undefined;
  const names = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(region.stateRegions.map((id) => REGIONS[id].name));
  return region.chosenBy === 'override'
    ? {
        code: 'region-split',
        level: 'green',
        message: `${input.state} is split between ${names}; screened for ${region.name} as chosen.`,
        source: region.source,
      }
    : {
        code: 'region-split',
        level: 'amber',
        message: `${input.state} is split between ${names}; screened for ${region.name}, which serves most of it. Confirm the transmission provider and choose the region if it differs.`,
        source: region.source,
      };
}

function sizeVoltageFlag({ input, voltage, process }: FlagContext): Flag | undefined {
  const size = formatMW(input.systemSizeMW);
  const fastTrack = process.fastTrack;
  const lineClass = VOLTAGE_FOR_SIZE.findLast((row) => row.voltageKv <= voltage.kV);
  const assumed = voltage.assumed ? ' (voltage assumed from the size)' : '';
  if (lineClass) {
    return input.systemSizeMW > lineClass.maxMw
      ? {
          code: 'size-voltage',
          level: 'red',
          message: `${size} is more than a ${voltage.kV} kV line carries (about ${lineClass.maxMw} MW in NREL's reVX)${assumed}: expect a higher-voltage connection or a smaller project.`,
          source: lineClass.source,
        }
      : {
          code: 'size-voltage',
          level: 'green',
          message: `${size} suits a ${voltage.kV} kV line, which carries up to about ${lineClass.maxMw} MW in NREL's reVX${assumed}.`,
          source: lineClass.source,
        };
  }
  if (input.systemSizeMW > SGIP_MAX_MW) {
    return {
      code: 'size-voltage',
      level: 'red',
      message: `${size} is far beyond what a ${voltage.kV} kV distribution line${assumed} can take; a project this size connects at transmission voltage (69 kV and up).`,
    };
  }
  if (fastTrack && !fastTrack.eligible) {
    return {
      code: 'size-voltage',
      level: 'amber',
      message: `${size} is above the Fast Track limit of ${formatKW(fastTrack.limitKW)} on a ${voltage.kV} kV line${assumed}: expect supplemental review or a full study.`,
      source: fastTrack.source,
    };
  }
  if (fastTrack) {
    const where = fastTrack.nearSubstation
      ? `, assuming a mainline within ${PRESCREEN_CONVENTIONS.nearSubstationMiles} circuit miles of the substation (${formatQuantity(fastTrack.routeMiles, 1)} route miles)`
      : '';
    return {
      code: 'size-voltage',
      level: 'green',
      message: `${size} is within the Fast Track limit of ${formatKW(fastTrack.limitKW)} on a ${voltage.kV} kV line${assumed}${where}.`,
      source: fastTrack.source,
    };
  }
  return undefined;
}

function distanceFlag({ genTie, voltage }: FlagContext): Flag {
  const miles = `${formatQuantity(genTie.straightMiles, 1)} mile${genTie.straightMiles === 1 ? '' : 's'}`;
  const cost = `about ${formatDollars(genTie.total)} (${formatCurrency(genTie.perKW)}/kW)`;
  const source = genTie.sources[0];
  if (genTie.straightMiles === 0)
    return { code: 'distance', level: 'green', message: 'At the substation: no line to build beyond the connection equipment.' };
  if (voltage.level === 'distribution' && genTie.low) {
    // The feeder-extension range is wide (rural to urban), so judge by Fast Track's distance and show the range.
    const near = PRESCREEN_CONVENTIONS.nearSubstationMiles;
    const route = `${formatQuantity(genTie.routeMiles, 1)} route miles`;
    const range = `roughly ${formatDollars(genTie.low.total)} to ${formatDollars(genTie.total)} (${formatCurrency(genTie.low.perKW)}–${formatCurrency(genTie.perKW)}/kW) for a new overhead feeder extension`;
    return genTie.routeMiles <= near
      ? {
          code: 'distance',
          level: 'green',
          message: `${miles} from the substation (${route}): within the ${near} circuit miles where Fast Track allows its larger sizes; ${range}.`,
          source,
        }
      : {
          code: 'distance',
          level: 'amber',
          message: `${miles} from the substation (${route}): beyond ${near} circuit miles Fast Track allows less, and the extension grows: ${range}.`,
          source,
        };
  }
  const { green, amber } = PRESCREEN_CONVENTIONS.genTiePerKW;
  const level: FlagLevel = genTie.perKW <= green ? 'green' : genTie.perKW <= amber ? 'amber' : 'red';
  const message = {
    green: `${miles} to the substation: a gen-tie of ${cost}, small beside the project.`,
    amber: `${miles} to the substation: a gen-tie of ${cost} weighs on the project's economics.`,
    red: `${miles} to the substation: a gen-tie of ${cost} is likely to sink a project this size; look for a closer point of interconnection.`,
  }[level];
  return { code: 'distance', level, message, source };
}

function headroomFlag({ headroom }: FlagContext): Flag | undefined {
  if (!headroom) return undefined;
  const { remainingMW, sizeMW, availableMW, queuedAheadMW } = headroom;
  const basis = `${formatMW(availableMW)} available − ${formatMW(queuedAheadMW)} queued ahead = ${formatMW(remainingMW)}`;
  if (remainingMW >= sizeMW) return { code: 'headroom', level: 'green', message: `${basis}: room for ${formatMW(sizeMW)}.` };
  if (remainingMW > 0)
    return {
      code: 'headroom',
      level: 'amber',
      message: `${basis}: ${formatMW(sizeMW - remainingMW)} short of ${formatMW(sizeMW)}. Size down, or expect upgrades if the projects ahead are built.`,
    };
  return {
    code: 'headroom',
    level: 'red',
    message: `${basis}: no room left at this substation unless projects ahead withdraw; expect upgrades.`,
  };
}

function congestionFlag({ region, process }: FlagContext): Flag | undefined {
  if (process.id === 'state-distribution' || process.id === 'ferc-fast-track' || process.id === 'islanded-utility') return undefined;
  type Referenced = Extract<(typeof QUEUE_CONGESTION)[number], { referenceGw: number }>;
  const byDate = (a: Referenced, b: Referenced) => b.asOf.localeCompare(a.asOf);
  const referenced = (QUEUE_CONGESTION as readonly (typeof QUEUE_CONGESTION)[number][]).filter(
    (row): row is Referenced => 'referenceGw' in row,
  );
  const regional = referenced.filter((row) => row.region === region.id).sort(byDate)[0];
  // The newest figure wins: a regional snapshot older than the national one describes a queue that has since been purged or restudied.
  const row = [...referenced.filter((r) => r.region === 'national'), ...(regional ? [regional] : [])].sort(byDate)[0]!;
  const ratioOf = (r: Referenced) => r.activeGw / r.referenceGw;
  const referenceOf = (r: Referenced) => (r.referenceKind === 'peak-load' ? 'peak load' : 'installed capacity');
  const ratio = ratioOf(row);
  const { amber, red } = PRESCREEN_CONVENTIONS.congestionRatio;
  const level: FlagLevel = ratio >= red ? 'red' : ratio >= amber ? 'amber' : 'green';
  const where = row.region === 'national' ? 'US queues' : `${region.name}'s queue`;
  const older =
    row.region !== 'national'
      ? ''
      : regional
        ? ` ${region.name}'s own figure, ${formatNumber(regional.activeGw)} GW against a ${referenceOf(regional)} of ${formatNumber(regional.referenceGw)} GW (${formatNumber(ratioOf(regional), 1)}×), is older (${regional.asOf}).`
        : ` The tables hold no queue-size figure for ${region.name} alone.`;
  return {
    code: 'queue-congestion',
    level,
    message: `${where} held ${formatNumber(row.activeGw)} GW at ${row.asOf}, ${formatNumber(ratio, 1)}× the ${referenceOf(row)} of ${formatNumber(row.referenceGw)} GW: most of it will withdraw, and restudies follow withdrawals.${older}`,
    source: row.source,
  };
}

function transformerFlag({ voltage, timeline }: FlagContext): Flag {
  const gsu = EQUIPMENT_LEAD_TIMES.find((row) => row.equipment === 'gsu-transformer')!;
  if (voltage.level === 'distribution') {
    return {
      code: 'long-lead-transformer',
      level: 'green',
      message: 'A distribution connection needs no generator step-up transformer, the longest-lead item in a transmission connection.',
    };
  }
  const months = Math.round(gsu.typicalWeeks / (52 / 12));
  const setsTheDate = months > timeline.typicalMonths;
  const typical = `${formatQuantity(timeline.typicalMonths, 1)}-month`;
  return {
    code: 'long-lead-transformer',
    level: setsTheDate ? 'red' : 'amber',
    message: `Generator step-up transformers took about ${gsu.typicalWeeks} weeks (${months} months) to deliver in ${gsu.asOf}${
      setsTheDate
        ? `, longer than the typical ${typical} timeline here: the transformer, not the study, may set the date. Order one early.`
        : `, within the typical ${typical} timeline here: order one as soon as the interconnection agreement is in sight.`
    }`,
    source: gsu.source,
  };
}

function stateRulesFlag({ input, process }: FlagContext): Flag | undefined {
  if (process.id !== 'state-distribution' || !process.stateRules) return undefined;
  const { grade, edition, source } = process.stateRules;
  const level: FlagLevel = grade === 'A' || grade === 'B' ? 'green' : grade === 'F' ? 'red' : 'amber';
  const meaning = { A: 'among the best in the country', B: 'good', C: 'middling', D: 'weak', F: 'absent: no statewide procedures' }[grade];
  return {
    code: 'state-rules',
    level,
    message: `${input.state}'s distribution interconnection rules: ${grade} (${meaning}) in ${edition}.`,
    source,
  };
}

/** Tax-credit deadlines that the typical timeline runs into (OBBBA; dates in data/policyDeadlines.ts). */
function policyFlags({ input, timeline, today }: FlagContext): Flag[] {
  const deadline = (id: string) => POLICY_DEADLINES.find((row) => row.id === id)!;
  const typicalOperation = addMonths(today, timeline.typicalMonths);
  const flags: Flag[] = [];
  if (input.technology !== 'storage') {
    const startBy = deadline('obbba-wind-solar-boc-deadline');
    const inServiceBy = deadline('obbba-wind-solar-pis-deadline');
    if (isoDate(today) <= startBy.date) {
      flags.push({
        code: 'policy-deadline',
        level: 'amber',
        message: `Solar must begin construction by ${startBy.date} to keep the 45Y/48E credit with four years to finish; after that it must be in service by ${inServiceBy.date}.`,
        source: startBy.source,
      });
    } else {
      const late = isoDate(typicalOperation) > inServiceBy.date;
      flags.push({
        code: 'policy-deadline',
        level: late ? 'red' : 'amber',
        message: late
          ? `Solar that did not begin construction by ${startBy.date} must be in service by ${inServiceBy.date} for the 45Y/48E credit; the typical timeline here ends around ${isoDate(typicalOperation).slice(0, 7)}. Price the project without the credit unless construction had begun.`
          : `Solar that did not begin construction by ${startBy.date} must be in service by ${inServiceBy.date} for the 45Y/48E credit: the timeline has no slack.`,
        source: inServiceBy.source,
      });
    }
  }
  if (input.technology !== 'solar') {
    const full = deadline('storage-full-credit-boc');
    const late = isoDate(typicalOperation) > full.date;
    flags.push({
      code: 'policy-deadline',
      level: late ? 'amber' : 'green',
      message: late
        ? `Storage keeps the full 48E credit only if construction begins by ${full.date} (75% in 2034, 50% in 2035, none after); start construction before the timeline runs out.`
        : `Storage keeps the full 48E credit if construction begins by ${full.date}: the typical timeline leaves room.`,
      source: full.source,
    });
  }
  return flags;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + Math.round(months));
  return result;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function formatMW(mw: number): string {
  return `${formatQuantity(mw, 1)} MW`;
}

function formatKW(kW: number): string {
  return kW >= 1000 ? formatMW(kW / 1000) : `${formatNumber(kW)} kW`;
}

/** $4.2 million, $850,000. */
function formatDollars(value: number): string {
  return value >= 1e6 ? `$${formatNumber(value / 1e6, 1)} million` : formatCurrency(value);
}

/** The CSV report's rows: the figures a spreadsheet wants, one a row, each with its source. */
export function prescreenReportRows(result: PrescreenResult): { figure: string; value: string | number; unit: string; source: string }[] {
  const cost = result.upgradeCost;
  const genTie = result.genTie;
  const genTieSource = genTie.sources.join(' ');
  return [
    { figure: 'Process', value: result.process.name, unit: '', source: result.process.source },
    { figure: 'Timeline, low', value: result.timeline.lowMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Timeline, typical', value: result.timeline.typicalMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Timeline, high', value: result.timeline.highMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Reached operation', value: result.odds.completionPct, unit: '%', source: result.odds.source },
    ...(cost.available
      ? [
          { figure: 'Upgrade cost, low', value: Math.round(cost.low), unit: 'USD', source: cost.figures[0]?.source ?? '' },
          { figure: 'Upgrade cost, high', value: Math.round(cost.high), unit: 'USD', source: cost.figures[0]?.source ?? '' },
        ]
      : []),
    ...(genTie.low
      ? [
          { figure: 'Feeder extension, low', value: Math.round(genTie.low.total), unit: 'USD', source: genTieSource },
          { figure: 'Feeder extension, high', value: Math.round(genTie.total), unit: 'USD', source: genTieSource },
        ]
      : [{ figure: 'Gen-tie estimate', value: Math.round(genTie.total), unit: 'USD', source: genTieSource }]),
    ...result.flags.map((flag) => ({ figure: `Flag: ${flag.code}`, value: flag.level, unit: '', source: flag.source ?? '' })),
  ];
}
