/**
 * Overhead gen-tie (spur line) construction cost in US dollars per mile, by voltage class, and the
 * voltage class a project of a given size typically needs.
 *
 * Costs are NREL reVX "base line costs": greenfield single-line costs per mile before NREL's terrain
 * and land-use multipliers, for four cost regions (MISO, SCE territory, Southeast, TEPPC = WECC
 * Transmission Expansion Planning Policy Committee). reVX keys them by line capacity class (MW); the
 * voltage for each class comes from reVX's power-to-voltage table. The dollar year is not stated in
 * the files we read, so `dollarYear` is null and the engine should label these "NREL reVX base costs,
 * dollar year unstated" and add substation/terminal costs separately.
 */
import type { RegionId } from './regions.ts';
import type { SourceId } from './sources.ts';

export type GenTieCostRegion = 'MISO' | 'SCE' | 'Southeast' | 'TEPPC';

export interface GenTieCost {
  costRegion: GenTieCostRegion;
  voltageKv: number;
  /** reVX line capacity class (MW) the cost is keyed by. */
  lineCapacityMw: number;
  usdPerMile: number;
  dollarYear: number | null;
  source: SourceId;
  verified: boolean;
  note?: string;
}

const VOLTAGE_NOTE_AMBIGUOUS =
  'reVX keys this cost by the 1500 MW / 3000 MW line classes; its current power-to-voltage table maps both 1500 and 3000 to 500 kV and maps 750 MW to 345 kV, so the voltage for this class is ambiguous (345 kV assumed for 1500 MW, 500 kV for 3000 MW). Cost figure itself is as published.';

export const GEN_TIE_COSTS = [
  // 69 kV (102 MW class)
  {
    costRegion: 'MISO',
    voltageKv: 69,
    lineCapacityMw: 102,
    usdPerMile: 1_254_921,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'SCE',
    voltageKv: 69,
    lineCapacityMw: 102,
    usdPerMile: 1_524_000,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'Southeast',
    voltageKv: 69,
    lineCapacityMw: 102,
    usdPerMile: 818_852,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'TEPPC',
    voltageKv: 69,
    lineCapacityMw: 102,
    usdPerMile: 983_701,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  // 138 kV (205 MW class)
  {
    costRegion: 'MISO',
    voltageKv: 138,
    lineCapacityMw: 205,
    usdPerMile: 1_446_469,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'SCE',
    voltageKv: 138,
    lineCapacityMw: 205,
    usdPerMile: 2_084_122,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'Southeast',
    voltageKv: 138,
    lineCapacityMw: 205,
    usdPerMile: 984_325,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'TEPPC',
    voltageKv: 138,
    lineCapacityMw: 205,
    usdPerMile: 1_180_083,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  // 230 kV (400 MW class; reVX README: "230 kV (400MW capacity)")
  {
    costRegion: 'MISO',
    voltageKv: 230,
    lineCapacityMw: 400,
    usdPerMile: 1_694_747,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'SCE',
    voltageKv: 230,
    lineCapacityMw: 400,
    usdPerMile: 3_034_000,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'Southeast',
    voltageKv: 230,
    lineCapacityMw: 400,
    usdPerMile: 1_567_655,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  {
    costRegion: 'TEPPC',
    voltageKv: 230,
    lineCapacityMw: 400,
    usdPerMile: 1_579_572,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: true,
  },
  // 345 kV? (1500 MW class) — voltage mapping ambiguous
  {
    costRegion: 'MISO',
    voltageKv: 345,
    lineCapacityMw: 1500,
    usdPerMile: 2_787_303,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
  {
    costRegion: 'SCE',
    voltageKv: 345,
    lineCapacityMw: 1500,
    usdPerMile: 4_777_000,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
  {
    costRegion: 'Southeast',
    voltageKv: 345,
    lineCapacityMw: 1500,
    usdPerMile: 4_056_410,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
  {
    costRegion: 'TEPPC',
    voltageKv: 345,
    lineCapacityMw: 1500,
    usdPerMile: 3_052_857,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
  // 500 kV (3000 MW class)
  {
    costRegion: 'MISO',
    voltageKv: 500,
    lineCapacityMw: 3000,
    usdPerMile: 2_306_137,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
  {
    costRegion: 'SCE',
    voltageKv: 500,
    lineCapacityMw: 3000,
    usdPerMile: 3_952_357,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
  {
    costRegion: 'Southeast',
    voltageKv: 500,
    lineCapacityMw: 3000,
    usdPerMile: 3_356_161,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
  {
    costRegion: 'TEPPC',
    voltageKv: 500,
    lineCapacityMw: 3000,
    usdPerMile: 2_525_849,
    dollarYear: null,
    source: 'nrel-revx-line-costs',
    verified: false,
    note: VOLTAGE_NOTE_AMBIGUOUS,
  },
] as const satisfies readonly GenTieCost[];

/**
 * Which reVX cost region to use for each grid region. Voltfield assumption (reVX assigns cost
 * regions from its own ISO raster, which we do not ship): nearest analogue by geography.
 */
export const GEN_TIE_COST_REGION_FOR = {
  caiso: 'SCE',
  ercot: 'TEPPC',
  pjm: 'MISO',
  miso: 'MISO',
  spp: 'MISO',
  nyiso: 'MISO',
  isone: 'MISO',
  west: 'TEPPC',
  southeast: 'Southeast',
  noncontiguous: 'TEPPC',
} as const satisfies Record<RegionId, GenTieCostRegion>;

export const GEN_TIE_COST_REGION_NOTE =
  'Estimate: mapping of grid regions to NREL reVX cost regions is a Voltfield assumption, not from NREL. ERCOT, PJM, NYISO, ISO-NE and Alaska/Hawaii have no reVX base cost of their own here; the nearest analogue is used and the page should say so.';

/**
 * Line length for a gen-tie estimate: straight-line distance × this factor. From MISO's cost
 * estimation guide (planning estimates start from "straight line plus 30%").
 */
export const ROUTE_LENGTH_FACTOR = { value: 1.3, source: 'rtoinsider-miso-cost-guide', verified: true } as const satisfies {
  value: number;
  source: SourceId;
  verified: boolean;
};

/**
 * Percentages MISO adds on top of construction cost in planning estimates: 20% contingency and
 * 7.5% AFUDC (allowance for funds used during construction).
 */
export const MISO_ESTIMATE_ADDERS = {
  contingencyPct: 20,
  afudcPct: 7.5,
  source: 'rtoinsider-miso-cost-guide',
  verified: true,
} as const satisfies { contingencyPct: number; afudcPct: number; source: SourceId; verified: boolean };

export interface VoltageForSize {
  /** Project export capacity, MW: this row applies when minMwExclusive < MW ≤ maxMw. */
  minMwExclusive: number;
  maxMw: number;
  voltageKv: number;
  source: SourceId;
  verified: boolean;
  estimate?: true;
  note?: string;
}

/**
 * Typical tie-line voltage for a project of N MW. Rule of thumb from NREL reVX's power-to-voltage
 * table, which gives the line capacity (MW) NREL assumes for each voltage: a project is put on the
 * lowest voltage whose line capacity covers it. Real choices depend on the nearest substation's
 * voltage; the engine should prefer the user's POI voltage when known.
 */
export const VOLTAGE_FOR_SIZE = [
  {
    minMwExclusive: 0,
    maxMw: 68,
    voltageKv: 46,
    source: 'nrel-revx-power-to-voltage',
    verified: true,
    note: '46 kV is sub-transmission; many utilities would take this size at 69 kV or on distribution (≤34.5 kV) instead.',
  },
  { minMwExclusive: 68, maxMw: 102, voltageKv: 69, source: 'nrel-revx-power-to-voltage', verified: true },
  { minMwExclusive: 102, maxMw: 171, voltageKv: 115, source: 'nrel-revx-power-to-voltage', verified: true },
  { minMwExclusive: 171, maxMw: 205, voltageKv: 138, source: 'nrel-revx-power-to-voltage', verified: true },
  { minMwExclusive: 205, maxMw: 240, voltageKv: 161, source: 'nrel-revx-power-to-voltage', verified: true },
  {
    minMwExclusive: 240,
    maxMw: 400,
    voltageKv: 230,
    source: 'nrel-revx-power-to-voltage',
    verified: true,
    note: 'reVX lists 343 MW and 400 MW both at 230 kV; 400 MW is the upper one.',
  },
  { minMwExclusive: 400, maxMw: 750, voltageKv: 345, source: 'nrel-revx-power-to-voltage', verified: true },
  { minMwExclusive: 750, maxMw: 1500, voltageKv: 500, source: 'nrel-revx-power-to-voltage', verified: true },
] as const satisfies readonly VoltageForSize[];

export interface DistributionLineCost {
  setting: 'urban' | 'suburban' | 'rural';
  construction: 'overhead';
  /** Survey minimum and maximum, US dollars per mile of new line. */
  lowUsdPerMile: number;
  highUsdPerMile: number;
  dollarYear: number | null;
  source: SourceId;
  verified: boolean;
  note?: string;
}

const EEI_NOTE =
  'EEI survey of utilities, Table 6.2 "Cost per Mile: New Construction Distribution", overhead. The figures cover new distribution lines that serve load, poles, transformers and service drops included ("the variation in costs from rural to urban is related to the need for a greater number of poles or manholes, transformers, and service drops per mile"), so a generator\'s line extension, with no service drops, is usually nearer the low end. Dollar year not stated (a 2012 study).';

/**
 * What a new overhead distribution line (a feeder extension to a distribution-connected project)
 * costs per mile: voltage matters little at distribution levels, setting a lot. No transmission
 * $/mile applies to a feeder.
 */
export const DISTRIBUTION_LINE_COSTS = [
  {
    setting: 'urban',
    construction: 'overhead',
    lowUsdPerMile: 126_900,
    highUsdPerMile: 1_000_000,
    dollarYear: null,
    source: 'eei-out-of-sight-2012',
    verified: true,
    note: EEI_NOTE,
  },
  {
    setting: 'suburban',
    construction: 'overhead',
    lowUsdPerMile: 110_800,
    highUsdPerMile: 908_000,
    dollarYear: null,
    source: 'eei-out-of-sight-2012',
    verified: true,
    note: EEI_NOTE,
  },
  {
    setting: 'rural',
    construction: 'overhead',
    lowUsdPerMile: 86_700,
    highUsdPerMile: 903_000,
    dollarYear: null,
    source: 'eei-out-of-sight-2012',
    verified: true,
    note: EEI_NOTE,
  },
] as const satisfies readonly DistributionLineCost[];

/** Gen-tie costs carry no cost row for 46, 115 or 161 kV; the engine should use the next class up and say so. */
export const GEN_TIE_VOLTAGES_WITH_COSTS = [69, 138, 230, 345, 500] as const;
