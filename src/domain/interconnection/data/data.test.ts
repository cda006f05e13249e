import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../constants.ts';
import { EQUIPMENT_LEAD_TIMES } from './equipment.ts';
import { ERCOT_GINR_MIN_MW, FAST_TRACK_BANDS, FERC_THRESHOLDS, ORDER_2023_FACTS } from './fastTrack.ts';
import { DISTRIBUTION_LINE_COSTS, GEN_TIE_COSTS, MISO_ESTIMATE_ADDERS, ROUTE_LENGTH_FACTOR, VOLTAGE_FOR_SIZE } from './genTieCosts.ts';
import { POLICY_DEADLINES } from './policyDeadlines.ts';
import { QUEUE_CONGESTION } from './queueCongestion.ts';
import { QUEUE_OUTCOMES } from './queueOutcomes.ts';
import { REGION_IDS, REGIONS, STATE_REGION_NOTES, STATE_REGIONS, primaryRegion } from './regions.ts';
import { INTERCONNECTION_DATA_VERSION, SOURCE_IDS, SOURCES } from './sources.ts';
import { STATE_INTERCONNECTION_RULES } from './stateRules.ts';
import { INTERCONNECTION_TIMELINES, REGIONAL_BAND_FACTORS } from './timelines.ts';
import { UPGRADE_COSTS, isNoPublicCostData } from './upgradeCosts.ts';

/** Every row of every table, labelled by table, for the cross-cutting checks. */
const TABLES: Record<string, readonly { source: string }[]> = {
  REGIONS: Object.values(REGIONS),
  STATE_REGIONS: Object.values(STATE_REGIONS),
  QUEUE_OUTCOMES,
  INTERCONNECTION_TIMELINES,
  UPGRADE_COSTS,
  GEN_TIE_COSTS,
  DISTRIBUTION_LINE_COSTS,
  VOLTAGE_FOR_SIZE,
  ROUTE_LENGTH_FACTOR: [ROUTE_LENGTH_FACTOR],
  MISO_ESTIMATE_ADDERS: [MISO_ESTIMATE_ADDERS],
  STATE_INTERCONNECTION_RULES: Object.values(STATE_INTERCONNECTION_RULES),
  FERC_THRESHOLDS,
  ERCOT_GINR_MIN_MW: [ERCOT_GINR_MIN_MW],
  FAST_TRACK_BANDS,
  ORDER_2023_FACTS,
  EQUIPMENT_LEAD_TIMES,
  POLICY_DEADLINES,
  QUEUE_CONGESTION,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('interconnection data: sources', () => {
  it('names the data edition', () => {
    expect(INTERCONNECTION_DATA_VERSION).toBe('2026.11.3');
  });

  it('keys every source by its own id, with an https URL and non-empty metadata', () => {
    for (const [key, source] of Object.entries(SOURCES)) {
      expect(source.id, key).toBe(key);
      expect(new URL(source.url).protocol, key).toBe('https:');
      expect(source.title.length, key).toBeGreaterThan(0);
      expect(source.publisher.length, key).toBeGreaterThan(0);
      expect(source.edition.length, key).toBeGreaterThan(0);
    }
  });

  it("cites every source at its publisher's own address, never a copy on a site that hosts others' documents or mirrors their pages", () => {
    const copySites = [
      'studylib.net',
      'knowledgelib.io',
      'yumpu.com',
      'docplayer.net',
      'docslib.org',
      'scribd.com',
      'cupdf.com',
      'pdfslide.us',
      'readkong.com',
      'kpp.agency',
      'rtowww.com',
      'news.barelyhuman.xyz',
      'lemdro.id',
      'wiki.hearn.me',
      'cybernative.ai',
    ];
    const copies = Object.values(SOURCES).filter((source) => {
      const host = new URL(source.url).hostname;
      return copySites.some((site) => host === site || host.endsWith(`.${site}`));
    });
    expect(copies.map((source) => `${source.id}: ${source.url}`)).toEqual([]);
  });

  it('every row of every table names a known source', () => {
    const known = new Set<string>(SOURCE_IDS);
    for (const [table, rows] of Object.entries(TABLES)) {
      expect(rows.length, table).toBeGreaterThan(0);
      rows.forEach((row, i) => expect(known.has(row.source), `${table}[${i}] → ${row.source}`).toBe(true));
    }
    const referenceSources = QUEUE_CONGESTION.flatMap((row) => ('referenceSource' in row ? [row.referenceSource] : []));
    expect(referenceSources.filter((id) => !known.has(id))).toEqual([]);
  });

  it('every source is cited at least once', () => {
    const used = new Set<string>(Object.values(TABLES).flatMap((rows) => rows.map((row) => row.source)));
    for (const row of QUEUE_CONGESTION) if ('referenceSource' in row) used.add(row.referenceSource);
    for (const row of INTERCONNECTION_TIMELINES) if (row.band.kind === 'quartiles') used.add(row.band.source);
    expect(SOURCE_IDS.filter((id) => !used.has(id))).toEqual([]);
  });

  it('every unverified or estimated row explains itself in a note', () => {
    const missing = Object.entries(TABLES).flatMap(([table, rows]) =>
      rows.flatMap((row, i) => {
        const r = row as { verified?: boolean; estimate?: boolean; note?: string };
        const needsNote = r.verified === false || r.estimate === true;
        return needsNote && (r.note?.length ?? 0) <= 20 ? [`${table}[${i}]`] : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});

describe('interconnection data: regions', () => {
  it('has a region entry for every region id', () => {
    expect(Object.keys(REGIONS).sort()).toEqual([...REGION_IDS].sort());
    for (const [id, region] of Object.entries(REGIONS)) expect(region.id).toBe(id);
  });

  it('covers every US_STATES entry (50 states + DC) and nothing else', () => {
    expect(Object.keys(STATE_REGIONS).sort()).toEqual([...US_STATES].sort());
    expect(Object.keys(STATE_REGIONS)).toHaveLength(51);
  });

  it('lists known, distinct regions per state, with a note for every split state', () => {
    for (const state of US_STATES) {
      const entry: { regions: readonly string[] } = STATE_REGIONS[state];
      expect(entry.regions.length, state).toBeGreaterThan(0);
      expect(new Set(entry.regions).size, state).toBe(entry.regions.length);
      for (const region of entry.regions) expect(REGION_IDS, state).toContain(region);
    }
    const splitWithoutNote = US_STATES.filter((state) => STATE_REGIONS[state].regions.length > 1 && !STATE_REGION_NOTES[state]);
    expect(splitWithoutNote).toEqual([]);
    expect(primaryRegion('TX')).toBe('ercot');
    expect(primaryRegion('HI')).toBe('noncontiguous');
  });
});

describe('interconnection data: numeric sanity', () => {
  it('queue completion shares are percentages', () => {
    for (const row of QUEUE_OUTCOMES) {
      expect(row.completionPct).toBeGreaterThan(0);
      expect(row.completionPct).toBeLessThanOrEqual(100);
      expect(row.cohort.length).toBeGreaterThan(0);
    }
  });

  it('has verified national completion rows for all, solar and storage', () => {
    const verifiedNational = QUEUE_OUTCOMES.filter((r) => r.region === 'national' && r.verified);
    for (const tech of ['all', 'solar', 'storage'] as const) {
      expect(
        verifiedNational.some((r) => r.technology === tech),
        tech,
      ).toBe(true);
    }
  });

  it('timeline bands are ordered low ≤ typical ≤ high and positive', () => {
    for (const row of INTERCONNECTION_TIMELINES) {
      const label = `${row.region}/${row.process}/${row.cohort}`;
      expect(row.lowMonths, label).toBeGreaterThan(0);
      expect(row.lowMonths, label).toBeLessThanOrEqual(row.typicalMonths);
      expect(row.typicalMonths, label).toBeLessThanOrEqual(row.highMonths);
    }
  });

  it('timeline rows that use the presentation band apply REGIONAL_BAND_FACTORS exactly', () => {
    const banded = INTERCONNECTION_TIMELINES.filter((r) => (r.note ?? '').includes('REGIONAL_BAND_FACTORS'));
    expect(banded.length).toBeGreaterThan(0);
    for (const row of banded) {
      expect(row.lowMonths, row.cohort).toBe(Math.round(row.typicalMonths * REGIONAL_BAND_FACTORS.low));
      expect(row.highMonths, row.cohort).toBe(Math.round(row.typicalMonths * REGIONAL_BAND_FACTORS.high));
      expect('estimate' in row && row.estimate, row.cohort).toBe(true);
    }
  });

  it('upgrade costs have a non-negative mean and/or median; CAISO and ERCOT have no public data', () => {
    const noDataRows = UPGRADE_COSTS.filter(isNoPublicCostData);
    expect(noDataRows.filter((row) => row.reason.length <= 20)).toEqual([]);
    const bad = UPGRADE_COSTS.filter((row) => !isNoPublicCostData(row)).filter((row) => {
      const mean = 'mean' in row ? row.mean : undefined;
      const median = 'median' in row ? row.median : undefined;
      if (mean === undefined && median === undefined) return true;
      return (mean !== undefined && mean < 0) || (median !== undefined && median < 0);
    });
    expect(bad).toEqual([]);
    const noData = UPGRADE_COSTS.filter(isNoPublicCostData)
      .map((r) => r.region)
      .sort();
    expect(noData).toEqual(['caiso', 'ercot']);
    const withNumbers = new Set<string>(UPGRADE_COSTS.filter((r) => !isNoPublicCostData(r)).map((r) => r.region));
    expect(withNumbers.has('caiso')).toBe(false);
    expect(withNumbers.has('ercot')).toBe(false);
  });

  it('gen-tie costs are positive and rise with voltage within a cost region up to 230 kV', () => {
    for (const row of GEN_TIE_COSTS) expect(row.usdPerMile).toBeGreaterThan(0);
    for (const region of ['MISO', 'SCE', 'Southeast', 'TEPPC'] as const) {
      const costs = [69, 138, 230].map((kv) => GEN_TIE_COSTS.find((r) => r.costRegion === region && r.voltageKv === kv)?.usdPerMile ?? 0);
      expect(costs[0]).toBeLessThan(costs[1] ?? 0);
      expect(costs[1]).toBeLessThan(costs[2] ?? 0);
    }
    expect(ROUTE_LENGTH_FACTOR.value).toBeGreaterThan(1);
  });

  it('MW → voltage bands are contiguous and increasing', () => {
    let previousMax = 0;
    let previousKv = 0;
    for (const band of VOLTAGE_FOR_SIZE) {
      expect(band.minMwExclusive).toBe(previousMax);
      expect(band.maxMw).toBeGreaterThan(band.minMwExclusive);
      expect(band.voltageKv).toBeGreaterThan(previousKv);
      previousMax = band.maxMw;
      previousKv = band.voltageKv;
    }
  });

  it('fast-track bands are contiguous per jurisdiction and the near-substation limit is never lower', () => {
    for (const jurisdiction of ['ferc-sgip', 'nm-17.9.568'] as const) {
      const bands = FAST_TRACK_BANDS.filter((b) => b.jurisdiction === jurisdiction);
      expect(bands.length).toBeGreaterThan(0);
      let previousMax = 0;
      for (const band of bands) {
        expect(band.minKv).toBe(previousMax);
        expect(band.maxKv).toBeGreaterThan(band.minKv);
        expect(band.maxKwMainlineNearSubstation).toBeGreaterThanOrEqual(band.maxKwAnywhere);
        previousMax = band.maxKv;
      }
      expect(bands.at(-1)?.maxKvInclusive).toBe(true);
    }
    expect(FERC_THRESHOLDS.find((f) => f.id === 'sgip-max-mw')?.value).toBe(20);
  });

  it('equipment lead times are ordered and positive', () => {
    const bad = EQUIPMENT_LEAD_TIMES.filter((row) => {
      const low = 'lowWeeks' in row ? row.lowWeeks : row.typicalWeeks;
      const high = 'highWeeks' in row ? row.highWeeks : row.typicalWeeks;
      return !(row.typicalWeeks > 0 && low <= row.typicalWeeks && row.typicalWeeks <= high);
    });
    expect(bad).toEqual([]);
  });

  it('queue congestion figures are positive', () => {
    for (const row of QUEUE_CONGESTION) {
      expect(row.activeGw).toBeGreaterThan(0);
      expect(row.asOf).toMatch(ISO_DATE);
    }
    const references = QUEUE_CONGESTION.flatMap((row) => ('referenceGw' in row ? [row.referenceGw] : []));
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((gw) => !(gw > 0))).toEqual([]);
  });
});

describe('interconnection data: state rules and dates', () => {
  it('grades every state and DC', () => {
    expect(Object.keys(STATE_INTERCONNECTION_RULES).sort()).toEqual([...US_STATES].sort());
    for (const [state, rule] of Object.entries(STATE_INTERCONNECTION_RULES)) {
      expect(rule.hasStatewideRules, state).toBe(rule.grade !== 'F');
    }
    const grades = Object.values(STATE_INTERCONNECTION_RULES).map((r) => r.grade);
    expect(grades.filter((g) => g === 'A')).toHaveLength(1);
    expect(grades.filter((g) => g === 'F')).toHaveLength(13);
  });

  it('policy and Order 2023 dates are real YYYY-MM-DD dates with unique ids', () => {
    const ids = new Set<string>();
    for (const row of POLICY_DEADLINES) {
      expect(row.date).toMatch(ISO_DATE);
      expect(Number.isNaN(Date.parse(`${row.date}T00:00:00Z`))).toBe(false);
      expect(row.appliesTo.length).toBeGreaterThan(0);
      expect(ids.has(row.id)).toBe(false);
      ids.add(row.id);
    }
    const factDates = ORDER_2023_FACTS.flatMap((fact) => ('date' in fact ? [fact.date] : []));
    expect(factDates.length).toBeGreaterThan(0);
    expect(factDates.filter((date) => !ISO_DATE.test(date))).toEqual([]);
  });
});

describe('interconnection data: editions and provenance', () => {
  /** A timeline row as the tables may hold it, with the provenance fields read loosely. */
  type LooseTimeline = (typeof INTERCONNECTION_TIMELINES)[number] & {
    published?: string;
    cohortYears?: readonly number[];
    band?: { kind?: string; source?: string; verified?: boolean; note?: string };
  };
  const timelines = INTERCONNECTION_TIMELINES as readonly LooseTimeline[];

  it('dates every timeline row by the publication it comes from, with the years its cohort covers', () => {
    for (const row of timelines) {
      const label = `${row.region}/${row.metric}/${row.cohort}`;
      expect(row.published, label).toMatch(/^\d{4}(-\d{2})?$/);
      expect(row.cohortYears, label).toHaveLength(2);
      expect(row.cohortYears![0], label).toBeLessThanOrEqual(row.cohortYears![1]!);
    }
  });

  it("says where every timeline band comes from: published quartiles name a known source of their own, anything else is the source's stated range or a marked estimate", () => {
    const known = new Set<string>(SOURCE_IDS);
    const label = (row: LooseTimeline) => `${row.region}/${row.metric}/${row.cohort}`;
    for (const row of timelines) expect(['quartiles', 'stated-range', 'estimate'], label(row)).toContain(row.band?.kind);
    for (const row of timelines.filter((r) => r.band?.kind === 'quartiles')) {
      expect(known.has(row.band?.source ?? ''), `${label(row)} → ${row.band?.source}`).toBe(true);
      expect(typeof row.band?.verified, label(row)).toBe('boolean');
      expect(row.band?.note?.length ?? 0, label(row)).toBeGreaterThan(20);
    }
    const unmarked = timelines.filter((r) => r.band?.kind === 'estimate' && !('estimate' in r && r.estimate)).map(label);
    expect(unmarked).toEqual([]);
  });

  it('holds the newest national request-to-operation median: 61 months for projects built in 2025, quartiles 42 and 86 (Queued Up 2026)', () => {
    const row = timelines.find((r) => r.region === 'national' && r.metric === 'ir-to-cod-median' && r.published?.startsWith('2026'));
    expect(row).toMatchObject({
      lowMonths: 42,
      typicalMonths: 61,
      highMonths: 86,
      cohortYears: [2025, 2025],
      source: 'lbnl-queued-up-2026',
      verified: true,
    });
    expect(row?.band).toMatchObject({ kind: 'quartiles', source: 'lbnl-queued-up-2026-data' });
  });

  it('the 55-month median for projects built in 2024 is verified from a named document that states it', () => {
    const row = timelines.find((r) => r.region === 'national' && r.metric === 'ir-to-cod-median' && r.typicalMonths === 55);
    expect(row).toMatchObject({ verified: true, cohortYears: [2024, 2024], published: '2025-12' });
    expect(row?.note).toContain('55 months');
  });

  it('the 2021-edition completion rates quote the sentence they were read from', () => {
    const rows = QUEUE_OUTCOMES.filter((row) => row.source === 'euci-queued-up-2021');
    expect(rows.map((row) => row.completionPct).sort()).toEqual([16, 19, 24]);
    for (const row of rows) {
      const note = ('note' in row ? row.note : '') ?? '';
      expect(note, `${row.technology}`).toContain(`${row.completionPct} percent`);
      expect(note, `${row.technology}`).toContain('Between 2000 and 2015');
    }
  });

  it('every state grade carries its edition and when it was last checked for a newer one', () => {
    for (const [state, rule] of Object.entries(STATE_INTERCONNECTION_RULES)) {
      const loose = rule as typeof rule & { editionCheck?: string };
      expect(rule.edition, state).toMatch(/Freeing the Grid \d{4}/);
      expect(loose.editionCheck?.length ?? 0, state).toBeGreaterThan(20);
    }
  });

  it('distribution line costs per mile are positive bands from a known source', () => {
    expect(DISTRIBUTION_LINE_COSTS.length).toBeGreaterThan(0);
    for (const row of DISTRIBUTION_LINE_COSTS) {
      expect(row.lowUsdPerMile, row.setting).toBeGreaterThan(0);
      expect(row.lowUsdPerMile, row.setting).toBeLessThan(row.highUsdPerMile);
    }
  });
});
