import { describe, expect, it } from 'vitest';
import { defaultDesign } from './design.ts';
import { siteChangeFromTool } from './fromTools.ts';
import { sitePpaRequest } from './sitePpa.ts';
import { siteToolInputs } from './toolInputs.ts';

/** A calculator's inputs back into the site: the reverse of what the site asks each tool. */

const first = defaultDesign();
const second = { ...defaultDesign(), id: 'd2', name: 'Trackers', battery: { powerKW: 50, energyKWh: 200 } };
const site = {
  latitude: 33.45,
  longitude: -112.07,
  state: 'AZ',
  designs: [first, second],
  interconnection: { distanceToSubstationMiles: 2 },
  land: { acres: 40 },
  usage: null,
  economics: null,
};

describe('siteChangeFromTool', () => {
  it("takes the solar calculator's array as the named design's, leaving the point (a coordinate typed there) and the other designs", () => {
    const request = { ...siteToolInputs(site)['production:d2']!, latitude: 40, systemSizeKWdc: 2500, tracking: 'single-axis', gcr: 0.35 };
    const change = siteChangeFromTool(site, 'solar', request as Record<string, unknown>, 'd2');
    expect(change).toEqual({
      designs: [first, { ...second, pv: { ...second.pv, systemSizeKWdc: 2500, tracking: 'single-axis', gcr: 0.35 } }],
    });
    // What the site then asks the solar model is what the calculator was asked, at the site's own point.
    const after = { ...site, designs: change!.designs! };
    expect(siteToolInputs(after)['production:d2']).toEqual({ ...request, latitude: 33.45 });
    expect(siteChangeFromTool(site, 'solar', request as Record<string, unknown>, 'd9')).toBeNull();
  });

  it("takes the prescreen's distance and pre-application figures, and the lease's acres", () => {
    const prescreen = {
      state: 'TX',
      systemSizeMW: 50,
      technology: 'solar',
      distanceToSubstationMiles: 3.5,
      interconnectionVoltageKV: 34.5,
    };
    expect(siteChangeFromTool(site, 'interconnection', prescreen)).toEqual({
      interconnection: { distanceToSubstationMiles: 3.5, interconnectionVoltageKV: 34.5 },
    });
    expect(siteChangeFromTool(site, 'land_lease', { acres: 120, distanceToSubstation: 2, state: 'AZ' })).toEqual({ land: { acres: 120 } });
  });

  it("takes the BESS calculator's battery as the named design's, its power and energy, leaving the rest of the design", () => {
    const request = { batteryCapacityKW: 250, batteryCapacityKWh: 1000, demandChargeRate: 18, touRates: { peak: 0.3, offPeak: 0.1 } };
    expect(siteChangeFromTool(site, 'bess_value', request, 'd2')).toEqual({
      designs: [first, { ...second, battery: { powerKW: 250, energyKWh: 1000 } }],
    });
    // Opened for the site without a design: its first; a design it no longer has: nothing to save.
    expect(siteChangeFromTool(site, 'bess_value', request)?.designs?.[0]).toEqual({ ...first, battery: { powerKW: 250, energyKWh: 1000 } });
    expect(siteChangeFromTool(site, 'bess_value', request, 'd9')).toBeNull();
  });

  it("takes the PPA calculator's costs, term, WACC, escalation and taxes as the site's finance assumptions: the site then prices what the calculator priced", () => {
    const economics = { pv: { capexPerW: 1.6, itcAdderPercent: 10 }, battery: { capexPerKWh: 350 }, macrsYears: 5 as const };
    const priced = { ...site, economics };
    const request = {
      ...sitePpaRequest(economics, first),
      epcPricePerW: 1.35,
      itcPercent: 50,
      omCostPerKWYear: 16.5,
      degradationPercent: 0.0045,
      termYears: 30,
      wacc: 0.07,
      escalationPercent: 0.015,
      federalTaxRate: 0.26,
      bonusDepreciationPercent: 60,
      specificYieldKWhPerKW: 1850,
    };
    const change = siteChangeFromTool(priced, 'ppa_epc', request);
    expect(change).toEqual({
      economics: {
        pv: { capexPerW: 1.35, itcPercent: 40, itcAdderPercent: 10, omPerKWYear: 16.5, degradationPercent: 0.45 },
        battery: { capexPerKWh: 350 },
        macrsYears: 5,
        analysisYears: 30,
        discountRatePercent: 7,
        tariffEscalationPercent: 1.5,
        incomeTaxPercent: 26,
        bonusDepreciationPercent: 60,
      },
    });
    const { specificYieldKWhPerKW: _yield, ...asked } = request;
    expect(sitePpaRequest(change!.economics!, first)).toEqual(asked);
    // A pre-tax solve has no taxes to keep; an ITC under the site's adders takes them down with it.
    const preTax = siteChangeFromTool(priced, 'ppa_epc', { ...request, taxMode: 'pre-tax', itcPercent: 6 })!.economics!;
    expect(preTax).not.toHaveProperty('incomeTaxPercent');
    expect(preTax.pv).toMatchObject({ itcPercent: 0, itcAdderPercent: 6 });
  });
});
