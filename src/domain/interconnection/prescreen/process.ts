import type { UsState } from '../../constants.ts';
import { formatQuantity } from '../../format.ts';
import { ERCOT_GINR_MIN_MW, FAST_TRACK_BANDS, FERC_THRESHOLDS } from '../data/fastTrack.ts';
import { ROUTE_LENGTH_FACTOR } from '../data/genTieCosts.ts';
import { REGIONS, type RegionId } from '../data/regions.ts';
import type { SourceId } from '../data/sources.ts';
import { STATE_INTERCONNECTION_RULES } from '../data/stateRules.ts';
import { formatKW, formatMW } from './amounts.ts';
import { PRESCREEN_CONVENTIONS, SGIP_MAX_MW } from './conventions.ts';
import type { FastTrackCheck, PrescreenInput, PrescreenResult, ProcessId } from './types.ts';

/* The interconnection process the request follows, and FERC's (or New Mexico's) Fast Track check. */

const PROCESS_SOURCES: Record<ProcessId, SourceId> = {
  'state-distribution': 'freeing-the-grid-2023',
  'ferc-fast-track': 'ferc-order-792-fr',
  'ferc-sgip-study': 'ferc-order-792-fr',
  'lgip-cluster': 'mondaq-order-2023',
  'ercot-ginr': ERCOT_GINR_MIN_MW.source,
  'islanded-utility': 'ferc-markets-overview',
};
const PRE_APPLICATION_FEE = FERC_THRESHOLDS.find((fact) => fact.id === 'sgip-pre-application-report-fee')!.value;

/** The process for the region, size and voltage (the module comment of prescreen.ts gives the rule), with its next step. */
export function processOf(
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
export function studiedInCluster(process: ProcessId, regionId: RegionId): boolean {
  return process === 'ferc-sgip-study' && REGIONS[regionId].kind === 'iso';
}
