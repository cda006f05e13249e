import { describe, expect, it } from 'vitest';
import { fromSearch } from '../schemas/calculators/fromSearch.ts';
import { PPA_SEARCH_FORM } from '../schemas/calculators/ppaFull.ts';
import { btmEconomicsSchema } from '../schemas/calculators/btmEconomics.ts';
import { ECONOMICS_FORM_INITIAL, economicsFromForm } from './economicsForm.ts';
import { ppaCalculatorHref, ppaRequestOf } from './ppaHandOff.ts';

describe('economicsFromForm', () => {
  it("makes a request the API's schema takes, blanks left to the defaults, the modelled PV's size as its reference", () => {
    const economics = economicsFromForm({ ...ECONOMICS_FORM_INITIAL, batteryFixedCost: '25000', itcAdderPercent: '10' }, 500);
    expect(btmEconomicsSchema.safeParse(economics).success).toBe(true);
    expect(economics.pv).toMatchObject({ referenceKW: 500, itcAdderPercent: 10, capexPerW: 1.8 });
    expect(economics.pv).not.toHaveProperty('maxKW');
    expect(economics.battery).toMatchObject({ fixedCost: 25000, itcAdderPercent: 10 });
    expect(economics.battery).not.toHaveProperty('replacementYear');
  });

  it('takes the size typed for uploaded PV hours', () => {
    expect(economicsFromForm({ ...ECONOMICS_FORM_INITIAL, pvReferenceKW: '250' }, undefined).pv?.referenceKW).toBe(250);
  });
});

describe('ppaCalculatorHref', () => {
  it("is read back by the PPA calculator's own URL form: size, EPC price, ITC, O&M, yield, term, WACC and taxes, after tax", () => {
    const href = ppaCalculatorHref(
      ppaRequestOf({
        pvKW: 731.6,
        capexPerW: 1.8,
        itcPercent: 30,
        omPerKWYear: 18,
        degradationPercent: 0.5,
        analysisYears: 25,
        discountRatePercent: 8,
        tariffEscalationPercent: 2,
        incomeTaxPercent: 21,
        bonusDepreciationPercent: 100,
      }),
      1_170_560 / 731.6,
    );
    expect(href.startsWith('/tools/ppa-calculator?')).toBe(true);
    expect(fromSearch(PPA_SEARCH_FORM, href.split('?')[1]!)).toEqual({
      systemSizeMW: 0.7316,
      epcPricePerW: 1.8,
      itcPercent: 30,
      omCostPerKWYear: 18,
      degradationPercent: 0.005,
      escalationPercent: 0.02,
      termYears: 25,
      wacc: 0.08,
      federalTaxRate: 0.21,
      bonusDepreciationPercent: 100,
      specificYieldKWhPerKW: 1600,
      taxMode: 'after-tax',
      solveFor: 'ppa',
    });
  });

  it("caps the ITC at the calculator's 50 %, never escalates the price down, and passes the yield to a tenth", () => {
    const request = ppaRequestOf({
      pvKW: 2000,
      capexPerW: 1.5,
      itcPercent: 60,
      omPerKWYear: 15,
      degradationPercent: 0.4,
      analysisYears: 30,
      discountRatePercent: 7,
      tariffEscalationPercent: -1,
      incomeTaxPercent: 26,
      bonusDepreciationPercent: 0,
    });
    expect(request).toMatchObject({
      systemSizeMW: 2,
      itcPercent: 50,
      escalationPercent: 0,
      termYears: 30,
      wacc: 0.07,
      federalTaxRate: 0.26,
    });
    expect(new URL(ppaCalculatorHref(request, 1712.3456), 'http://x').searchParams.get('specificYieldKWhPerKW')).toBe('1712.3');
  });
});
