import { formatCurrency, formatNumber, formatQuantity } from '../../format.ts';
import { EQUIPMENT_LEAD_TIMES } from '../data/equipment.ts';
import { VOLTAGE_FOR_SIZE } from '../data/genTieCosts.ts';
import { POLICY_DEADLINES } from '../data/policyDeadlines.ts';
import { QUEUE_CONGESTION } from '../data/queueCongestion.ts';
import { REGIONS } from '../data/regions.ts';
import { formatDollars, formatKW, formatMW } from './amounts.ts';
import { PRESCREEN_CONVENTIONS, SGIP_MAX_MW } from './conventions.ts';
import type { Flag, FlagLevel, GenTieEstimate, PrescreenInput, PrescreenResult } from './types.ts';

/* The flags: what to look at before applying, each red, amber or green with its source. */

export interface FlagContext {
  input: PrescreenInput;
  region: PrescreenResult['region'];
  voltage: PrescreenResult['voltage'];
  process: PrescreenResult['process'];
  timeline: PrescreenResult['timeline'];
  genTie: GenTieEstimate;
  headroom: PrescreenResult['headroom'];
  today: Date;
}

/** Every flag that applies, in the order the page lists them. */
export function flagsFor(context: FlagContext): Flag[] {
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
