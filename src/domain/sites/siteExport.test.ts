import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { SiteAnswer } from './answer.ts';
import { defaultDesign } from './design.ts';
import { siteExportCsv, siteExportJson, siteExportRows } from './siteExport.ts';

const production = {
  annualKWh: 1_612_345.6,
  specificYieldKWhPerKWdc: 1612.3456,
  capacityFactorAC: 0.2209,
  monthlyKWh: [90, 100, 130, 150, 170, 180, 175, 165, 150, 120, 95, 85].map((kWh) => kWh * 1000),
  station: { id: '722780', name: 'Phoenix Sky Harbor Intl AP', state: 'AZ', distanceKm: 3.2 },
  warnings: [],
};
const site = {
  id: 12,
  name: '=HYPERLINK("http://evil.example","x")',
  latitude: 33.45,
  longitude: -112.07,
  state: 'AZ',
  zip: '85004',
  designs: [{ ...defaultDesign(), name: '-Roof' }],
  interconnection: null,
  land: { acres: 40 },
  usage: null,
  economics: null,
};
const answer: SiteAnswer = {
  production,
  designs: [
    {
      id: 'd1',
      name: '-Roof',
      production,
      ppa: { pricePerKWh: 0.065194479, inputs: {}, escalation: 0.02, termYears: 25 },
      bill: {
        before: 120_000.004999,
        withPv: 80_000.875148,
        withPvAndBattery: null,
        economics: { npv: 250_000, irr: null, paybackYears: 7.5, capex: 1_400_000, lcoe: 0.073456789 },
        tariff: 'PG&E E-19',
        warnings: [],
      },
    },
  ],
  landLease: {
    conservative: { perAcre: 600, total: 21_600 },
    likely: { perAcre: 900, total: 32_400 },
    aggressive: { perAcre: 1200, total: 43_200 },
    totalAcres: 40,
    usableAcres: 36,
    assumptions: { state: 'AZ', band: 'state', basis: '', usableShare: 0.9, distanceToSubstation: 0, distanceFactor: 1 },
    warnings: [],
  },
  stale: [],
  warnings: ['Most utility-scale solar projects need at least 100 acres'],
};

const readBack = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, newline: '\r\n', skipEmptyLines: true }).data;
const valueOf = (rows: ReturnType<typeof readBack>, metric: string) => rows.find((row) => row.metric === metric)?.value;

describe('siteExportRows', () => {
  it("holds each design's production as computed, a row a month, the weather station and its distance", () => {
    const rows = siteExportRows(site, answer);
    const design = rows.filter((row) => row.section === 'production');
    expect(design.every((row) => row.design === '-Roof')).toBe(true);
    expect(design.find((row) => row.metric === 'Annual production')).toMatchObject({ value: 1_612_345.6, unit: 'kWh' });
    expect(design.find((row) => row.metric === 'Capacity factor (AC)')?.value).toBe(0.2209);
    const monthly = design.filter((row) => /^[A-Z][a-z]+ production$/.test(String(row.metric)) && row.metric !== 'Annual production');
    expect(monthly.map((row) => row.value)).toEqual(production.monthlyKWh);
    expect(monthly[0]?.metric).toBe('January production');
    expect(design.find((row) => row.metric === 'July production')?.value).toBe(175_000);
    expect(design.find((row) => row.metric === 'Weather station distance')).toMatchObject({ value: 3.2, unit: 'km' });
  });

  it("holds each design's PPA price as computed, its escalation and term, and an empty price when the calculator could not price it", () => {
    const rows = siteExportRows(site, answer).filter((row) => row.section === 'ppa');
    expect(rows.map(({ design, metric, value, unit }) => [design, metric, value, unit])).toEqual([
      ['-Roof', 'PPA price, year 1 (after tax)', 0.065194479, 'USD/kWh'],
      ['-Roof', 'PPA escalation', 0.02, 'fraction/yr'],
      ['-Roof', 'PPA term', 25, 'years'],
    ]);
    const unpriced = {
      ...answer,
      designs: [
        { ...answer.designs[0]!, ppa: { pricePerKWh: null, inputs: {}, escalation: 0.02, termYears: 25, reason: 'No PPA price: …' } },
      ],
    };
    expect(siteExportRows(site, unpriced).find((row) => row.metric === 'PPA price, year 1 (after tax)')?.value).toBe('');
  });

  it('writes the bills without the battery row when there is none, and an empty IRR when there is no IRR', () => {
    const rows = siteExportRows(site, answer);
    expect(rows.filter((row) => row.section === 'bill').map((row) => row.metric)).toEqual([
      'Tariff',
      'Year-1 bill with no system',
      'Year-1 bill with PV',
    ]);
    // Dollars to the cent: what follows is the solver's tolerance.
    expect(rows.find((row) => row.metric === 'Year-1 bill with no system')?.value).toBe(120_000);
    expect(rows.find((row) => row.metric === 'Year-1 bill with PV')?.value).toBe(80_000.88);
    expect(rows.find((row) => row.metric === 'IRR (after tax)')?.value).toBe('');
    expect(rows.find((row) => row.metric === 'Payback')?.value).toBe(7.5);
    // A price per kWh as computed: to the cent it would read $0.07.
    expect(rows.find((row) => row.metric === 'LCOE of the PV (after tax)')).toMatchObject({ value: 0.073456789, unit: 'USD/kWh' });
  });

  it('writes the lease per acre and every warning; no prescreen rows without a prescreen', () => {
    const rows = siteExportRows(site, answer);
    expect(rows.filter((row) => row.section === 'land lease').map((row) => row.value)).toEqual([600, 900, 1200]);
    expect(rows.filter((row) => row.section === 'warnings').map((row) => row.value)).toEqual(answer.warnings);
    expect(rows.some((row) => row.section === 'interconnection')).toBe(false);
  });
});

describe('siteExportCsv', () => {
  it('parses back, and the names users type are neutralised against formulas while the numbers stay numbers', () => {
    const rows = readBack(siteExportCsv(site, answer));
    expect(Object.keys(rows[0]!)).toEqual(['section', 'design', 'metric', 'value', 'unit']);
    expect(valueOf(rows, 'Name')).toBe(`'${site.name}`);
    expect(rows.find((row) => row.section === 'production')?.design).toBe("'-Roof");
    expect(valueOf(rows, 'Longitude')).toBe('-112.07');
    expect(Number(valueOf(rows, 'Annual production'))).toBe(production.annualKWh);
  });
});

describe('siteExportJson', () => {
  it("carries the site's inputs, not its owner's state, with the answer and when it was written", () => {
    const exported = siteExportJson({ ...site, shared: true } as typeof site, answer, new Date('2026-11-28T12:00:00Z'));
    expect(Object.keys(exported.site)).not.toContain('shared');
    expect(exported).toMatchObject({ site: { id: 12, state: 'AZ' }, answer, generatedAt: '2026-11-28T12:00:00.000Z' });
  });
});
