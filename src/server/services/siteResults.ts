import { handOffYield } from '../../domain/btm/ppaHandOff.ts';
import { estimateLandLease } from '../../domain/finance/lease.ts';
import { solvePpa } from '../../domain/finance/ppa.ts';
import { prescreenInterconnection } from '../../domain/interconnection/prescreen.ts';
import { SOLAR_DEFAULTS } from '../../domain/schemas/calculators/solar.ts';
import { ppaSiteRequestSchema } from '../../domain/schemas/calculators/ppaSite.ts';
import type { DesignPpa, DesignProduction, SiteAnswer } from '../../domain/sites/answer.ts';
import { sitePpaRequest } from '../../domain/sites/sitePpa.ts';
import {
  billKey,
  ppaKey,
  productionKey,
  siteToolInputs as basesOf,
  type PpaBasis,
  type ProductionBasis,
  type SiteInputs,
} from '../../domain/sites/toolInputs.ts';
import type { DesignBill } from '../../domain/sites/usage.ts';
import type { StoredResult } from '../db/schema/sites.ts';
import { designBill } from './siteBills.ts';
import type { MeteredSeries } from './siteLoads.ts';
import { productionAtSite } from './solar.ts';

/**
 * What each tool answers for a site, computed from the site alone (docs/sites.md): the production of
 * each design and the price of the PPA that pays for its PV; its bills and economics when the site
 * has a load and tariff; the interconnection prescreen and the land lease when the site has their inputs.
 * Each result is kept with the inputs it came from (its basis); a result whose basis differs from
 * what the site would give now is stale.
 */

/** The same inputs, whatever order their keys came back from jsonb in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Which stored results no longer answer the site as it is: its inputs changed, or it has none now. */
export function staleResults(site: SiteInputs, results: Record<string, StoredResult>): string[] {
  const bases = basesOf(site);
  return Object.keys(results)
    .filter((key) => !(key in bases) || canonical(bases[key]) !== canonical(results[key]!.basis))
    .sort();
}

/** A design's production as the site keeps it, and its hours (which the bills take and nothing keeps). */
async function designProduction(basis: ProductionBasis): Promise<{ production: DesignProduction; hourlyKW: number[] }> {
  const result = await productionAtSite({ ...basis, moduleTempCoeffPercentPerC: SOLAR_DEFAULTS.moduleTempCoeffPercentPerC });
  const { station } = result;
  return {
    production: {
      annualKWh: result.annualKWh,
      specificYieldKWhPerKWdc: result.specificYieldKWhPerKWdc,
      capacityFactorAC: result.capacityFactorAC,
      monthlyKWh: result.monthlyKWh,
      station: { id: station.id, name: station.name, state: station.state, distanceKm: station.distanceKm },
      warnings: result.warnings,
    },
    hourlyKW: result.hourlyKW,
  };
}

/** The PPA calculator's words for the fields a site's PPA can miss its bounds on. */
const PPA_FIELD_NAMES: Record<string, string> = {
  systemSizeMW: 'system size (MW)',
  epcPricePerW: 'EPC price ($/W)',
  wacc: 'WACC (the discount rate)',
  termYears: 'term (the analysis, years)',
  federalTaxRate: 'tax rate (the income tax)',
  specificYieldKWhPerKW: 'specific yield (kWh/kWdc)',
};

/**
 * The PPA price of a design's PV: the PPA calculator's after-tax solve at the design's own yield (to
 * the tenth the link to the calculator passes), within the calculator's own bounds, or why not.
 */
function designPpa(basis: PpaBasis, production: DesignProduction): DesignPpa {
  const request = sitePpaRequest(basis.economics, { pv: basis.production });
  const inputs = { ...request, specificYieldKWhPerKW: handOffYield(production.specificYieldKWhPerKWdc) };
  const terms = { inputs, escalation: request.escalationPercent, termYears: request.termYears };
  const checked = ppaSiteRequestSchema.safeParse(inputs);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = String(issue.path[0]);
    return {
      pricePerKWh: null,
      ...terms,
      reason: `No PPA price: the PPA calculator's ${PPA_FIELD_NAMES[field] ?? field}: ${issue.message}`,
    };
  }
  const result = solvePpa(checked.data);
  return result.viable
    ? { pricePerKWh: result.ppaPrice, ...terms }
    : { pricePerKWh: null, ...terms, reason: `No PPA price: ${result.reason}` };
}

/** The headline bill, economics and PPA price: the first design's. */
function headline(answer: SiteAnswer): void {
  const ppa = answer.designs[0]?.ppa;
  if (ppa) answer.ppa = ppa;
  const bill = answer.designs[0]?.bill;
  if (!bill) return;
  answer.bill = { before: bill.before, withPv: bill.withPv, withPvAndBattery: bill.withPvAndBattery };
  answer.economics = bill.economics;
}

/** Computes every tool the site has inputs for, afresh (with the interval data its usage reads, if any): the results to store, and the answer. */
export async function computeSite(
  site: SiteInputs,
  today: Date,
  metered?: MeteredSeries,
): Promise<{ results: Record<string, StoredResult>; answer: SiteAnswer }> {
  const bases = basesOf(site);
  const computedAt = today.toISOString();
  const results: Record<string, StoredResult> = {};
  const designs: SiteAnswer['designs'] = [];
  for (const design of site.designs) {
    const basis = bases[productionKey(design)];
    const { production, hourlyKW } = await designProduction(basis as ProductionBasis);
    results[productionKey(design)] = { basis, outputs: production, computedAt };
    const ppaBasis = bases[ppaKey(design)] as PpaBasis;
    const ppa = designPpa(ppaBasis, production);
    results[ppaKey(design)] = { basis: ppaBasis, outputs: ppa, computedAt };
    const entry: SiteAnswer['designs'][number] = { id: design.id, name: design.name, production, ppa };
    if (site.usage) {
      entry.bill = await designBill({ ...site, usage: site.usage }, design, hourlyKW, metered);
      results[billKey(design)] = { basis: bases[billKey(design)], outputs: entry.bill, computedAt };
    }
    designs.push(entry);
  }
  const answer: SiteAnswer = { production: designs[0]!.production, designs, stale: [], warnings: [] };
  headline(answer);
  if (bases.interconnection) {
    answer.interconnection = prescreenInterconnection(bases.interconnection as Parameters<typeof prescreenInterconnection>[0], today);
    results.interconnection = { basis: bases.interconnection, outputs: answer.interconnection, computedAt };
  }
  if (bases.landLease) {
    answer.landLease = estimateLandLease(bases.landLease as Parameters<typeof estimateLandLease>[0]);
    results.landLease = { basis: bases.landLease, outputs: answer.landLease, computedAt };
  }
  answer.warnings = warningsOf(answer);
  return { results, answer };
}

/**
 * The answer the site's stored results give, without computing anything: each design's stored
 * production, the stored prescreen and lease, and which of them are stale. Null until the first
 * design's production has been computed.
 */
export function storedAnswer(site: SiteInputs, results: Record<string, StoredResult>): SiteAnswer | null {
  const designs = site.designs.flatMap((design) => {
    const stored = results[productionKey(design)];
    if (!stored) return [];
    const bill = results[billKey(design)]?.outputs as DesignBill | undefined;
    const ppa = results[ppaKey(design)]?.outputs as DesignPpa | undefined;
    return [
      {
        id: design.id,
        name: design.name,
        production: stored.outputs as DesignProduction,
        ...(ppa ? { ppa } : {}),
        ...(bill ? { bill } : {}),
      },
    ];
  });
  if (designs[0]?.id !== site.designs[0]?.id) return null;
  const answer: SiteAnswer = { production: designs[0]!.production, designs, stale: staleResults(site, results), warnings: [] };
  headline(answer);
  if (results.interconnection) answer.interconnection = results.interconnection.outputs as SiteAnswer['interconnection'];
  if (results.landLease) answer.landLease = results.landLease.outputs as SiteAnswer['landLease'];
  answer.warnings = warningsOf(answer);
  return answer;
}

/** The stored answer when every result the site has inputs for is stored and none is stale; else null. */
export function freshAnswer(site: SiteInputs, results: Record<string, StoredResult>): SiteAnswer | null {
  const answer = storedAnswer(site, results);
  const complete = Object.keys(basesOf(site)).every((key) => key in results);
  return answer && complete && answer.stale.length === 0 ? answer : null;
}

function warningsOf(answer: SiteAnswer): string[] {
  return [
    ...new Set([
      ...answer.designs.flatMap((design) => design.production.warnings.map((warning) => `${design.name}: ${warning}`)),
      ...answer.designs.flatMap((design) => (design.ppa?.reason ? [`${design.name}: ${design.ppa.reason}`] : [])),
      ...answer.designs.flatMap((design) => design.bill?.warnings ?? []),
      ...(answer.landLease?.warnings ?? []),
    ]),
  ];
}
