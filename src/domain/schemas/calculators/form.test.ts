import { describe, expect, it } from 'vitest';
import { calculatorHref } from '../../calculatorRuns.ts';
import type { CalculatorType } from '../../constants.ts';
import { BESS_DEFAULTS, BESS_FORM } from './bess.ts';
import type { CalculatorForm, FormState } from './form.ts';
import { fromSearch, toSearch } from './fromSearch.ts';
import { INTERCONNECTION_FORM } from './interconnection.ts';
import { LEASE_FORM } from './landLeaseForm.ts';
import { numbersOf } from './numbers.ts';
import { PPA_FORM } from './ppaFull.ts';

/** The request a form's state asks for, as the page sends it (JSON: a field left out is absent). */
function requestOf(form: CalculatorForm, state: FormState): Record<string, unknown> {
  return JSON.parse(JSON.stringify(form.request(form.schema.parse(form.input(state)))));
}

/** The state a page fills in from the URL the request writes (the address bar after Calculate). */
function reopened(form: CalculatorForm, type: CalculatorType, request: Record<string, unknown>): FormState {
  // The address bar after Calculate; a saved run's link reads the same.
  expect(calculatorHref({ type, inputs: request }).split('?')[1]).toBe(toSearch(request));
  return { ...form.initial, ...form.fill(fromSearch(form.search, toSearch(request))) };
}

describe('toSearch', () => {
  it("lays a request out as a saved run's link does: API units, nested objects flat", () => {
    const request = { batteryCapacityKW: 2000, touRates: { peak: 0.3, offPeak: 0.1 }, includeResilience: true, capexPerKWh: undefined };
    expect(toSearch(request)).toBe('batteryCapacityKW=2000&peak=0.3&offPeak=0.1&includeResilience=true');
    expect(calculatorHref({ type: 'bess_value', inputs: request })).toBe(`/tools/bess-calculator?${toSearch(request)}`);
  });
});

describe('numbersOf', () => {
  it('parses field text, leaving a blank out so the schema says Required', () => {
    expect(numbersOf({ a: '6.5', b: ' ', c: 'x', d: true }, ['a', 'b', 'c', 'd'])).toEqual({ a: 6.5, b: undefined, c: NaN, d: undefined });
  });
});

describe.each([
  ['ppa_epc', PPA_FORM],
  ['land_lease', LEASE_FORM],
  ['bess_value', BESS_FORM],
  ['interconnection', INTERCONNECTION_FORM],
] as const)('%s form', (type, form) => {
  it('opens valid, and its URL gives back the request it sent', () => {
    const request = requestOf(form, form.initial);
    expect(requestOf(form, reopened(form, type, request))).toEqual(request);
  });
});

describe('the BESS form', () => {
  it('shows percent and sends fractions; the window, fade and period always, the cost inputs with an installed cost only', () => {
    expect(requestOf(BESS_FORM, BESS_FORM.initial)).toEqual({
      ...BESS_DEFAULTS,
      dischargeWindowHours: 4,
      degradationPercent: 0.025,
      analysisYears: 15,
    });
    expect(BESS_FORM.initial).toMatchObject({
      peak: '0.25',
      roundTripEfficiency: '90',
      discountRate: '8',
      capexPerKWh: '',
      includeResilience: false,
    });
    const costed = { ...BESS_FORM.initial, capexPerKWh: '400', discountRate: '7', includeResilience: true };
    expect(requestOf(BESS_FORM, costed)).toMatchObject({ capexPerKWh: 400, itcPercent: 30, omPerKWYear: 10, discountRate: 0.07 });
    expect(reopened(BESS_FORM, 'bess_value', requestOf(BESS_FORM, costed))).toMatchObject({
      capexPerKWh: '400',
      discountRate: '7',
      roundTripEfficiency: '90',
      degradationPercent: '2.5',
      includeResilience: true,
    });
  });
});

describe('the PPA form', () => {
  const afterTax = { ...PPA_FORM.initial, taxMode: 'after-tax' };

  it('opens on the defaults, rates in percent', () => {
    expect(PPA_FORM.initial).toMatchObject({
      wacc: '6.5',
      degradationPercent: '0.5',
      escalationPercent: '2.5',
      targetPPA: '0.08',
      inflationRate: '2.5',
      federalTaxRate: '21',
      incentive: 'itc',
      useDebt: false,
      debtInterestRate: '6',
      targetEquityIrr: '10',
    });
  });

  it('leaves out the price the tab solves for', () => {
    expect(requestOf(PPA_FORM, PPA_FORM.initial)).not.toHaveProperty('targetPPA');
    const epc = requestOf(PPA_FORM, { ...PPA_FORM.initial, solveFor: 'epc' });
    expect(epc).toMatchObject({ solveFor: 'epc', targetPPA: 0.08 });
    expect(epc).not.toHaveProperty('epcPricePerW');
  });

  it('claims no ITC with the PTC, and sends the PTC only with it', () => {
    expect(requestOf(PPA_FORM, afterTax)).toMatchObject({ incentive: 'itc', itcPercent: 30 });
    expect(requestOf(PPA_FORM, afterTax)).not.toHaveProperty('ptcPerKWh');
    // The ITC field is hidden with the PTC: what it holds, valid or not, is not sent.
    expect(requestOf(PPA_FORM, { ...afterTax, incentive: 'ptc', itcPercent: '99' })).toMatchObject({
      incentive: 'ptc',
      itcPercent: 0,
      ptcPerKWh: 0.03,
    });
  });

  it('nests the debt and sends its rates as fractions; the URL lays it out flat and the form reads it back in percent', () => {
    const levered = { ...afterTax, useDebt: true, debtInterestRate: '6.5', targetEquityIrr: '11' };
    const request = requestOf(PPA_FORM, levered);
    expect(request).toMatchObject({
      debt: { dscr: 1.3, tenorYears: 18, interestRate: 0.065 },
      targetEquityIrr: 0.11,
      federalTaxRate: 0.21,
    });
    expect(reopened(PPA_FORM, 'ppa_epc', request)).toMatchObject({
      useDebt: true,
      debtInterestRate: '6.5',
      targetEquityIrr: '11',
      taxMode: 'after-tax',
    });
  });
});

describe('the prescreen form', () => {
  it('sends a region only for a state served by more than one', () => {
    expect(requestOf(INTERCONNECTION_FORM, { ...INTERCONNECTION_FORM.initial, region: 'spp' })).not.toHaveProperty('region');
    expect(requestOf(INTERCONNECTION_FORM, { ...INTERCONNECTION_FORM.initial, state: 'TX', region: 'spp' })).toMatchObject({
      state: 'TX',
      region: 'spp',
    });
  });
});
