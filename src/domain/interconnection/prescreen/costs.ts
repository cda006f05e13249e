import type { PrescreenTechnology } from '../../constants.ts';
import { formatCurrency } from '../../format.ts';
import {
  DISTRIBUTION_LINE_COSTS,
  GEN_TIE_COSTS,
  GEN_TIE_COST_REGION_FOR,
  GEN_TIE_VOLTAGES_WITH_COSTS,
  MISO_ESTIMATE_ADDERS,
  ROUTE_LENGTH_FACTOR,
} from '../data/genTieCosts.ts';
import type { RegionId } from '../data/regions.ts';
import { UPGRADE_COSTS, isNoPublicCostData, type CostRegion, type CostStatus, type UpgradeCost } from '../data/upgradeCosts.ts';
import type { GenTieEstimate, PrescreenResult, ProcessId, UpgradeCostEstimate } from './types.ts';

/* What connecting costs: the network upgrades (LBNL's cost briefs) and the line to the substation. */

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
export function upgradeCostFor(
  process: ProcessId,
  regionId: RegionId,
  technology: PrescreenTechnology,
  sizeMW: number,
): UpgradeCostEstimate {
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
