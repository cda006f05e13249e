import { describe, expect, it } from 'vitest';
import { calculatorHref } from '../calculatorLinks.ts';
import { fromSearch, type SearchForm } from '../schemas/calculators/fromSearch.ts';
import { INTERCONNECTION_SEARCH_FORM } from '../schemas/calculators/interconnection.ts';
import { LEASE_SEARCH_FORM } from '../schemas/calculators/landLeaseForm.ts';
import { SOLAR_SEARCH_FORM } from '../schemas/calculators/solar.ts';
import { defaultDesign } from './design.ts';
import { siteToolInputs } from './toolInputs.ts';

const site = {
  latitude: 33.4484,
  longitude: -112.074,
  state: 'AZ',
  designs: [
    { ...defaultDesign(), pv: { ...defaultDesign().pv, tracking: 'single-axis' as const }, battery: { powerKW: 500, energyKWh: 2000 } },
  ],
  interconnection: { distanceToSubstationMiles: 2, interconnectionVoltageKV: 34.5 },
  land: { acres: 40 },
  usage: null,
  economics: null,
};

describe("a site's inputs to each tool", () => {
  const inputs = siteToolInputs(site);

  it('are what each calculator reads back from its link: the page opens with every input the site computed with', () => {
    for (const [type, key, form] of [
      ['solar', 'production:d1', SOLAR_SEARCH_FORM],
      ['interconnection', 'interconnection', INTERCONNECTION_SEARCH_FORM],
      ['land_lease', 'landLease', LEASE_SEARCH_FORM],
    ] as const) {
      const given = inputs[key] as Record<string, unknown>;
      const href = calculatorHref({ type, inputs: given });
      expect(fromSearch(form as SearchForm<string>, href.split('?')[1]!), key).toEqual(given);
    }
  });

  it("size the prescreen from the first design's AC (PV kWdc over DC/AC, plus the battery's kW), a hybrid with a battery", () => {
    expect(inputs.interconnection).toEqual({
      state: 'AZ',
      systemSizeMW: 1.333,
      technology: 'hybrid',
      distanceToSubstationMiles: 2,
      interconnectionVoltageKV: 34.5,
    });
    expect(inputs.landLease).toEqual({ acres: 40, distanceToSubstation: 2, state: 'AZ' });
    expect(Object.keys(inputs).sort()).toEqual(['interconnection', 'landLease', 'production:d1']);
  });
});
