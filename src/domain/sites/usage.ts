import type { ExampleTariffId } from '../btm/exampleTariffs.ts';
import type { ExportRule } from '../btm/exports.ts';
import type { LoadShapeClimate, LoadShapeKind } from '../btm/loadShapes.ts';
import { BATTERY_DEFAULTS } from '../btm/optimize.ts';
import type { BtmEconomicsRequest } from '../schemas/calculators/btmEconomics.ts';

/**
 * What a site's meter sees and pays (docs/sites.md): a reference building's hourly load scaled to
 * the year's energy (the climate nearest the site unless one is named), a tariff (one of the
 * optimizer's real examples, or a URDB record), and what exports earn (the tariff's own rule
 * when none is given). With it, computing the site bills each design: no system, PV only, and PV
 * with the design's battery, and values the design after tax at the site's finance assumptions.
 */
export interface SiteUsage {
  load: ReferenceLoad | { metered: MeteredLoad };
  tariff: { example: ExampleTariffId } | { urdb: Record<string, unknown> };
  export?: ExportRule;
}

/** A reference building's hourly shape, scaled to the year's kWh. */
export interface ReferenceLoad {
  kind: LoadShapeKind;
  annualKWh: number;
  climate?: LoadShapeClimate;
}

/**
 * The site's own interval data, kept beside the site (PUT /api/sites/{id}/load) and summed up here:
 * what the page shows of it, and, by its SHA-256, what tells the bills computed from an older file stale.
 */
export interface MeteredLoad {
  name: string;
  intervalMinutes: 60 | 15;
  year: number;
  annualKWh: number;
  peakKW: number;
  sha256: string;
}

/** The file's name as the site keeps it. */
export const METERED_LOAD_NAME_MAX = 120;

export const isMeteredLoad = (load: SiteUsage['load']): load is { metered: MeteredLoad } => 'metered' in load;

/** The site's finance assumptions: the optimizer's `economics` (costs, credits, taxes, the analysis); its defaults fill the rest. */
export type SiteEconomics = Omit<BtmEconomicsRequest, 'pv' | 'battery'> & {
  pv?: Omit<NonNullable<BtmEconomicsRequest['pv']>, 'referenceKW' | 'minKW' | 'maxKW'>;
  battery?: Omit<NonNullable<BtmEconomicsRequest['battery']>, 'minKW' | 'maxKW' | 'minKWh' | 'maxKWh'>;
};

/** A year's energy a reference building is scaled to: a small shop to a large campus. */
export const SITE_ANNUAL_KWH_BOUNDS = [10_000, 500_000_000] as const;

/** One design's bills and economics at the site, as computing the site answers them. */
export interface DesignBill {
  /** Year-1 bills, $: the load alone, with the design's PV, and with its PV and battery (null without a battery). */
  before: number;
  withPv: number;
  withPvAndBattery: number | null;
  /**
   * The design after tax over the analysis: net present value, internal rate of return (null when
   * none), simple payback (null when never), and its PV's levelized cost of energy, $/kWh
   * (pvLevelizedCost; null without PV; absent from results computed before it was added).
   */
  economics: { npv: number; irr: number | null; paybackYears: number | null; capex: number; lcoe?: number | null };
  /** The tariff's name and what the bill does not model. */
  tariff: string;
  warnings: string[];
}

/** A design's battery as the bill dispatches it: the optimizer form's round-trip efficiency and state-of-charge limits. */
export const SITE_BATTERY_DEFAULTS = { roundTripEfficiency: 0.88, ...BATTERY_DEFAULTS } as const;

/** Where clocks stay on standard time all year: tariff hours there are standard hours. */
export const NO_DAYLIGHT_SAVING_STATES: readonly string[] = ['AZ', 'HI', 'PR'];
