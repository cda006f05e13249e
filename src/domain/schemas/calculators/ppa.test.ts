import { describe, expect, it } from 'vitest';
import { fractionOf, percentOf } from './numbers.ts';
import { ppaRequestFromForm } from './ppa.ts';
import { PPA_CARD_FORM_BOUNDS, ppaCardFormSchema } from './ppaCard.ts';
import { PPA_FORM_BOUNDS, ppaFormSchema } from './ppaFull.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/** A valid form in display units (percent fields in percent). */
const ppaForm = {
  systemSizeMW: 5,
  epcPricePerW: 1.2,
  wacc: 6.5,
  itcPercent: 30,
  omCostPerKWYear: 25,
  degradationPercent: 0.5,
  termYears: 25,
  escalationPercent: 2.5,
  solveFor: 'ppa',
};
const cardForm = { systemSizeMW: 5, epcPricePerW: 1.5, wacc: 7, itcPercent: 30, solveFor: 'ppa' };

function outside([min, max]: readonly [number, number], whole = false) {
  const step = whole ? 1 : Math.max((max - min) / 1000, 0.001);
  return [Number((min - step).toPrecision(6)), Number((max + step).toPrecision(6))] as const;
}

describe('form bounds, in the units the form shows', () => {
  it('shows WACC, degradation and escalation in percent: 1–30 %, 0–100 %/yr, 0–10 %/yr on the full page', () => {
    expect(PPA_FORM_BOUNDS.wacc).toEqual([1, 30]);
    expect(PPA_FORM_BOUNDS.degradationPercent).toEqual([0, 100]);
    expect(PPA_FORM_BOUNDS.escalationPercent).toEqual([0, 10]);
    expect(PPA_FORM_BOUNDS.systemSizeMW).toEqual([0.1, 1000]);
  });

  it("uses the embedded card's narrower bounds: 0.1–100 MW, $0.5–5/W, WACC 1–20 %, ITC 0–50 %, target $0.01–1/kWh", () => {
    expect(PPA_CARD_FORM_BOUNDS).toEqual({
      systemSizeMW: [0.1, 100],
      epcPricePerW: [0.5, 5],
      wacc: [1, 20],
      itcPercent: [0, 50],
      targetPPA: [0.01, 1],
    });
  });

  it('converts without binary noise', () => {
    expect(percentOf(0.07)).toBe(7);
    expect(percentOf(0.3)).toBe(30);
    expect(fractionOf(6.5)).toBe(0.065);
  });
});

describe.each([
  ['full PPA page', ppaFormSchema, ppaForm, PPA_FORM_BOUNDS],
  ['embedded PPA card', ppaCardFormSchema, cardForm, PPA_CARD_FORM_BOUNDS],
] as const)('%s form', (_name, schema, form, bounds) => {
  it.each(Object.entries(bounds).filter(([field]) => field !== 'specificYieldKWhPerKW'))(
    '%s: the messages just outside its bounds',
    (field, range) => {
      const [below, above] = outside(range, field === 'termYears');
      const mode = field === 'targetPPA' ? { solveFor: 'epc', epcPricePerW: undefined } : {};
      expect(issues(schema.safeParse({ ...form, ...mode, [field]: below }))).toEqual([
        { path: field, message: `Number must be greater than or equal to ${range[0]}` },
      ]);
      expect(issues(schema.safeParse({ ...form, ...mode, [field]: above }))).toEqual([
        { path: field, message: `Number must be less than or equal to ${range[1]}` },
      ]);
    },
  );

  it('says Required for an empty field and for the price the mode needs', () => {
    expect(issues(schema.safeParse({ ...form, systemSizeMW: undefined }))).toEqual([{ path: 'systemSizeMW', message: 'Required' }]);
    expect(issues(schema.safeParse({ ...form, epcPricePerW: undefined }))).toEqual([{ path: 'epcPricePerW', message: 'Required' }]);
    expect(issues(schema.safeParse({ ...form, solveFor: 'epc' }))).toEqual([{ path: 'targetPPA', message: 'Required' }]);
  });
});

describe('ppaRequestFromForm', () => {
  it('sends the fractions the API expects', () => {
    const parsed = ppaFormSchema.parse(ppaForm);
    expect(ppaRequestFromForm(parsed)).toMatchObject({
      wacc: 0.065,
      degradationPercent: 0.005,
      escalationPercent: 0.025,
      itcPercent: 30,
      systemSizeMW: 5,
    });
    expect(ppaRequestFromForm(ppaCardFormSchema.parse(cardForm))).toEqual({
      systemSizeMW: 5,
      epcPricePerW: 1.5,
      wacc: 0.07,
      itcPercent: 30,
      solveFor: 'ppa',
    });
  });
});
