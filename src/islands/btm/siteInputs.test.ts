import { describe, expect, it } from 'vitest';
import { ILLUSTRATIVE_EXPORT_TABLE } from '~/domain/btm/exampleExportTable';
import { defaultDesign } from '~/domain/sites/design';
import { siteOf } from '../../../tests/fixtures/sites';
import { INITIAL_BTM_INPUTS } from './btmInputs';
import { optimizerInputsOfSite } from './siteInputs';

/** The optimizer's form filled from a site: what the site bills, as the form's fields. */

const design = {
  ...defaultDesign(),
  pv: { ...defaultDesign().pv, systemSizeKWdc: 750, tracking: 'single-axis' as const },
  battery: { powerKW: 200, energyKWh: 800 },
};
const applied = (opening: ReturnType<typeof optimizerInputsOfSite>) =>
  Object.fromEntries(
    Object.entries(opening.changes).map(([section, update]) => [
      section,
      {
        ...INITIAL_BTM_INPUTS[section as keyof typeof INITIAL_BTM_INPUTS],
        ...(update as (current: unknown) => object)(INITIAL_BTM_INPUTS[section as keyof typeof INITIAL_BTM_INPUTS]),
      },
    ]),
  );

describe("the optimizer's form from a site", () => {
  it("takes the reference building in the site's nearest climate, the example tariff and its export rule, no daylight saving in Arizona, PV at the point, the design's battery", () => {
    const site = siteOf({
      designs: [design],
      usage: {
        load: { kind: 'warehouse', annualKWh: 900_000 },
        tariff: { example: 'sce-gs2-tou-b-2015' },
        export: { rule: 'flat', pricePerKWh: 0.03 },
      },
    });
    const opening = optimizerInputsOfSite(site, design);
    const form = applied(opening);
    expect(form.load).toMatchObject({
      mode: 'typical',
      typical: { kind: 'warehouse', annualKWh: '900000', climate: 'phoenix', peakKW: '' },
    });
    expect(form.tariff).toMatchObject({
      mode: 'example',
      exampleId: 'sce-gs2-tou-b-2015',
      exportRule: 'flat',
      exportPrice: '0.03',
      daylightSaving: false,
    });
    expect(form.pv).toMatchObject({
      mode: 'model',
      model: { latitude: '33.4484', longitude: '-112.074', state: '', systemSizeKWdc: '750', tracking: 'single-axis' },
    });
    expect(form.battery).toMatchObject({ limits: { powerKW: '200', energyKWh: '800', roundTripEfficiency: '88' }, size: false });
    expect(opening.loadFile).toBeUndefined();
    expect(opening.notes).toEqual([]);
  });

  it("takes the site's interval data as its load file and a URDB record as pasted JSON; export prices it cannot show are said, not shown", () => {
    const metered = { name: 'meter.csv', intervalMinutes: 60 as const, year: 2023, annualKWh: 8760, peakKW: 1, sha256: 'a'.repeat(64) };
    const urdb = { name: 'My rate', energyratestructure: [[{ rate: 0.2 }]] };
    const site = siteOf({
      state: 'CA',
      designs: [{ ...design, battery: null }],
      usage: { load: { metered }, tariff: { urdb }, export: { rule: 'net-billing', prices: new Array(8760).fill(0.05) } },
    });
    const opening = optimizerInputsOfSite(site, site.designs[0]!, { ...metered, loadKW: new Array(8760).fill(1) });
    const form = applied(opening);
    expect(form.load).toMatchObject({ mode: 'file' });
    expect(opening.loadFile).toMatchObject({ name: 'meter.csv', content: { intervalMinutes: 60, year: 2023, annualKWh: 8760, peakKW: 1 } });
    expect(form.tariff).toMatchObject({ mode: 'urdb', exportRule: 'none', daylightSaving: true });
    expect(JSON.parse((form.tariff as { urdbText: string }).urdbText)).toEqual(urdb);
    expect(opening.changes.battery).toBeUndefined();
    expect(opening.notes).toEqual(["The site's export prices are its own: the form cannot show them, so exports earn nothing here."]);
    const table = siteOf({
      usage: {
        load: { kind: 'office', annualKWh: 1e6 },
        tariff: { example: 'pge-e19-2019' },
        export: { rule: 'net-billing', table: ILLUSTRATIVE_EXPORT_TABLE },
      },
    });
    expect(applied(optimizerInputsOfSite(table, table.designs[0]!)).tariff).toMatchObject({ exportRule: 'net-billing-table' });
  });

  it('keeps the form its own where the site has no usage, and says so', () => {
    const site = siteOf();
    const opening = optimizerInputsOfSite(site, site.designs[0]!);
    expect(Object.keys(opening.changes)).toEqual(['pv']);
    expect(opening.notes).toEqual(['The site has no load or tariff yet: the form keeps its own.']);
  });
});
