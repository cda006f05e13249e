import type { PrescreenTechnology, UsState } from '../../constants.ts';
import type { FastTrackBand } from '../data/fastTrack.ts';
import type { QueueOutcome } from '../data/queueOutcomes.ts';
import type { RegionId, RegionKind } from '../data/regions.ts';
import type { DataSource, SourceId } from '../data/sources.ts';
import type { FreeingTheGridGrade } from '../data/stateRules.ts';
import type { TimelineBand, TimelineMetric } from '../data/timelines.ts';
import type { CostRegion, CostStatus, UpgradeCost } from '../data/upgradeCosts.ts';

/* What the prescreen is asked and what it answers. */

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
