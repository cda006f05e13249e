import { describe, expect, it } from 'vitest';
import { LEASE_MINI_BOUNDS, landLeaseMiniSchema } from './landLeaseMini.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('land lease mini form', () => {
  const form = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
  it.each([
    ['acres', 0.99, 'Number must be greater than or equal to 1'],
    ['acres', 5000.01, 'Number must be less than or equal to 5000'],
    ['distanceToSubstation', -0.01, 'Number must be greater than or equal to 0'],
    ['distanceToSubstation', 25.01, 'Number must be less than or equal to 25'],
    ['state', 'T', 'String must contain exactly 2 character(s)'],
  ])('%s = %s → "%s"', (field, value, message) => {
    expect(issues(landLeaseMiniSchema.safeParse({ ...form, [field]: value }))).toEqual([{ path: field, message }]);
  });

  it("keeps the mini form's narrower limits: 1–5,000 acres, 0–25 miles to a substation", () => {
    expect(LEASE_MINI_BOUNDS).toEqual({ acres: [1, 5000], distanceToSubstation: [0, 25] });
  });
});
