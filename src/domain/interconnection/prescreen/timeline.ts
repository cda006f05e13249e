import type { PrescreenTechnology } from '../../constants.ts';
import { QUEUE_OUTCOMES, type QueueOutcome } from '../data/queueOutcomes.ts';
import type { RegionId } from '../data/regions.ts';
import type { SourceId } from '../data/sources.ts';
import { INTERCONNECTION_TIMELINES, TIMELINE_METRIC_LABELS, type InterconnectionTimeline } from '../data/timelines.ts';
import { studiedInCluster } from './process.ts';
import type { PrescreenResult, ProcessId, TimelineContext } from './types.ts';

/* How long the process takes, and how often requests reach operation, from published queue data. */

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
export function timelineFor(process: ProcessId, region: PrescreenResult['region']): PrescreenResult['timeline'] {
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
export function oddsFor(regionId: RegionId, technology: PrescreenTechnology): PrescreenResult['odds'] {
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
