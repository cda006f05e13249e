import { describe, expect, it } from 'vitest';
import { BESS_FORM_BOUNDS, bessFormSchema, bessRequestFromForm } from './bess.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('BESS form', () => {
  const form = { batteryCapacityKW: 5000, batteryCapacityKWh: 20000, demandChargeRate: 15, touRates: { peak: 0.25, offPeak: 0.08 }, roundTripEfficiency: 90, cyclesPerMonth: 22, includeResilience: false };
  it('takes round-trip efficiency in percent, 80–95, and sends the fraction', () => {
    expect(BESS_FORM_BOUNDS.roundTripEfficiency).toEqual([80, 95]);
    expect(issues(bessFormSchema.safeParse({ ...form, roundTripEfficiency: 79.9 }))).toEqual([{ path: 'roundTripEfficiency', message: 'Number must be greater than or equal to 80' }]);
    expect(issues(bessFormSchema.safeParse({ ...form, roundTripEfficiency: 96 }))).toEqual([{ path: 'roundTripEfficiency', message: 'Number must be less than or equal to 95' }]);
    expect(bessRequestFromForm(bessFormSchema.parse(form)).roundTripEfficiency).toBe(0.9);
  });
});
