import { describe, expect, it } from 'vitest';
import { calculatorHref } from '../calculatorLinks.ts';
import { fromSearch, type SearchForm } from '../schemas/calculators/fromSearch.ts';
import { INTERCONNECTION_SEARCH_FORM } from '../schemas/calculators/interconnection.ts';
import { LEASE_SEARCH_FORM } from '../schemas/calculators/landLeaseForm.ts';
import { SOLAR_SEARCH_FORM } from '../schemas/calculators/solar.ts';
import { defaultDesign } from './design.ts';
import { sitePpaRequest } from './sitePpa.ts';
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
    expect(Object.keys(inputs).sort()).toEqual(['interconnection', 'landLease', 'ppa:d1', 'production:d1']);
  });

  it("price each design's PV from its production and the site's finance assumptions, their defaults where the site has none", () => {
    expect(inputs['ppa:d1']).toEqual({ production: inputs['production:d1'], economics: null });
    expect(sitePpaRequest(null, site.designs[0]!)).toMatchObject({ epcPricePerW: 1.8, itcPercent: 30, termYears: 25, wacc: 0.08 });
    const economics = {
      pv: { capexPerW: 1.1, itcPercent: 30, itcAdderPercent: 10 },
      analysisYears: 20,
      discountRatePercent: 7,
      incomeTaxPercent: 26,
    };
    expect(sitePpaRequest(economics, site.designs[0]!)).toMatchObject({
      epcPricePerW: 1.1,
      itcPercent: 40,
      omCostPerKWYear: 18,
      termYears: 20,
      wacc: 0.07,
      federalTaxRate: 0.26,
      escalationPercent: 0.02,
    });
  });
});
