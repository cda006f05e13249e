import { describe, expect, it } from 'vitest';
import e19 from '~/domain/btm/data/tariffs/pge-e19-2019.json' with { type: 'json' };
import { decodeLoadShape, LOAD_SHAPE_CALENDAR_YEAR, scaleLoadShape } from '~/domain/btm/loadShapes';
import { BESS_DEFAULTS } from '~/domain/schemas/calculators/bess';
import { PPA_DEFAULTS } from '~/domain/schemas/calculators/ppa';
import { UNKNOWN_FIELD_MESSAGE } from '~/domain/schemas/calculators/knownFields';
import officeShape from '../../public/load-shapes/san-francisco-office.json' with { type: 'json' };
import { apiContext } from '../setup/apiContext';
import { jsonRequest } from '../setup/testApp';

/** Every calculator refuses a field it does not define, naming it, where it used to drop it and answer 200. */
const api = apiContext();

const post = (path: string, body: unknown) => api.app.request(path, jsonRequest('POST', body, api.buyer));
async function issuesOf(path: string, body: unknown) {
  const response = await post(path, body);
  expect(response.status).toBe(400);
  const answer = await response.json();
  expect(answer.error).toMatch(/^Invalid request: /);
  return answer.issues as { path: string; message: string }[];
}
const unknown = (path: string) => ({ path, message: UNKNOWN_FIELD_MESSAGE });

const ppa = { ...PPA_DEFAULTS, solveFor: 'ppa' };
const ppaLevered = { ...ppa, taxMode: 'after-tax', targetEquityIrr: 0.1, debt: { dscr: 1.3, tenorYears: 18, interestRate: 0.06 } };
const lease = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
const bess = { ...BESS_DEFAULTS };
const prescreen = { state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 };
const solar = { latitude: 33.45, longitude: -112.07, systemSizeKWdc: 1000 };
const btm = {
  intervalMinutes: 60,
  year: LOAD_SHAPE_CALENDAR_YEAR,
  loadKW: scaleLoadShape(decodeLoadShape(officeShape), { annualKWh: 1_000_000 }).map((kW) => Math.round(kW * 1000) / 1000),
  tariff: e19,
  battery: { powerKW: 100, energyKWh: 400, roundTripEfficiency: 0.9 },
};

/** Each endpoint with a request it answers, and the saved run's type for the same calculator. */
const ENDPOINTS = [
  ['/api/calculators/ppa', ppa, 'ppa_epc'],
  ['/api/calculators/land-lease', lease, 'land_lease'],
  ['/api/calculators/bess', bess, 'bess_value'],
  ['/api/calculators/interconnection', prescreen, 'interconnection'],
  ['/api/calculators/solar', solar, 'solar'],
  ['/api/calculators/btm', btm, 'btm'],
] as const;

describe('calculators refuse fields they do not know', () => {
  it.each(ENDPOINTS)('%s: 400 naming the unknown field', async (path, request) => {
    expect(await issuesOf(path, { ...request, foo: 1 })).toEqual([unknown('foo')]);
  });

  it.each(ENDPOINTS)('%s: an unknown field is listed beside the other problems', async (path, request) => {
    const issues = await issuesOf(path, { ...request, systemSize: 5, [Object.keys(request)[0]!]: 'x' });
    expect(issues).toContainEqual(unknown('systemSize'));
    expect(issues.length).toBeGreaterThan(1);
  });

  it.each([
    ['/api/calculators/ppa', { ...ppaLevered, debt: { ...ppaLevered.debt, foo: 1 } }, 'debt.foo'],
    ['/api/calculators/bess', { ...bess, touRates: { ...bess.touRates, shoulder: 0.12 } }, 'touRates.shoulder'],
    ['/api/calculators/btm', { ...btm, battery: { ...btm.battery, chemistry: 'LFP' } }, 'battery.chemistry'],
    ['/api/calculators/btm', { ...btm, costs: { capexPerKWh: 300, capexPerMWh: 1 } }, 'costs.capexPerMWh'],
  ])('%s: a nested unknown field is named by its path (%#)', async (path, request, field) => {
    expect(await issuesOf(path, request)).toEqual([unknown(field)]);
  });

  it("keeps a behind-the-meter tariff's own fields: it is URDB's object, not the calculator's", async () => {
    const response = await post('/api/calculators/btm', { ...btm, tariff: { ...e19, notARateField: 'kept' }, foo: 1 });
    expect((await response.json()).issues).toEqual([unknown('foo')]);
  });

  it.each(ENDPOINTS.filter(([path]) => path !== '/api/calculators/btm'))(
    '%s: a request with known fields only still answers',
    async (path, request) => {
      expect((await post(path, request)).status).toBe(200);
    },
  );

  it('a levered PPA request, its debt nested, still answers', async () => {
    expect((await post('/api/calculators/ppa', ppaLevered)).status).toBe(200);
  });

  it.each(ENDPOINTS)('%s: a saved run refuses an unknown field in its inputs, as inputs.<field>', async (_path, request, type) => {
    expect(await issuesOf('/api/calculators/run', { type, inputs: { ...request, foo: 1 } })).toEqual([unknown('inputs.foo')]);
  });

  it('a saved run refuses an unknown field of its own, and saves a known one', async () => {
    expect(await issuesOf('/api/calculators/run', { type: 'land_lease', inputs: lease, foo: 1 })).toEqual([unknown('foo')]);
    expect((await post('/api/calculators/run', { type: 'land_lease', inputs: lease })).status).toBe(201);
  });
});
