import { describe, expect, it } from 'vitest';
import { EXAMPLE_TARIFFS, isExampleTariffId, loadExampleTariff, type ExampleTariff, type ExampleTariffId } from './exampleTariffs.ts';
import type { Tariff } from './model.ts';
import { readUrdbTariff } from './urdb.ts';

/** Every file in data/tariffs/, by name, as parsed JSON (read by the bundler: src/domain does no I/O). */
const FILES = new Map(
  Object.entries(import.meta.glob<unknown>('./data/tariffs/*.json', { import: 'default', eager: true })).map(([path, json]) => [
    path.slice(path.lastIndexOf('/') + 1),
    json,
  ]),
);

/** The fields a trimmed record may keep: what the reader uses, and the rate's name, label, sector, dates and page. */
const KEPT_FIELDS = new Set([
  ...['label', 'utility', 'name', 'sector', 'startdate', 'enddate', 'uri'],
  ...['energyratestructure', 'energyweekdayschedule', 'energyweekendschedule'],
  ...['demandratestructure', 'demandweekdayschedule', 'demandweekendschedule', 'demandrateunit', 'demandRateUnits'],
  ...['flatdemandstructure', 'flatdemandmonths', 'flatdemandunit', 'flatDemandUnits'],
  ...['fixedchargefirstmeter', 'fixedchargeunits', 'fixedmonthlycharge'],
]);

/** A hand-picked figure of each tariff, read off its URDB record. */
const FIGURES: Record<ExampleTariffId, (tariff: Tariff) => void> = {
  'pge-e19-2019': (tariff) => {
    // Summer (July) weekday 12:00: peak, $0.16484/kWh and $20.97/kW; $19.53/kW maximum demand; $19.71253 a day.
    expect(tariff.energyRates[tariff.energyWeekday[6]![12]!]).toBe(0.16484);
    expect(tariff.demandRates[tariff.demandWeekday[6]![12]!]).toBe(20.97);
    expect(tariff.flatDemandRates[tariff.flatDemandMonths[6]!]).toBe(19.53);
    expect(tariff.fixedCharge).toEqual({ amount: 19.71253, per: 'day' });
  },
  'sce-gs2-tou-b-2015': (tariff) => {
    // Summer weekday 12:00: on-peak $0.1355/kWh and $18.11/kW; $13.20/kW every month; $259.20 a month.
    expect(tariff.energyRates[tariff.energyWeekday[6]![12]!]).toBe(0.1355);
    expect(tariff.demandRates[tariff.demandWeekday[6]![12]!]).toBe(18.11);
    expect(tariff.flatDemandRates).toEqual([13.2]);
    expect(tariff.fixedCharge).toEqual({ amount: 259.2, per: 'month' });
  },
  'sdge-al-tou-2024': (tariff) => {
    // Summer weekday 17:00: on-peak 0.01874 + 0.20968 $/kWh and 30.80 + 14.81 $/kW; $30.63/kW maximum demand; $766.91 a month.
    expect(tariff.energyRates[tariff.energyWeekday[6]![17]!]).toBe(0.22842);
    expect(tariff.demandRates[tariff.demandWeekday[6]![17]!]).toBe(45.61);
    expect(tariff.flatDemandRates).toEqual([30.63]);
    expect(tariff.fixedCharge).toEqual({ amount: 766.91, per: 'month' });
  },
  'peco-gs-ht-2014': (tariff) => {
    // One energy price, 0.0015 + 0.0684 $/kWh; demand 3.55 + 1.71 $/kW on the month's maximum only; $298.92 a month.
    expect(tariff.energyRates).toEqual([0.0699]);
    expect(tariff.demandRates).toEqual([]);
    expect(tariff.flatDemandRates).toEqual([5.26]);
    expect(tariff.fixedCharge).toEqual({ amount: 298.92, per: 'month' });
  },
};

describe('EXAMPLE_TARIFFS', () => {
  const examples: readonly ExampleTariff[] = EXAMPLE_TARIFFS;

  it.each(examples)('$id says where it came from, under what licence, and which edition it is', (example) => {
    expect(example.title).toMatch(/\S/);
    expect(example.source.repository).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(example.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(example.source.path).toMatch(/\S/);
    expect(example.source.within).toMatch(/\S/);
    expect(example.licence).toMatch(/CC BY 4\.0/);
    expect(example.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(example.urdbLabel).toMatch(/^[0-9a-f]{24}$/);
    expect(example.note).toMatch(/^Rates change: this is the edition of /);
  });

  it('has one file for each example, and no file without one', () => {
    expect(new Set(FILES.keys())).toEqual(new Set(examples.map((example) => example.file)));
    expect(new Set(examples.map((example) => example.id)).size).toBe(examples.length);
    expect(examples.every((example) => isExampleTariffId(example.id) && example.file === `${example.id}.json`)).toBe(true);
    expect(isExampleTariffId('toString')).toBe(false);
  });

  it.each(examples)('$file keeps only the fields the reader uses and the description', (example) => {
    const record = FILES.get(example.file) as Record<string, unknown>;
    expect(Object.keys(record).filter((field) => !KEPT_FIELDS.has(field))).toEqual([]);
  });

  it.each(examples)('$id reads without error, is the edition its entry says, and has its figures', async (example) => {
    const { tariff, info } = readUrdbTariff(await loadExampleTariff(example.id as ExampleTariffId));
    expect(info.label).toBe(example.urdbLabel);
    expect(info.effectiveDate).toBe(example.effectiveDate);
    expect(info.endDate).toBe(example.endDate);
    expect(info.sector).toBe(example.sector);
    FIGURES[example.id as ExampleTariffId](tariff);
  });
});
