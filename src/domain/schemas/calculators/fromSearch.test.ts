import { describe, expect, it } from 'vitest';
import { fromSearch } from './fromSearch.ts';
import { BESS_SEARCH_FORM } from './bess.ts';
import { LEASE_SEARCH_FORM } from './landLeaseForm.ts';
import { PPA_SEARCH_FORM } from './ppaFull.ts';
import { INTERCONNECTION_SEARCH_FORM } from './interconnection.ts';

describe("a calculator's inputs from its URL", () => {
  it('reads every valid PPA input in API units, the mode and the state', () => {
    expect(
      fromSearch(
        PPA_SEARCH_FORM,
        'systemSizeMW=12.5&epcPricePerW=1.1&wacc=0.07&itcPercent=40&omCostPerKWYear=20&degradationPercent=0.004&termYears=30&escalationPercent=0.02&targetPPA=0.09&solveFor=epc&state=tx',
      ),
    ).toEqual({
      systemSizeMW: 12.5,
      epcPricePerW: 1.1,
      wacc: 0.07,
      itcPercent: 40,
      omCostPerKWYear: 20,
      degradationPercent: 0.004,
      termYears: 30,
      escalationPercent: 0.02,
      targetPPA: 0.09,
      solveFor: 'epc',
      state: 'TX',
    });
  });

  it('leaves out what the schema refuses and keeps the rest', () => {
    expect(fromSearch(PPA_SEARCH_FORM, 'systemSizeMW=5000&wacc=abc&termYears=12.5&itcPercent=35&solveFor=lcoe&state=ZZ')).toEqual({
      itcPercent: 35,
    });
    expect(fromSearch(LEASE_SEARCH_FORM, 'acres=0&distanceToSubstation=3&state=WA&address=%20')).toEqual({ distanceToSubstation: 3 });
    expect(fromSearch(BESS_SEARCH_FORM, 'peak=2&offPeak=0.05&roundTripEfficiency=90&includeResilience=yes&cyclesPerMonth=20')).toEqual({
      offPeak: 0.05,
      cyclesPerMonth: 20,
    });
  });

  it('reads nothing from an empty or foreign query', () => {
    expect(fromSearch(PPA_SEARCH_FORM, '')).toEqual({});
    expect(fromSearch(LEASE_SEARCH_FORM, new URLSearchParams({ utm_source: 'mail' }))).toEqual({});
  });

  it('reads the land lease and BESS inputs a saved run carries', () => {
    expect(fromSearch(LEASE_SEARCH_FORM, 'acres=320&distanceToSubstation=1.5&state=NC&address=1+Farm+Rd')).toEqual({
      acres: 320,
      distanceToSubstation: 1.5,
      state: 'NC',
      address: '1 Farm Rd',
    });
    expect(
      fromSearch(
        BESS_SEARCH_FORM,
        'batteryCapacityKW=2000&batteryCapacityKWh=8000&demandChargeRate=18&peak=0.3&offPeak=0.1&roundTripEfficiency=0.88&cyclesPerMonth=25&includeResilience=true',
      ),
    ).toEqual({
      batteryCapacityKW: 2000,
      batteryCapacityKWh: 8000,
      demandChargeRate: 18,
      peak: 0.3,
      offPeak: 0.1,
      roundTripEfficiency: 0.88,
      cyclesPerMonth: 25,
      includeResilience: true,
    });
  });

  it('reads the interconnection prescreen inputs, leaving out a region that does not serve the state', () => {
    expect(
      fromSearch(
        INTERCONNECTION_SEARCH_FORM,
        'state=TX&systemSizeMW=200&technology=hybrid&distanceToSubstationMiles=5&region=spp&substationAvailableMW=300&queuedAheadMW=120',
      ),
    ).toEqual({
      state: 'TX',
      systemSizeMW: 200,
      technology: 'hybrid',
      distanceToSubstationMiles: 5,
      region: 'spp',
      substationAvailableMW: 300,
      queuedAheadMW: 120,
    });
    expect(fromSearch(INTERCONNECTION_SEARCH_FORM, 'state=PA&region=ercot&technology=wind&systemSizeMW=20')).toEqual({
      state: 'PA',
      systemSizeMW: 20,
    });
  });

  it('reads a levered after-tax PPA run, its debt arriving flat as a saved run spreads it', () => {
    expect(
      fromSearch(
        PPA_SEARCH_FORM,
        'solveFor=ppa&taxMode=after-tax&incentive=ptc&ptcPerKWh=0.03&dscr=1.3&tenorYears=18&interestRate=0.06&targetEquityIrr=0.1&otherCapexPerW=0.1',
      ),
    ).toEqual({
      solveFor: 'ppa',
      taxMode: 'after-tax',
      incentive: 'ptc',
      ptcPerKWh: 0.03,
      dscr: 1.3,
      tenorYears: 18,
      interestRate: 0.06,
      targetEquityIrr: 0.1,
      otherCapexPerW: 0.1,
    });
  });
});
