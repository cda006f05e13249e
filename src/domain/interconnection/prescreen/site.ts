import { VOLTAGE_FOR_SIZE } from '../data/genTieCosts.ts';
import { REGIONS, STATE_REGION_NOTES, STATE_REGIONS, type RegionId } from '../data/regions.ts';
import type { SourceId } from '../data/sources.ts';
import { PRESCREEN_CONVENTIONS, SGIP_MAX_MW } from './conventions.ts';
import type { PrescreenInput, PrescreenResult } from './types.ts';

/* The site: the grid region serving it, the voltage it connects at, and the substation's headroom. */

/** The region serving the state; for a split state, the one the request names, else the state's main one. */
export function regionOf({ state, region: override }: PrescreenInput): PrescreenResult['region'] {
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

/** What is left at the substation once the capacity queued ahead is taken, when the request gives the figures. */
export function headroomFor({ substationAvailableMW, queuedAheadMW = 0, systemSizeMW }: PrescreenInput): PrescreenResult['headroom'] {
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
