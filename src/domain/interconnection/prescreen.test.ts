import { describe, expect, it } from 'vitest';
import { SOURCE_IDS } from './data/sources.ts';
import { STATE_INTERCONNECTION_RULES } from './data/stateRules.ts';
import { INTERCONNECTION_TIMELINES } from './data/timelines.ts';
import { prescreenInterconnection, type PrescreenInput, type PrescreenResult } from './prescreen.ts';

/** A fixed "today" after the 2026-07-04 solar start-of-construction deadline. */
const TODAY = new Date('2026-11-22T12:00:00Z');

function screen(input: PrescreenInput, today = TODAY): PrescreenResult {
  return prescreenInterconnection(input, today);
}

function flag(result: PrescreenResult, code: string) {
  return result.flags.filter((f) => f.code === code);
}

/** Every `source` id anywhere in the result, to check each is listed in `sources`. */
function sourceIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(sourceIdsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'source' && typeof inner === 'string' ? [inner] : key === 'sources' ? [] : sourceIdsIn(inner)));
  }
  return [];
}

describe('prescreen: a 2 MW solar project on a 12.47 kV feeder half a mile from its substation (Massachusetts)', () => {
  const result = screen({ state: 'MA', systemSizeMW: 2, technology: 'solar', distanceToSubstationMiles: 0.5, interconnectionVoltageKV: 12.47 });

  it('is in ISO-NE and follows the state distribution rules (graded C), within Fast Track near the substation', () => {
    expect(result.region).toMatchObject({ id: 'isone', stateRegions: ['isone'], chosenBy: 'state' });
    expect(result.voltage).toEqual({ kV: 12.47, assumed: false, level: 'distribution', basis: 'As entered.' });
    expect(result.process.id).toBe('state-distribution');
    expect(result.process.stateRules).toMatchObject({ grade: 'C', hasStatewideRules: true });
    // FERC table, 5–15 kV: 2 MW anywhere, 3 MW on a mainline within 2.5 miles.
    expect(result.process.fastTrack).toMatchObject({ eligible: true, limitKW: 3000, anywhereLimitKW: 2000, nearSubstationLimitKW: 3000, nearSubstation: true, strict: false });
    expect(result.process.nextStep).toContain('pre-application report');
  });

  it('takes the MW-scale distribution timeline (an estimate) and the national solar completion rate', () => {
    expect(result.timeline).toMatchObject({ lowMonths: 3, typicalMonths: 9, highMonths: 24, scope: 'national', estimate: true, verified: false });
    expect(result.odds).toMatchObject({ completionPct: 14, technology: 'solar', scope: 'national', verified: true, source: 'lbnl-queued-up-2024-news' });
    // ISO-NE's two unverified regional figures come along as context only.
    expect(result.odds.regionalContext.map((row) => row.completionPct)).toEqual([30, 8]);
  });

  it('gives no transmission upgrade cost, and prices the line as an upper bound at 69 kV', () => {
    expect(result.upgradeCost).toMatchObject({ available: false });
    // 0.5 mi × 1.3 route = 0.65 mi × $1,254,921 (MISO cost region, 69 kV) = $815,698.65; × 1.275 adders = $1,040,015.77875.
    expect(result.genTie).toMatchObject({ routeMiles: 0.65, lineVoltageKV: 12.47, costVoltageKV: 69, costRegion: 'MISO', usdPerMile: 1_254_921 });
    expect(result.genTie.construction).toBeCloseTo(815_698.65, 6);
    expect(result.genTie.total).toBeCloseTo(1_040_015.77875, 6);
    expect(result.genTie.perKW).toBeCloseTo(520.0078894, 6);
    expect(result.genTie.note).toContain('upper bound');
  });

  it('flags: size within Fast Track, near enough, C-grade rules, and no slack before the 2027 solar deadline', () => {
    expect(flag(result, 'size-voltage')).toMatchObject([{ level: 'green' }]);
    expect(flag(result, 'distance')).toMatchObject([{ level: 'green' }]);
    expect(flag(result, 'state-rules')).toMatchObject([{ level: 'amber' }]);
    expect(flag(result, 'long-lead-transformer')).toMatchObject([{ level: 'green' }]);
    // Typical operation 2026-11 + 9 months = 2027-08, before 2027-12-31.
    expect(flag(result, 'policy-deadline')).toMatchObject([{ level: 'amber' }]);
    expect(flag(result, 'queue-congestion')).toEqual([]);
    expect(flag(result, 'region-split')).toEqual([]);
  });

  it('falls out of Fast Track three miles out (2 MW anywhere is the limit, inclusive) and in New Mexico (strictly below)', () => {
    const farther = screen({ state: 'MA', systemSizeMW: 2.5, technology: 'solar', distanceToSubstationMiles: 3, interconnectionVoltageKV: 12.47 });
    expect(farther.process.fastTrack).toMatchObject({ eligible: false, limitKW: 2000, nearSubstation: false });
    expect(flag(farther, 'size-voltage')).toMatchObject([{ level: 'amber' }]);
    expect(flag(farther, 'distance')).toMatchObject([{ level: 'amber' }]);
    const atLimit = screen({ state: 'MA', systemSizeMW: 2, technology: 'solar', distanceToSubstationMiles: 3, interconnectionVoltageKV: 12.47 });
    expect(atLimit.process.fastTrack).toMatchObject({ eligible: true, limitKW: 2000 });
    const newMexico = screen({ state: 'NM', systemSizeMW: 2, technology: 'solar', distanceToSubstationMiles: 3, interconnectionVoltageKV: 12.47 });
    expect(newMexico.process.fastTrack).toMatchObject({ eligible: false, strict: true, jurisdiction: 'nm-17.9.568', verified: true });
    expect(newMexico.process.stateRules?.grade).toBe('A');
  });
});

describe('prescreen: a 15 MW storage project (North Carolina, no voltage given)', () => {
  const result = screen({ state: 'NC', systemSizeMW: 15, technology: 'storage', distanceToSubstationMiles: 1 });

  it('assumes 46 kV from the size and takes the FERC small generator study path (beyond Fast Track)', () => {
    expect(result.region).toMatchObject({ id: 'southeast', stateRegions: ['southeast', 'pjm'], chosenBy: 'state' });
    expect(result.voltage).toMatchObject({ kV: 46, assumed: true, level: 'transmission', source: 'nrel-revx-power-to-voltage' });
    expect(result.process.id).toBe('ferc-sgip-study');
    // FERC table, 30–69 kV: 4 MW anywhere, 5 MW near the substation; 15 MW is beyond both.
    expect(result.process.fastTrack).toMatchObject({ eligible: false, limitKW: 5000 });
  });

  it('reads the non-ISO cost band: active storage $57/kW to completed $194/kW (unverified figures)', () => {
    expect(result.upgradeCost).toMatchObject({ available: true, costRegion: 'non-iso', lowPerKW: 57, highPerKW: 194, low: 855_000, high: 2_910_000, verified: false });
    expect(result.odds).toMatchObject({ completionPct: 11, technology: 'storage' });
  });

  it('flags the split state, the step-up transformer that outlasts the timeline, and national queue congestion', () => {
    expect(flag(result, 'region-split')).toMatchObject([{ level: 'amber' }]);
    expect(flag(result, 'region-split')[0]!.message).toContain('Non-ISO Southeast and PJM Interconnection');
    expect(flag(result, 'long-lead-transformer')).toMatchObject([{ level: 'red' }]);
    // 2,061 GW ÷ 1,280 GW = 1.61: amber.
    expect(flag(result, 'queue-congestion')).toMatchObject([{ level: 'amber', source: 'lbnl-queued-up-2026' }]);
    expect(flag(result, 'policy-deadline')).toMatchObject([{ level: 'green', source: 'icstax-48e-2025' }]);
  });

  it('a 4 MW project on the same 46 kV line near its substation qualifies for FERC Fast Track', () => {
    const small = screen({ state: 'NC', systemSizeMW: 4, technology: 'storage', distanceToSubstationMiles: 1, interconnectionVoltageKV: 46 });
    expect(small.process.id).toBe('ferc-fast-track');
    expect(small.upgradeCost.available).toBe(false);
  });
});

describe('prescreen: a 150 MW solar project in PJM (Pennsylvania, 3 miles out)', () => {
  const result = screen({ state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 });

  it('goes to a large generator cluster study on an assumed 115 kV line', () => {
    expect(result.region.id).toBe('pjm');
    expect(result.voltage).toMatchObject({ kV: 115, assumed: true });
    expect(result.process.id).toBe('lgip-cluster');
    expect(result.process.stateRules).toBeUndefined();
  });

  it('takes the newest national request-to-operation median with its quartiles (no PJM row) and the solar completion rate', () => {
    expect(result.timeline).toMatchObject({ lowMonths: 42, typicalMonths: 61, highMonths: 86, metric: 'ir-to-cod-median', scope: 'national', source: 'lbnl-queued-up-2026' });
    expect(result.timeline.band).toMatchObject({ kind: 'quartiles', source: 'lbnl-queued-up-2026-data' });
    expect(result.odds.completionPct).toBe(14);
    expect(result.odds.regionalContext).toMatchObject([{ completionPct: 12 }]);
  });

  it('bands the upgrade cost from the completed median ($30/kW) to the solar mean ($253/kW): $4.5M–$37.95M', () => {
    expect(result.upgradeCost).toMatchObject({ available: true, costRegion: 'pjm', lowPerKW: 30, highPerKW: 253, low: 4_500_000, high: 37_950_000, verified: true });
    if (!result.upgradeCost.available) throw new Error('unreachable');
    expect(result.upgradeCost.figures.map((f) => [f.status, f.technology, f.median ?? null, f.mean ?? null])).toEqual([
      ['complete', 'all', 18, 42],
      ['complete', 'all', 30, 84],
      ['active', 'all', 8, 29],
      ['active', 'all', 85, 240],
      ['withdrawn', 'all', 156, 599],
      ['all', 'solar', null, 253],
    ]);
  });

  it('prices a 138 kV gen-tie (next class up from 115 kV): 3.9 route miles × $1,446,469 × 1.275', () => {
    expect(result.genTie).toMatchObject({ costVoltageKV: 138, costRegion: 'MISO', usdPerMile: 1_446_469 });
    expect(result.genTie.routeMiles).toBeCloseTo(3.9, 12);
    expect(result.genTie.total).toBeCloseTo(7_192_567.1025, 5);
    expect(flag(result, 'distance')).toMatchObject([{ level: 'green' }]);
  });

  it("flags PJM's queue at 1.7× its peak load and the missed solar start-of-construction date", () => {
    expect(flag(result, 'queue-congestion')).toMatchObject([{ level: 'amber', source: 'jepic-lbnl-pjm-cost-2023' }]);
    expect(flag(result, 'queue-congestion')[0]!.message).toContain('1.7×');
    // 2026-11 + 48 months is long after 2027-12-31.
    expect(flag(result, 'policy-deadline')).toMatchObject([{ level: 'red' }]);
    expect(flag(result, 'long-lead-transformer')).toMatchObject([{ level: 'amber' }]);
  });

  it('before 2026-07-04 it says to begin construction in time instead', () => {
    const earlier = screen({ state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 }, new Date('2026-03-01T00:00:00Z'));
    expect(flag(earlier, 'policy-deadline')).toMatchObject([{ level: 'amber' }]);
    expect(flag(earlier, 'policy-deadline')[0]!.message).toContain('must begin construction by 2026-07-04');
  });

  it('a hybrid takes the dearer of solar ($253) and storage ($335) as the high end', () => {
    const hybrid = screen({ state: 'PA', systemSizeMW: 150, technology: 'hybrid', distanceToSubstationMiles: 3 });
    expect(hybrid.upgradeCost).toMatchObject({ lowPerKW: 30, highPerKW: 335 });
    expect(hybrid.odds).toMatchObject({ completionPct: 20, technology: 'all' });
    expect(flag(hybrid, 'policy-deadline').map((f) => f.level)).toEqual(['red', 'green']);
  });
});

describe('prescreen: a 200 MW project in ERCOT territory (Texas)', () => {
  const result = screen({ state: 'TX', systemSizeMW: 200, technology: 'solar', distanceToSubstationMiles: 5 });

  it("follows ERCOT's own process, shows ERCOT's average development time as labelled context, and has no upgrade bill to report", () => {
    expect(result.region).toMatchObject({ id: 'ercot', stateRegions: ['ercot', 'spp', 'miso', 'west'] });
    expect(result.process.id).toBe('ercot-ginr');
    expect(result.process.description).toContain('Connect and manage');
    expect(result.timeline).toMatchObject({ lowMonths: 42, typicalMonths: 61, highMonths: 86, scope: 'national', metric: 'ir-to-cod-median' });
    expect(result.timeline.context).toMatchObject([{ region: 'ercot', metric: 'development-timeline-mean', months: 54, source: 'enverus-pvmag-2025' }]);
    expect(result.upgradeCost).toMatchObject({ available: false, source: 'pvmag-lbnl-ercot-2026' });
    if (result.upgradeCost.available) throw new Error('unreachable');
    expect(result.upgradeCost.reason).toContain('connect and manage');
  });

  it('prices the gen-tie in the TEPPC cost region at 138 kV', () => {
    // 5 mi × 1.3 = 6.5 mi × $1,180,083 = $7,670,539.5; × 1.275 = $9,779,937.8625.
    expect(result.genTie).toMatchObject({ costRegion: 'TEPPC', costVoltageKV: 138, usdPerMile: 1_180_083 });
    expect(result.genTie.total).toBeCloseTo(9_779_937.8625, 5);
  });

  it('below 10 MW a Texas project registers as distribution generation instead', () => {
    expect(screen({ state: 'TX', systemSizeMW: 8, technology: 'solar', distanceToSubstationMiles: 1 }).process.id).toBe('state-distribution');
  });

  it('the region override screens the Panhandle in SPP: a cluster study with SPP costs', () => {
    const spp = screen({ state: 'TX', systemSizeMW: 200, technology: 'solar', distanceToSubstationMiles: 5, region: 'spp' });
    expect(spp.region).toMatchObject({ id: 'spp', chosenBy: 'override' });
    expect(spp.process.id).toBe('lgip-cluster');
    // SPP: completed 2020–22 mean $57/kW; no solar figure, so the active mean $106/kW.
    expect(spp.upgradeCost).toMatchObject({ available: true, lowPerKW: 57, highPerKW: 106 });
    // 109 GW ÷ 51 GW = 2.14: red.
    expect(flag(spp, 'queue-congestion')).toMatchObject([{ level: 'red' }]);
    expect(flag(spp, 'region-split')).toMatchObject([{ level: 'green' }]);
  });
});

describe('prescreen: a 100 MW CAISO project with substation figures', () => {
  const result = screen({ state: 'CA', systemSizeMW: 100, technology: 'solar', distanceToSubstationMiles: 2, substationAvailableMW: 150, queuedAheadMW: 80 });

  it('says CAISO publishes no upgrade cost instead of inventing one', () => {
    expect(result.region.id).toBe('caiso');
    expect(result.upgradeCost).toMatchObject({ available: false, source: 'rtoinsider-lbnl-cost-webinar' });
    if (result.upgradeCost.available) throw new Error('unreachable');
    expect(result.upgradeCost.reason).toContain('data-privacy');
    expect(result.timeline).toMatchObject({ typicalMonths: 61, scope: 'national', metric: 'ir-to-cod-median' });
    expect(result.timeline.context).toMatchObject([{ region: 'caiso', metric: 'development-timeline-mean', months: 110 }]);
    expect(result.timeline.context[0]!.label).toContain('average');
  });

  it('works out the headroom: 150 − 80 = 70 MW, 30 MW short', () => {
    expect(result.headroom).toEqual({ availableMW: 150, queuedAheadMW: 80, remainingMW: 70, sizeMW: 100, shortfallMW: 30 });
    expect(flag(result, 'headroom')).toMatchObject([{ level: 'amber' }]);
    const room = screen({ state: 'CA', systemSizeMW: 50, technology: 'solar', distanceToSubstationMiles: 2, substationAvailableMW: 150, queuedAheadMW: 80 });
    expect(flag(room, 'headroom')).toMatchObject([{ level: 'green' }]);
    const none = screen({ state: 'CA', systemSizeMW: 50, technology: 'solar', distanceToSubstationMiles: 2, substationAvailableMW: 40, queuedAheadMW: 80 });
    expect(none.headroom).toMatchObject({ remainingMW: -40, shortfallMW: 50 });
    expect(flag(none, 'headroom')).toMatchObject([{ level: 'red' }]);
    expect(screen({ state: 'CA', systemSizeMW: 50, technology: 'solar', distanceToSubstationMiles: 2 }).headroom).toBeUndefined();
  });
});

describe('prescreen: edges', () => {
  it('Hawaii and Alaska use the utility process and say there is no cost study', () => {
    const result = screen({ state: 'HI', systemSizeMW: 40, technology: 'hybrid', distanceToSubstationMiles: 1 });
    expect(result.process.id).toBe('islanded-utility');
    expect(result.upgradeCost).toMatchObject({ available: false });
  });

  it('flags a project too big for the line it names, and a gen-tie too long for its size', () => {
    const result = screen({ state: 'OH', systemSizeMW: 300, technology: 'solar', distanceToSubstationMiles: 30, interconnectionVoltageKV: 69 });
    expect(flag(result, 'size-voltage')).toMatchObject([{ level: 'red' }]);
    const small = screen({ state: 'OH', systemSizeMW: 25, technology: 'solar', distanceToSubstationMiles: 30 });
    // 39 route miles × $1,254,921 × 1.275 ÷ 25,000 kW ≈ $2,496/kW.
    expect(flag(small, 'distance')).toMatchObject([{ level: 'red' }]);
    expect(screen({ state: 'OH', systemSizeMW: 25, technology: 'solar', distanceToSubstationMiles: 0 }).genTie.total).toBe(0);
  });

  it('a distribution voltage above 20 MW is red', () => {
    const result = screen({ state: 'OH', systemSizeMW: 30, technology: 'solar', distanceToSubstationMiles: 1, interconnectionVoltageKV: 12.47 });
    expect(flag(result, 'size-voltage')).toMatchObject([{ level: 'red' }]);
    expect(result.process.id).toBe('lgip-cluster');
  });

  it('lists every source the result cites, each once, with the data edition', () => {
    const inputs: PrescreenInput[] = [
      { state: 'MA', systemSizeMW: 2, technology: 'solar', distanceToSubstationMiles: 0.5, interconnectionVoltageKV: 12.47 },
      { state: 'PA', systemSizeMW: 150, technology: 'hybrid', distanceToSubstationMiles: 3, substationAvailableMW: 200, queuedAheadMW: 10 },
      { state: 'TX', systemSizeMW: 200, technology: 'storage', distanceToSubstationMiles: 5 },
      { state: 'GA', systemSizeMW: 80, technology: 'storage', distanceToSubstationMiles: 12 },
    ];
    for (const input of inputs) {
      const result = screen(input);
      const listed = result.sources.map((source) => source.id);
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.every((id) => (SOURCE_IDS as string[]).includes(id))).toBe(true);
      for (const id of [...sourceIdsIn(result), ...result.genTie.sources]) expect(listed, `${input.state}: ${id}`).toContain(id);
      expect(result.dataVersion).toBe('2026.11.2');
    }
  });
});

/** Every combination the screen can meet, for the properties below. */
const EVERY_CASE: PrescreenInput[] = (['MA', 'PA', 'TX', 'CA', 'NY', 'NC', 'GA', 'AZ', 'NM', 'MN', 'HI'] as const).flatMap((state) =>
  [0.5, 2, 4, 9, 15, 20, 25, 80, 150, 400].flatMap((systemSizeMW) =>
    [undefined, 12.47, 34.5, 69, 138].flatMap((interconnectionVoltageKV) =>
      (['solar', 'storage', 'hybrid'] as const).map((technology) => ({ state, systemSizeMW, technology, distanceToSubstationMiles: 2, ...(interconnectionVoltageKV && { interconnectionVoltageKV }) })),
    ),
  ),
);

describe('prescreen: the national timeline is the newest of its kind, banded by published quartiles', () => {
  const newest = [...INTERCONNECTION_TIMELINES]
    .filter((row) => row.region === 'national' && row.process === 'transmission' && row.metric === 'ir-to-cod-median' && row.verified)
    .sort((a, b) => ((b as { published?: string }).published ?? '').localeCompare((a as { published?: string }).published ?? ''))[0]!;

  it('a transmission-level request gets 42–86 months, typically 61: projects built in 2025 (Queued Up 2026), quartiles from its data file', () => {
    const result = screen({ state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 });
    expect(result.timeline).toMatchObject({ lowMonths: 42, typicalMonths: 61, highMonths: 86, estimate: false, published: '2026-05' });
    expect(result.timeline.band).toMatchObject({ kind: 'quartiles', source: 'lbnl-queued-up-2026-data' });
    expect(result.sources.map((source) => source.id)).toContain('lbnl-queued-up-2026-data');
  });

  it('no verified national request-to-operation row is newer than the one shown', () => {
    const shown = screen({ state: 'OH', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 }).timeline;
    expect(shown.typicalMonths).toBe(newest.typicalMonths);
    expect(shown.published).toBe((newest as { published?: string }).published);
    expect(shown.published).toBeDefined();
  });

  it('the tax-credit and transformer flags read the 61-month figure', () => {
    const result = screen({ state: 'OH', systemSizeMW: 150, technology: 'hybrid', distanceToSubstationMiles: 3 });
    // 144-week GSU = 33 months, shorter than 61: amber, naming the timeline it was compared with.
    expect(flag(result, 'long-lead-transformer')).toMatchObject([{ level: 'amber' }]);
    expect(flag(result, 'long-lead-transformer')[0]!.message).toContain('61-month');
    // Solar: 2026-11 + 61 months = 2031-12. Storage: 2031-12 is before 2033-12-31, so the full credit is in reach.
    expect(flag(result, 'policy-deadline').map((f) => f.level)).toEqual(['red', 'green']);
    expect(flag(result, 'policy-deadline')[0]!.message).toContain('2031-12');
  });
});

describe('prescreen: a small request at transmission voltage in an RTO is studied in its cluster cycle', () => {
  const result = screen({ state: 'PA', systemSizeMW: 15, technology: 'storage', distanceToSubstationMiles: 5, interconnectionVoltageKV: 69 });

  it('beyond Fast Track at 69 kV in PJM, a 15 MW request gets the cluster timeline, not the distribution estimate, and says why', () => {
    expect(result.process.id).toBe('ferc-sgip-study');
    expect(result.process.description).toContain('cluster');
    expect(result.process.description).toContain('PJM');
    expect(result.timeline).toMatchObject({ typicalMonths: 61, metric: 'ir-to-cod-median', estimate: false });
    expect(result.timeline.basis).toContain('cluster');
    // The step-up transformer (33 months) no longer outlasts the timeline.
    expect(flag(result, 'long-lead-transformer')).toMatchObject([{ level: 'amber' }]);
  });

  it('the same request on Fast Track keeps the distribution-scale estimate', () => {
    const fast = screen({ state: 'PA', systemSizeMW: 4, technology: 'storage', distanceToSubstationMiles: 1, interconnectionVoltageKV: 69 });
    expect(fast.process.id).toBe('ferc-fast-track');
    expect(fast.timeline).toMatchObject({ typicalMonths: 9, estimate: true });
  });
});

describe('prescreen: the timeline shows one measure', () => {
  it('the timeline band is always months from request to operation; other measures come as labelled context', () => {
    const allowed = ['ir-to-cod-median', 'application-to-pto-median'];
    for (const input of EVERY_CASE) {
      const { timeline } = screen(input);
      expect(allowed, `${input.state} ${input.systemSizeMW} MW`).toContain(timeline.metric);
      for (const row of timeline.context) expect(row.label.length).toBeGreaterThan(20);
    }
    const nyiso = screen({ state: 'NY', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 }).timeline;
    expect(nyiso.context).toMatchObject([{ metric: 'active-queue-age-mean', months: 78 }]);
    expect(nyiso.context[0]!.label).toContain('still active');
  });
});

describe('prescreen: the state grade carries its edition', () => {
  it('the process and the state-rules flag name the edition the grade comes from', () => {
    const result = screen({ state: 'MA', systemSizeMW: 2, technology: 'solar', distanceToSubstationMiles: 0.5, interconnectionVoltageKV: 12.47 });
    const { edition } = STATE_INTERCONNECTION_RULES.MA;
    expect(result.process.stateRules?.edition).toBe(edition);
    expect(result.process.description).toContain(edition);
    expect(flag(result, 'state-rules')[0]!.message).toContain(edition);
  });
});
