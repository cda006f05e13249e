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
 * 4. Timeline, odds, upgrade cost, gen-tie, headroom, flags: see each function in ./prescreen.
 *
 * The parts, in ./prescreen: site.ts (region, voltage, headroom), process.ts (process, Fast Track),
 * timeline.ts (timeline, odds), costs.ts (upgrades, gen-tie), flags.ts, report.ts (the CSV rows);
 * types.ts and conventions.ts are what they share. This module runs them and lists the sources.
 */
import { INTERCONNECTION_DATA_VERSION, SOURCES, type SourceId } from './data/sources.ts';
import { genTieFor, upgradeCostFor } from './prescreen/costs.ts';
import { flagsFor } from './prescreen/flags.ts';
import { processOf } from './prescreen/process.ts';
import { headroomFor, regionOf, voltageOf } from './prescreen/site.ts';
import { oddsFor, timelineFor } from './prescreen/timeline.ts';
import type { PrescreenInput, PrescreenResult } from './prescreen/types.ts';

export { PRESCREEN_CONVENTIONS } from './prescreen/conventions.ts';
export { genTieFor } from './prescreen/costs.ts';
export { fastTrackCheck } from './prescreen/process.ts';
export { prescreenReportRows } from './prescreen/report.ts';
export { voltageOf } from './prescreen/site.ts';
export { newest } from './prescreen/timeline.ts';
export type {
  CostFigure,
  FastTrackCheck,
  Flag,
  FlagLevel,
  GenTieEstimate,
  PrescreenInput,
  PrescreenResult,
  ProcessId,
  TimelineContext,
  UpgradeCostEstimate,
} from './prescreen/types.ts';

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
