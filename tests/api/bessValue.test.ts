import { describe, expect, it } from 'vitest';
import { BESS_DEFAULTS, BESS_OPTIONAL_BOUNDS } from '~/domain/schemas/calculators/bess';
import { apiContext } from '../setup/apiContext';
import { jsonRequest } from '../setup/testApp';

/**
 * POST /api/calculators/bess: the power cap on arbitrage and the cost side
 * (docs/decisions/025-bess-power-cap-and-cost-side.md).
 */
const api = apiContext();

const post = (body: unknown) => api.app.request('/api/calculators/bess', jsonRequest('POST', body));

describe('the power cap on arbitrage', () => {
  const oversized = {
    ...BESS_DEFAULTS,
    batteryCapacityKW: 100,
    batteryCapacityKWh: 500_000,
    touRates: { peak: 1, offPeak: 0.01 },
    roundTripEfficiency: 0.95,
    cyclesPerMonth: 31,
  };

  it('values a 100 kW / 500,000 kWh battery by the 400 kWh it can discharge in a 4-hour window', async () => {
    const response = await post(oversized);
    expect(response.status).toBe(200);
    const result = await response.json();
    const cycle = 400 - (400 / 0.95) * 0.01; // $395.79, not $494,736.84
    expect(result.arbitrage.daily).toBeCloseTo(cycle, 6);
    expect(result.arbitrage.annual).toBeCloseTo(cycle * 31 * 12, 6);
    expect(result.total.annual).toBeCloseTo(18_000 + cycle * 31 * 12, 4); // $165,233.68, not $184 M
  });

  it('leaves the default battery unchanged: 5,000 kW × 4 h = its 20,000 kWh', async () => {
    const result = await (await post(BESS_DEFAULTS)).json();
    expect(result.arbitrage.daily).toBeCloseTo(5000 - (20000 / 0.9) * 0.08, 6); // $3,222.22
    expect(result.total.annual).toBeCloseTo(1_750_666.67, 2);
  });
});

describe('the discharge window', () => {
  it('is optional, 1–12 hours, with the standard messages', async () => {
    const six = await (await post({ ...BESS_DEFAULTS, batteryCapacityKWh: 40_000, dischargeWindowHours: 6 })).json();
    expect(six.assumptions).toMatchObject({ dischargeWindowHours: 6, energyPerCycleKWh: 30_000 }); // min(40,000, 5,000 × 6)
    for (const [value, message] of [
      [0.5, 'Number must be greater than or equal to 1'],
      [13, 'Number must be less than or equal to 12'],
      ['4', 'Expected number, received string'],
    ] as const) {
      const response = await post({ ...BESS_DEFAULTS, dischargeWindowHours: value });
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([{ path: 'dischargeWindowHours', message }]);
    }
  });
});

describe('costs and returns', () => {
  it('adds the economics when an installed cost is given, the other cost inputs defaulted, the other figures unchanged', async () => {
    const plain = await (await post(BESS_DEFAULTS)).json();
    expect(plain.economics).toBeUndefined();
    const response = await post({ ...BESS_DEFAULTS, capexPerKWh: 400 });
    expect(response.status).toBe(200);
    const { economics, ...headline } = await response.json();
    expect(headline).toEqual(plain);
    expect(economics).toMatchObject({
      capex: 8_000_000, // 20,000 kWh × $400
      itc: 2_400_000,
      netCapex: 5_600_000,
      npv: expect.any(Number),
      irr: expect.any(Number),
      paybackYear: expect.any(Number),
      assumptions: { capexPerKWh: 400, itcPercent: 30, omPerKWYear: 10, degradationPercent: 0.025, analysisYears: 15, discountRate: 0.08 },
    });
    expect(economics.years).toHaveLength(15);
    expect(economics.years[0]).toEqual({
      year: 1,
      capacityRemaining: 1,
      usableKWh: 20_000,
      demandSavings: 900_000,
      arbitrageSavings: expect.closeTo(850_666.67, 2),
      savings: expect.closeTo(1_750_666.67, 2),
      omCost: 50_000, // $10 × 5,000 kW
      netCashFlow: expect.closeTo(1_700_666.67, 2),
      cumulativeCashFlow: expect.closeTo(1_700_666.67 - 5_600_000, 2),
      discountFactor: expect.closeTo(1 / 1.08, 12),
      presentValue: expect.closeTo(1_700_666.67 / 1.08, 2),
    });
  });

  it('takes each cost input', async () => {
    const { economics } = await (
      await post({
        ...BESS_DEFAULTS,
        capexPerKWh: 500,
        itcPercent: 40,
        omPerKWYear: 20,
        degradationPercent: 0,
        analysisYears: 10,
        discountRate: 0,
      })
    ).json();
    expect(economics.netCapex).toBe(6_000_000); // 20,000 × $500 × 60 %
    expect(economics.years).toHaveLength(10);
    // No fade, no discounting: NPV = 10 × (1,750,666.67 − 100,000) − 6,000,000.
    expect(economics.npv).toBeCloseTo(10 * (1_750_666.666_667 - 100_000) - 6_000_000, 3);
    expect(economics.paybackYear).toBe(4); // 3 × 1,650,666.67 = 4.95 M < 6 M ≤ 6.6 M
  });

  /** Just outside each optional bound, the standard range message. */
  const cases = Object.entries(BESS_OPTIONAL_BOUNDS).flatMap(([field, [min, max]]) => {
    const step = field === 'analysisYears' ? 1 : Math.max((max - min) / 1000, 0.001);
    return [
      [field, Number((min - step).toPrecision(6)), `Number must be greater than or equal to ${min}`],
      [field, Number((max + step).toPrecision(6)), `Number must be less than or equal to ${max}`],
    ] as [string, number, string][];
  });
  it.each(cases)('%s = %s → "%s"', async (field, value, message) => {
    const response = await post({ ...BESS_DEFAULTS, capexPerKWh: 400, [field]: value });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: field, message }]);
  });

  it('takes whole years only', async () => {
    const response = await post({ ...BESS_DEFAULTS, capexPerKWh: 400, analysisYears: 12.5 });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: 'analysisYears', message: 'Expected integer, received float' }]);
  });
});
