import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BESS_DEFAULTS } from '~/domain/schemas/calculators/bess';
import type { AppEnv } from '~/server/context';
import { createTestApp, jsonRequest } from '../setup/testApp';
import { createTestDatabase, type TestDatabase } from '../setup/testDatabase';

/** POST /api/calculators/bess: the power cap on arbitrage and the cost side (issue 15). */
let database: TestDatabase;
let app: Hono<AppEnv>;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.dispose();
});

const post = (body: unknown) => app.request('/api/calculators/bess', jsonRequest('POST', body));

describe('the power cap on arbitrage', () => {
  const oversized = { ...BESS_DEFAULTS, batteryCapacityKW: 100, batteryCapacityKWh: 500_000, touRates: { peak: 1, offPeak: 0.01 }, roundTripEfficiency: 0.95, cyclesPerMonth: 31 };

  it('values a 100 kW / 500,000 kWh battery by the 400 kWh it can discharge in a 4-hour window', async () => {
    const response = await post(oversized);
    expect(response.status).toBe(200);
    const result = await response.json();
    const cycle = 400 - (400 / 0.95) * 0.01; // $395.79, not $494,736.84
    expect(result.arbitrage.daily).toBeCloseTo(cycle, 6);
    expect(result.arbitrage.annual).toBeCloseTo(cycle * 31 * 12, 6);
    expect(result.total.annual).toBeCloseTo(18_000 + cycle * 31 * 12, 4); // $165,233.68, not $184 M
  });

  it('leaves the spec\'s default battery unchanged: 5,000 kW × 4 h = its 20,000 kWh', async () => {
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
