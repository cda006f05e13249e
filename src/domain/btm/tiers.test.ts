import { describe, expect, it } from 'vitest';
import { tierCharge } from './tiers.ts';
import { safeReadUrdbTariff } from './urdb.ts';

const schedule = (period: (hour: number) => number) => Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => period(h)));
const rate = (energyratestructure: unknown) => ({
  name: 'Tiered',
  energyratestructure,
  energyweekdayschedule: schedule((h) => (h >= 16 && h < 21 ? 1 : 0)),
  energyweekendschedule: schedule(() => 0),
});

describe('tiered energy rates from URDB', () => {
  it('reads a baseline-credit TOU rate: each period’s first tier is its base, the tier adders the same in every period', () => {
    const read = safeReadUrdbTariff(
      rate([
        [{ rate: 0.2, max: 10, unit: 'kWh daily' }, { rate: 0.28 }],
        [{ rate: 0.35, max: 10, unit: 'kWh daily' }, { rate: 0.43 }],
      ]),
    );
    expect(read.success && read.data.tariff.energyRates).toEqual([0.2, 0.35]);
    expect(read.success && read.data.tariff.energyTiers).toEqual({ upToKWh: [10], adders: [0, 0.08], daily: true });
  });

  it('fills the tiers in order: 10 kWh a day in February is 280 kWh at +$0, the rest at +$0.08', () => {
    expect(tierCharge({ upToKWh: [10], adders: [0, 0.08], daily: true }, 28, 400)).toBeCloseTo(120 * 0.08, 9);
    expect(tierCharge({ upToKWh: [100, 300], adders: [0, 0.05, 0.1], daily: false }, 31, 250)).toBeCloseTo(150 * 0.05, 9);
    expect(tierCharge({ upToKWh: [100, 300], adders: [0, 0.05, 0.1], daily: false }, 31, 500)).toBeCloseTo(200 * 0.05 + 200 * 0.1, 9);
  });

  it('refuses declining block rates at the tier that falls (they would need integer variables)', () => {
    const read = safeReadUrdbTariff(
      rate([
        [{ rate: 0.2, max: 500 }, { rate: 0.15 }],
        [{ rate: 0.35, max: 500 }, { rate: 0.3 }],
      ]),
    );
    expect(read.success).toBe(false);
    expect(!read.success && read.issues).toEqual([
      {
        path: 'energyratestructure[0][1].rate',
        message:
          'Tier 1 costs less than tier 0: declining block rates need integer variables, and the optimizer takes only tiers whose price never falls',
      },
    ]);
  });

  it('refuses tiers counted per kW of demand, and a tier without its max', () => {
    const perKW = safeReadUrdbTariff(
      rate([
        [{ rate: 0.2, max: 200, unit: 'kWh/kW' }, { rate: 0.25 }],
        [{ rate: 0.35, max: 200, unit: 'kWh/kW' }, { rate: 0.4 }],
      ]),
    );
    expect(!perKW.success && perKW.issues[0]?.path).toBe('energyratestructure[0][0].unit');
    const noMax = safeReadUrdbTariff(
      rate([
        [{ rate: 0.2 }, { rate: 0.25 }],
        [{ rate: 0.35 }, { rate: 0.4 }],
      ]),
    );
    expect(!noMax.success && noMax.issues[0]).toEqual({
      path: 'energyratestructure[0][0].max',
      message: 'Every tier but the last needs a max (kWh) above the tier before',
    });
  });

  it("refuses a tier's max past its bound or below zero, naming it", () => {
    const read = safeReadUrdbTariff(
      rate([
        [{ rate: 0.2, max: 1e300 }, { rate: 0.25 }],
        [{ rate: 0.35, max: -5 }, { rate: 0.4 }],
      ]),
    );
    expect(!read.success && read.issues).toEqual([
      { path: 'energyratestructure[0][0].max', message: 'Number must be less than or equal to 1000000000' },
      { path: 'energyratestructure[1][0].max', message: 'Number must be greater than or equal to 0' },
    ]);
  });
});
