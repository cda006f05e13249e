import { describe, expect, it } from 'vitest';
import {
  BESS_DEFAULTS,
  BESS_FORM_BOUNDS,
  BESS_OPTIONAL_BOUNDS,
  BESS_SEARCH_FORM,
  bessFormSchema,
  bessRequestFromForm,
  bessRequestSchema,
} from './bess.ts';
import { fromSearch } from './fromSearch.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('BESS form', () => {
  const form = { ...BESS_DEFAULTS, roundTripEfficiency: 90 };
  it('takes round-trip efficiency in percent, 80–95, and sends the fraction', () => {
    expect(BESS_FORM_BOUNDS.roundTripEfficiency).toEqual([80, 95]);
    expect(issues(bessFormSchema.safeParse({ ...form, roundTripEfficiency: 79.9 }))).toEqual([
      { path: 'roundTripEfficiency', message: 'Number must be greater than or equal to 80' },
    ]);
    expect(issues(bessFormSchema.safeParse({ ...form, roundTripEfficiency: 96 }))).toEqual([
      { path: 'roundTripEfficiency', message: 'Number must be less than or equal to 95' },
    ]);
    expect(bessRequestFromForm(bessFormSchema.parse(form)).roundTripEfficiency).toBe(0.9);
  });
});

describe('BESS optional inputs: the discharge window and the cost side', () => {
  const request = BESS_DEFAULTS;

  it('bounds each with the standard messages, in API units', () => {
    expect(BESS_OPTIONAL_BOUNDS).toEqual({
      dischargeWindowHours: [1, 12],
      capexPerKWh: [50, 3000],
      itcPercent: [0, 50],
      omPerKWYear: [0, 100],
      degradationPercent: [0, 0.1],
      analysisYears: [5, 30],
      discountRate: [0, 0.3],
    });
    for (const [field, [min, max]] of Object.entries(BESS_OPTIONAL_BOUNDS)) {
      expect(issues(bessRequestSchema.safeParse({ ...request, [field]: min - 1 }))).toEqual([
        { path: field, message: `Number must be greater than or equal to ${min}` },
      ]);
      expect(issues(bessRequestSchema.safeParse({ ...request, [field]: max + 1 }))).toEqual([
        { path: field, message: `Number must be less than or equal to ${max}` },
      ]);
      expect(issues(bessRequestSchema.safeParse({ ...request, [field]: 'x' }))).toEqual([
        { path: field, message: 'Expected number, received string' },
      ]);
    }
    expect(issues(bessRequestSchema.safeParse({ ...request, analysisYears: 12.5 }))).toEqual([
      { path: 'analysisYears', message: 'Expected integer, received float' },
    ]);
  });

  it('leaves them out when not given: a request of the required inputs alone stays valid as it was', () => {
    expect(bessRequestSchema.parse(request)).toEqual({ ...request, includeResilience: false });
  });

  it('shows capacity fade and the discount rate in percent on the form, and sends fractions', () => {
    expect(BESS_FORM_BOUNDS.degradationPercent).toEqual([0, 10]);
    expect(BESS_FORM_BOUNDS.discountRate).toEqual([0, 30]);
    expect(BESS_FORM_BOUNDS.itcPercent).toEqual([0, 50]);
    const form = {
      ...request,
      roundTripEfficiency: 90,
      includeResilience: false,
      capexPerKWh: 400,
      degradationPercent: 2.5,
      discountRate: 8,
      analysisYears: 15,
    };
    expect(issues(bessFormSchema.safeParse({ ...form, discountRate: 31 }))).toEqual([
      { path: 'discountRate', message: 'Number must be less than or equal to 30' },
    ]);
    expect(bessRequestFromForm(bessFormSchema.parse(form))).toEqual({
      ...form,
      roundTripEfficiency: 0.9,
      degradationPercent: 0.025,
      discountRate: 0.08,
    });
    expect(bessRequestFromForm(bessFormSchema.parse({ ...request, roundTripEfficiency: 90 }))).not.toHaveProperty('discountRate');
  });

  it('reads them from the URL (decision 023), dropping what the schema refuses', () => {
    expect(
      fromSearch(
        BESS_SEARCH_FORM,
        'dischargeWindowHours=6&capexPerKWh=450&itcPercent=40&omPerKWYear=12&degradationPercent=0.02&analysisYears=20&discountRate=0.07',
      ),
    ).toEqual({
      dischargeWindowHours: 6,
      capexPerKWh: 450,
      itcPercent: 40,
      omPerKWYear: 12,
      degradationPercent: 0.02,
      analysisYears: 20,
      discountRate: 0.07,
    });
    // A percent where the URL holds fractions, a fractional year and a window too long are dropped.
    expect(fromSearch(BESS_SEARCH_FORM, 'capexPerKWh=450&discountRate=8&analysisYears=12.5&dischargeWindowHours=24&peak=0.3')).toEqual({
      capexPerKWh: 450,
      peak: 0.3,
    });
  });
});
