import { describe, expect, it } from 'vitest';
import { ILLUSTRATIVE_EXPORT_TABLE } from './exampleExportTable.ts';
import { EXAMPLE_TARIFFS, loadExampleTariff } from './exampleTariffs.ts';
import { readUrdbTariff } from './urdb.ts';

describe('the illustrative export table', () => {
  it('is 12 months × 24 hours × weekday, weekend, and never pays more than an example tariff charges for import', async () => {
    expect(ILLUSTRATIVE_EXPORT_TABLE).toHaveLength(12);
    for (const hours of ILLUSTRATIVE_EXPORT_TABLE) {
      expect(hours).toHaveLength(24);
      for (const pair of hours) expect(pair).toHaveLength(2);
    }
    const highest = ILLUSTRATIVE_EXPORT_TABLE.flat(2).reduce((most, price) => Math.max(most, price), 0);
    for (const { id } of EXAMPLE_TARIFFS) {
      const { tariff } = readUrdbTariff(await loadExampleTariff(id));
      const cheapest = tariff.energyRates.reduce((least, rate) => Math.min(least, rate), Infinity);
      expect(highest, id).toBeLessThan(cheapest);
    }
  });
});
