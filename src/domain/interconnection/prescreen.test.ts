import { describe, expect, it } from 'vitest';
import { FAST_TRACK_BANDS } from './data/fastTrack.ts';
import { SOURCE_IDS } from './data/sources.ts';
import { STATE_INTERCONNECTION_RULES } from './data/stateRules.ts';
import { INTERCONNECTION_TIMELINES } from './data/timelines.ts';
import { PRESCREEN_CONVENTIONS, prescreenInterconnection, voltageOf, type PrescreenInput, type PrescreenResult } from './prescreen.ts';

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
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'source' && typeof inner === 'string' ? [inner] : key === 'sources' ? [] : sourceIdsIn(inner),
    );
  }
  return [];
}

describe('prescreen: a 2 MW solar project on a 12.47 kV feeder half a mile from its substation (Massachusetts)', () => {
  const result = screen({
    state: 'MA',
    systemSizeMW: 2,
    technology: 'solar',
    distanceToSubstationMiles: 0.5,
    interconnectionVoltageKV: 12.47,
  });

  it('is in ISO-NE and follows the state distribution rules (graded C), within Fast Track near the substation', () => {
    expect(result.region).toMatchObject({ id: 'isone', stateRegions: ['isone'], chosenBy: 'state' });
    expect(result.voltage).toEqual({ kV: 12.47, assumed: false, level: 'distribution', basis: 'As entered.' });
    expect(result.process.id).toBe('state-distribution');
    expect(result.process.stateRules).toMatchObject({ grade: 'C', hasStatewideRules: true });
    // FERC table, 5–15 kV: 2 MW anywhere, 3 MW on a mainline within 2.5 miles.
    expect(result.process.fastTrack).toMatchObject({
      eligible: true,
      limitKW: 3000,
      anywhereLimitKW: 2000,
      nearSubstationLimitKW: 3000,
      nearSubstation: true,
      strict: false,
    });
    expect(result.process.nextStep).toContain('pre-application report');
  });

  it('takes the MW-scale distribution timeline (an estimate) and the national solar completion rate', () => {
    expect(result.timeline).toMatchObject({
      lowMonths: 3,
      typicalMonths: 9,
      highMonths: 24,
      scope: 'national',
      estimate: true,
      verified: false,
    });
    expect(result.odds).toMatchObject({
      completionPct: 14,
      technology: 'solar',
      scope: 'national',
      verified: true,
      source: 'lbnl-queued-up-2024-news',
    });
    // ISO-NE's two unverified regional figures come along as context only.
    expect(result.odds.regionalContext.map((row) => row.completionPct)).toEqual([30, 8]);
  });

  it('gives no transmission upgrade cost, and prices the line as a feeder extension, not at transmission rates', () => {
    expect(result.upgradeCost).toMatchObject({ available: false });
    // 0.5 mi × 1.3 route = 0.65 mi × EEI's new overhead distribution line, $86,700 (rural low) to $1,000,000 (urban high) a mile; no adders.
    expect(result.genTie).toMatchObject({
      kind: 'feeder-extension',
      routeMiles: 0.65,
      lineVoltageKV: 12.47,
      costVoltageKV: 12.47,
      usdPerMile: 1_000_000,
      adders: 0,
    });
    expect(result.genTie.total).toBeCloseTo(650_000, 6);
    expect(result.genTie.perKW).toBeCloseTo(325, 6);
    expect(result.genTie.low?.usdPerMile).toBe(86_700);
    expect(result.genTie.low?.total).toBeCloseTo(56_355, 6);
    expect(result.genTie.low?.perKW).toBeCloseTo(28.1775, 6);
    expect(result.genTie.sources).toContain('eei-out-of-sight-2012');
    expect(result.genTie.note).toContain('Edison Electric Institute');
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
    const farther = screen({
      state: 'MA',
      systemSizeMW: 2.5,
      technology: 'solar',
      distanceToSubstationMiles: 3,
      interconnectionVoltageKV: 12.47,
    });
    expect(farther.process.fastTrack).toMatchObject({ eligible: false, limitKW: 2000, nearSubstation: false });
    expect(flag(farther, 'size-voltage')).toMatchObject([{ level: 'amber' }]);
    expect(flag(farther, 'distance')).toMatchObject([{ level: 'amber' }]);
    const atLimit = screen({
      state: 'MA',
      systemSizeMW: 2,
      technology: 'solar',
      distanceToSubstationMiles: 3,
      interconnectionVoltageKV: 12.47,
    });
    expect(atLimit.process.fastTrack).toMatchObject({ eligible: true, limitKW: 2000 });
    const newMexico = screen({
      state: 'NM',
      systemSizeMW: 2,
      technology: 'solar',
      distanceToSubstationMiles: 3,
      interconnectionVoltageKV: 12.47,
    });
    expect(newMexico.process.fastTrack).toMatchObject({ eligible: false, strict: true, jurisdiction: 'nm-17.9.568', verified: true });
    expect(newMexico.process.stateRules?.grade).toBe('A');
  });
});

describe('prescreen: a 15 MW storage project on a 46 kV line (North Carolina)', () => {
  const result = screen({
    state: 'NC',
    systemSizeMW: 15,
    technology: 'storage',
    distanceToSubstationMiles: 1,
    interconnectionVoltageKV: 46,
  });

  it('on the 46 kV line it names, takes the FERC small generator study path (beyond Fast Track)', () => {
    expect(result.region).toMatchObject({ id: 'southeast', stateRegions: ['southeast', 'pjm'], chosenBy: 'state' });
    expect(result.voltage).toMatchObject({ kV: 46, assumed: false, level: 'transmission' });
    expect(result.process.id).toBe('ferc-sgip-study');
    // FERC table, 30–69 kV: 4 MW anywhere, 5 MW near the substation; 15 MW is beyond both.
    expect(result.process.fastTrack).toMatchObject({ eligible: false, limitKW: 5000 });
  });

  it('reads the non-ISO cost band: active storage $57/kW to completed $194/kW (unverified figures)', () => {
    expect(result.upgradeCost).toMatchObject({
      available: true,
      costRegion: 'non-iso',
      lowPerKW: 57,
      highPerKW: 194,
      low: 855_000,
      high: 2_910_000,
      verified: false,
    });
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

  it("with no voltage given, 15 MW is assumed on a 34.5 kV distribution line under the state's rules, and says so", () => {
    const assumed = screen({ state: 'NC', systemSizeMW: 15, technology: 'storage', distanceToSubstationMiles: 1 });
    expect(assumed.voltage).toMatchObject({ kV: 34.5, assumed: true, level: 'distribution' });
    expect(assumed.voltage.basis).toContain('Assumed');
    expect(assumed.process.id).toBe('state-distribution');
    expect(flag(assumed, 'size-voltage')[0]!.message).toContain('voltage assumed from the size');
  });

  it('a 4 MW project on the same 46 kV line near its substation qualifies for FERC Fast Track', () => {
    const small = screen({
      state: 'NC',
      systemSizeMW: 4,
      technology: 'storage',
      distanceToSubstationMiles: 1,
      interconnectionVoltageKV: 46,
    });
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
    expect(result.timeline).toMatchObject({
      lowMonths: 42,
      typicalMonths: 61,
      highMonths: 86,
      metric: 'ir-to-cod-median',
      scope: 'national',
      source: 'lbnl-queued-up-2026',
    });
    expect(result.timeline.band).toMatchObject({ kind: 'quartiles', source: 'lbnl-queued-up-2026-data' });
    expect(result.odds.completionPct).toBe(14);
    expect(result.odds.regionalContext).toMatchObject([{ completionPct: 12 }]);
  });

  it('bands the upgrade cost from the completed median ($30/kW) to the solar mean ($253/kW): $4.5M–$37.95M', () => {
    expect(result.upgradeCost).toMatchObject({
      available: true,
      costRegion: 'pjm',
      lowPerKW: 30,
      highPerKW: 253,
      low: 4_500_000,
      high: 37_950_000,
      verified: true,
    });
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

  it("flags US queues at 1.6× installed capacity (newer than PJM's own 2021 figure) and the missed solar start-of-construction date", () => {
    expect(flag(result, 'queue-congestion')).toMatchObject([{ level: 'amber', source: 'lbnl-queued-up-2026' }]);
    expect(flag(result, 'queue-congestion')[0]!.message).toContain('1.6×');
    expect(flag(result, 'queue-congestion')[0]!.message).toContain('2021-12-31');
    // 2026-11 + 61 months = 2031-12, long after 2027-12-31.
    expect(flag(result, 'policy-deadline')).toMatchObject([{ level: 'red' }]);
    expect(flag(result, 'policy-deadline')[0]!.message).toContain('around 2031-12');
    expect(flag(result, 'long-lead-transformer')).toMatchObject([{ level: 'amber' }]);
    expect(flag(result, 'long-lead-transformer')[0]!.message).toContain('61-month');
  });

  it('before 2026-07-04 it says to begin construction in time instead', () => {
    const earlier = screen(
      { state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 },
      new Date('2026-03-01T00:00:00Z'),
    );
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
    expect(result.timeline).toMatchObject({
      lowMonths: 42,
      typicalMonths: 61,
      highMonths: 86,
      scope: 'national',
      metric: 'ir-to-cod-median',
    });
    expect(result.timeline.context).toMatchObject([
      { region: 'ercot', metric: 'development-timeline-mean', months: 54, source: 'enverus-pvmag-2025' },
    ]);
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
    expect(screen({ state: 'TX', systemSizeMW: 8, technology: 'solar', distanceToSubstationMiles: 1 }).process.id).toBe(
      'state-distribution',
    );
  });

  it('the region override screens the Panhandle in SPP: a cluster study with SPP costs', () => {
    const spp = screen({ state: 'TX', systemSizeMW: 200, technology: 'solar', distanceToSubstationMiles: 5, region: 'spp' });
    expect(spp.region).toMatchObject({ id: 'spp', chosenBy: 'override' });
    expect(spp.process.id).toBe('lgip-cluster');
    // SPP: completed 2020–22 mean $57/kW; no solar figure, so the active mean $106/kW.
    expect(spp.upgradeCost).toMatchObject({ available: true, lowPerKW: 57, highPerKW: 106 });
    // SPP's own 109 GW ÷ 51 GW (2.14×, end-2022) is older than the national 2,061 GW ÷ 1,280 GW (1.61×, end-2025): amber.
    expect(flag(spp, 'queue-congestion')).toMatchObject([{ level: 'amber', source: 'lbnl-queued-up-2026' }]);
    expect(flag(spp, 'queue-congestion')[0]!.message).toContain('2.1×');
    expect(flag(spp, 'region-split')).toMatchObject([{ level: 'green' }]);
  });
});

describe('prescreen: a 100 MW CAISO project with substation figures', () => {
  const result = screen({
    state: 'CA',
    systemSizeMW: 100,
    technology: 'solar',
    distanceToSubstationMiles: 2,
    substationAvailableMW: 150,
    queuedAheadMW: 80,
  });

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
    const room = screen({
      state: 'CA',
      systemSizeMW: 50,
      technology: 'solar',
      distanceToSubstationMiles: 2,
      substationAvailableMW: 150,
      queuedAheadMW: 80,
    });
    expect(flag(room, 'headroom')).toMatchObject([{ level: 'green' }]);
    const none = screen({
      state: 'CA',
      systemSizeMW: 50,
      technology: 'solar',
      distanceToSubstationMiles: 2,
      substationAvailableMW: 40,
      queuedAheadMW: 80,
    });
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
    const result = screen({
      state: 'OH',
      systemSizeMW: 300,
      technology: 'solar',
      distanceToSubstationMiles: 30,
      interconnectionVoltageKV: 69,
    });
    expect(flag(result, 'size-voltage')).toMatchObject([{ level: 'red' }]);
    const small = screen({ state: 'OH', systemSizeMW: 25, technology: 'solar', distanceToSubstationMiles: 30 });
    // 39 route miles × $1,254,921 × 1.275 ÷ 25,000 kW ≈ $2,496/kW.
    expect(flag(small, 'distance')).toMatchObject([{ level: 'red' }]);
    expect(screen({ state: 'OH', systemSizeMW: 25, technology: 'solar', distanceToSubstationMiles: 0 }).genTie.total).toBe(0);
  });

  it('a distribution voltage above 20 MW is red', () => {
    const result = screen({
      state: 'OH',
      systemSizeMW: 30,
      technology: 'solar',
      distanceToSubstationMiles: 1,
      interconnectionVoltageKV: 12.47,
    });
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
      expect(result.dataVersion).toBe('2026.11.3');
    }
  });
});

/** Every combination the screen can meet, for the properties below. */
const EVERY_CASE: PrescreenInput[] = (['MA', 'PA', 'TX', 'CA', 'NY', 'NC', 'GA', 'AZ', 'NM', 'MN', 'HI'] as const).flatMap((state) =>
  [0.5, 2, 4, 9, 15, 20, 25, 80, 150, 400].flatMap((systemSizeMW) =>
    [undefined, 12.47, 34.5, 69, 138].flatMap((interconnectionVoltageKV) =>
      (['solar', 'storage', 'hybrid'] as const).map((technology) => ({
        state,
        systemSizeMW,
        technology,
        distanceToSubstationMiles: 2,
        ...(interconnectionVoltageKV && { interconnectionVoltageKV }),
      })),
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
  const result = screen({
    state: 'PA',
    systemSizeMW: 15,
    technology: 'storage',
    distanceToSubstationMiles: 5,
    interconnectionVoltageKV: 69,
  });

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
    const fast = screen({
      state: 'PA',
      systemSizeMW: 4,
      technology: 'storage',
      distanceToSubstationMiles: 1,
      interconnectionVoltageKV: 69,
    });
    expect(fast.process.id).toBe('ferc-fast-track');
    expect(fast.timeline).toMatchObject({ typicalMonths: 9, estimate: true });
  });
});

describe('prescreen: Fast Track distance is measured along the route, on an assumed mainline', () => {
  it('2.2 miles straight is 2.86 route miles: beyond the 2.5 circuit miles, so 2.5 MW at 12.47 kV is past the 2 MW limit', () => {
    const result = screen({
      state: 'MA',
      systemSizeMW: 2.5,
      technology: 'solar',
      distanceToSubstationMiles: 2.2,
      interconnectionVoltageKV: 12.47,
    });
    expect(result.process.fastTrack).toMatchObject({ nearSubstation: false, limitKW: 2000, eligible: false });
    expect(result.process.fastTrack?.routeMiles).toBeCloseTo(2.86, 12);
    expect(result.process.fastTrack?.routeMiles).toBe(result.genTie.routeMiles);
  });

  it('states the mainline assumption and the route basis in the result and the flag', () => {
    const result = screen({
      state: 'MA',
      systemSizeMW: 2.8,
      technology: 'solar',
      distanceToSubstationMiles: 1,
      interconnectionVoltageKV: 12.47,
    });
    expect(result.process.fastTrack).toMatchObject({ nearSubstation: true, limitKW: 3000, eligible: true });
    expect(result.process.fastTrack?.assumption).toContain('mainline');
    expect(result.process.fastTrack?.assumption).toContain('route');
    expect(flag(result, 'size-voltage')[0]!.message).toContain('assuming');
  });
});

describe('prescreen: assumed voltages agree with the rules they feed', () => {
  const ferc12 = FAST_TRACK_BANDS.find((band) => band.jurisdiction === 'ferc-sgip' && band.minKv <= 12.47 && 12.47 < band.maxKv)!;

  it("2 MW or less goes on a 12.47 kV feeder; above that, up to 20 MW, on 34.5 kV distribution; above 20 MW, reVX's class", () => {
    expect(voltageOf(2)).toMatchObject({ kV: 12.47, assumed: true, level: 'distribution' });
    expect(voltageOf(2.5)).toMatchObject({ kV: 34.5, assumed: true, level: 'distribution' });
    expect(voltageOf(4)).toMatchObject({ kV: 34.5, assumed: true, level: 'distribution' });
    expect(voltageOf(15)).toMatchObject({ kV: 34.5, assumed: true, level: 'distribution' });
    expect(voltageOf(20)).toMatchObject({ kV: 34.5, assumed: true, level: 'distribution' });
    expect(voltageOf(25)).toMatchObject({ kV: 46, assumed: true, level: 'transmission', source: 'nrel-revx-power-to-voltage' });
    expect(voltageOf(15, 46)).toMatchObject({ kV: 46, assumed: false });
  });

  it("a project assumed onto the 12.47 kV feeder is never above that feeder's Fast Track limit anywhere on the line", () => {
    expect(PRESCREEN_CONVENTIONS.assumedFeederMaxMW * 1000).toBe(ferc12.maxKwAnywhere);
    const sizes = Array.from({ length: 200 }, (_, i) => (i + 1) / 10);
    const overLimit = sizes.filter((mw) => voltageOf(mw).kV === 12.47 && mw * 1000 > ferc12.maxKwAnywhere);
    expect(overLimit).toEqual([]);
  });

  it('every size within the small generator limit is assumed on a distribution line and says it was assumed', () => {
    for (let tenths = 1; tenths <= 200; tenths += 1) {
      const voltage = voltageOf(tenths / 10);
      expect(voltage.level, `${tenths / 10} MW`).toBe('distribution');
      expect(voltage.basis, `${tenths / 10} MW`).toMatch(/^Assumed/);
    }
  });
});

describe('prescreen: rule slips', () => {
  it('ERCOT sends a 10 MW+ project to GINR only at transmission voltage; on a distribution line it follows Texas distribution rules', () => {
    expect(
      screen({ state: 'TX', systemSizeMW: 15, technology: 'solar', distanceToSubstationMiles: 1, interconnectionVoltageKV: 12.47 }).process
        .id,
    ).toBe('state-distribution');
    expect(
      screen({ state: 'TX', systemSizeMW: 15, technology: 'solar', distanceToSubstationMiles: 1, interconnectionVoltageKV: 69 }).process.id,
    ).toBe('ercot-ginr');
  });

  it("New Mexico's table applies to its state-jurisdictional distribution lines, FERC's on the FERC path above 34.5 kV", () => {
    // 5 MW near the substation at 46 kV: within FERC's "up to 5 MW", outside New Mexico's "below 5 MW".
    const transmission = screen({
      state: 'NM',
      systemSizeMW: 5,
      technology: 'solar',
      distanceToSubstationMiles: 1,
      interconnectionVoltageKV: 46,
    });
    expect(transmission.process.fastTrack).toMatchObject({ jurisdiction: 'ferc-sgip', eligible: true, strict: false });
    expect(transmission.process.id).toBe('ferc-fast-track');
    const distribution = screen({
      state: 'NM',
      systemSizeMW: 2,
      technology: 'solar',
      distanceToSubstationMiles: 3,
      interconnectionVoltageKV: 12.47,
    });
    expect(distribution.process.fastTrack).toMatchObject({ jurisdiction: 'nm-17.9.568' });
  });

  it('the queue-congestion flag reads the newest figure, regional or national', () => {
    for (const state of ['PA', 'OH', 'KS'] as const) {
      const result = screen({ state, systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 });
      expect(flag(result, 'queue-congestion')[0]?.source, state).toBe('lbnl-queued-up-2026');
    }
  });

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

  it('a cost band is two figures: non-ISO solar, with one unverified figure, gets the reason instead of $194–194/kW', () => {
    const result = screen({ state: 'GA', systemSizeMW: 80, technology: 'solar', distanceToSubstationMiles: 3 });
    expect(result.upgradeCost).toMatchObject({ available: false, source: 'lbnl-nonIso-cost-2025' });
    if (result.upgradeCost.available) throw new Error('unreachable');
    expect(result.upgradeCost.reason).toContain('$194/kW');
    const collapsed = EVERY_CASE.filter((input) => {
      const cost = screen(input).upgradeCost;
      return cost.available && !(cost.lowPerKW < cost.highPerKW);
    });
    expect(collapsed).toEqual([]);
  });

  it("a distribution line is priced as a feeder extension from EEI's survey, never at transmission rates", () => {
    // 2 MW a mile out: 1.3 route miles × $86,700–$1,000,000 a mile = $112,710–$1,300,000, $56–$650/kW (was $1,040/kW at 69 kV).
    const result = screen({
      state: 'MA',
      systemSizeMW: 2,
      technology: 'solar',
      distanceToSubstationMiles: 1,
      interconnectionVoltageKV: 12.47,
    });
    expect(result.genTie).toMatchObject({ kind: 'feeder-extension', costRegion: 'national' });
    expect(result.genTie.perKW).toBeCloseTo(650, 9);
    expect(result.genTie.low?.perKW).toBeCloseTo(56.355, 9);
    expect(flag(result, 'distance')[0]!.message).not.toContain('transmission prices');
    for (const input of EVERY_CASE) {
      const { genTie, voltage } = screen(input);
      expect(genTie.kind, `${input.state} ${input.systemSizeMW} MW at ${voltage.kV} kV`).toBe(
        voltage.level === 'distribution' ? 'feeder-extension' : 'gen-tie',
      );
    }
  });
});

describe('prescreen: the state grade carries its edition', () => {
  it('the process and the state-rules flag name the edition the grade comes from', () => {
    const result = screen({
      state: 'MA',
      systemSizeMW: 2,
      technology: 'solar',
      distanceToSubstationMiles: 0.5,
      interconnectionVoltageKV: 12.47,
    });
    const { edition } = STATE_INTERCONNECTION_RULES.MA;
    expect(result.process.stateRules?.edition).toBe(edition);
    expect(result.process.description).toContain(edition);
    expect(flag(result, 'state-rules')[0]!.message).toContain(edition);
  });
});
