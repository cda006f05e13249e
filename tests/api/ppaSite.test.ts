import { describe, expect, it } from 'vitest';
import { NATIONAL_SPECIFIC_YIELD } from '~/domain/finance/solarResource';
import { PPA_DEFAULTS } from '~/domain/schemas/calculators/ppa';
import { PPA_SITE_FIELDS } from '~/domain/schemas/calculators/ppaSite';
import { SOLAR_BOUNDS } from '~/domain/schemas/calculators/solar';
import { STATE_SOLAR_POINTS } from '~/domain/solar/stateSolarPoints';
import { MODELLED_YIELD_CACHE_SIZE, modelledYield, modelledYieldCount } from '~/server/services/solar';
import { apiContext } from '../setup/apiContext';
import { jsonRequest } from '../setup/testApp';

/** The PPA priced where the plant is: the solar calculator's yield at the request's site, or at its state's solar point. */
const api = apiContext();

const post = (path: string, body: unknown) => api.app.request(path, jsonRequest('POST', body, api.buyer));
const ppa = (body: object) => post('/api/calculators/ppa', { ...PPA_DEFAULTS, solveFor: 'ppa', ...body });
const solar = (body: object) => post('/api/calculators/solar', { systemSizeKWdc: 1, ...body });
async function issuesOf(response: Response) {
  expect(response.status).toBe(400);
  return (await response.json()).issues as { path: string; message: string }[];
}

/** Lancaster, CA: a high-desert solar hub. */
const LANCASTER = { latitude: 34.7, longitude: -118.15 };

describe('POST /api/calculators/ppa at a site', () => {
  it("prices the solar calculator's year-1 yield at the coordinates (trackers unless told), naming the station and the site", async () => {
    const response = await ppa(LANCASTER);
    expect(response.status).toBe(200);
    const result = await response.json();
    const modelled = await (await solar({ ...LANCASTER, tracking: 'single-axis' })).json();
    expect(result.specificYield).toEqual({
      kWhPerKW: modelled.specificYieldKWhPerKWdc,
      source: 'model',
      station: { id: modelled.station.id, name: modelled.station.name, distanceKm: modelled.station.distanceKm },
      tracking: 'single-axis',
      site: { ...LANCASTER, basis: 'coordinates' },
      array: { ...modelled.system, systemSizeKWdc: undefined, lossesPercent: 14.08 },
    });
    expect(result.specificYield.kWhPerKW).not.toBe(NATIONAL_SPECIFIC_YIELD);
    expect(result.annualProduction).toBeCloseTo(5000 * modelled.specificYieldKWhPerKWdc, 6);
  });

  it("takes the solar model's array (tilt, azimuth, GCR, DC/AC ratio, losses) as the solar calculator does", async () => {
    const array = { tracking: 'fixed', tiltDeg: 30, azimuthDeg: 200, gcr: 0.5, dcAcRatio: 1.4, lossesPercent: 18 };
    const result = await (await ppa({ ...LANCASTER, ...array })).json();
    const modelled = await (await solar({ ...LANCASTER, ...array })).json();
    expect(result.specificYield.kWhPerKW).toBe(modelled.specificYieldKWhPerKWdc);
    expect(result.specificYield.array).toMatchObject(array);
    const lossless = await (await ppa({ ...LANCASTER, ...array, lossesPercent: 0 })).json();
    expect(lossless.specificYield.kWhPerKW).toBeGreaterThan(result.specificYield.kWhPerKW);
  });

  it.each(PPA_SITE_FIELDS.filter((field) => field !== 'latitude' && field !== 'longitude' && field in SOLAR_BOUNDS))(
    "%s reaches the model: the yield is the solar calculator's with it",
    async (field) => {
      const request = { ...LANCASTER, tracking: 'fixed', [field]: SOLAR_BOUNDS[field as keyof typeof SOLAR_BOUNDS][0] };
      const [result, modelled] = await Promise.all([ppa(request), solar(request)].map(async (answer) => (await answer).json()));
      expect(result.specificYield.kWhPerKW).toBe(modelled.specificYieldKWhPerKWdc);
    },
  );

  it('keeps a yield the caller gives, coordinates or not', async () => {
    const result = await (await ppa({ ...LANCASTER, specificYieldKWhPerKW: 1500 })).json();
    expect(result.specificYield).toEqual({ kWhPerKW: 1500, source: 'input' });
    expect(result.annualProduction).toBe(5000 * 1500);
  });

  it('refuses a site as the solar calculator does: both coordinates or neither, its bounds, the covered area', async () => {
    expect(await issuesOf(await ppa({ latitude: 34.7 }))).toEqual([{ path: 'longitude', message: 'Required with a latitude' }]);
    expect(await issuesOf(await ppa({ longitude: -118.15 }))).toEqual([{ path: 'latitude', message: 'Required with a longitude' }]);
    for (const site of [
      { latitude: SOLAR_BOUNDS.latitude[1] + 1, longitude: -100 },
      { latitude: 20, longitude: -100 },
      { ...LANCASTER, tiltDeg: 95, gcr: 0 },
    ]) {
      const solarIssues = await issuesOf(await solar(site));
      expect(await issuesOf(await ppa(site)), JSON.stringify(site)).toEqual(solarIssues);
    }
  });

  it("prices a state alone at its representative point of solar installations, not at its largest airport's station", async () => {
    const result = await (await ppa({ state: 'ca' })).json();
    const point = STATE_SOLAR_POINTS.find((row) => row.state === 'CA')!;
    expect(point.name).toMatch(/Kern County/);
    const modelled = await (await solar({ latitude: point.latitude, longitude: point.longitude, tracking: 'single-axis' })).json();
    expect(result.specificYield).toMatchObject({
      kWhPerKW: modelled.specificYieldKWhPerKWdc,
      source: 'model',
      state: 'CA',
      station: { id: modelled.station.id },
      site: { latitude: point.latitude, longitude: point.longitude, basis: 'state', name: point.name, estimate: false },
    });
    expect(result.specificYield.site.source).toMatch(/USPVDB/);
    // Not Los Angeles International, the state's largest airport and its weather station until now.
    expect(result.specificYield.station.id).not.toBe('722950');
    // Coordinates, when given, decide over the state.
    const atCoordinates = await (await ppa({ state: 'CA', ...LANCASTER })).json();
    expect(atCoordinates.specificYield.site).toEqual({ ...LANCASTER, basis: 'coordinates' });
  });

  it('says when a state has no installation in the dataset and its weather station stands in', async () => {
    const result = await (await ppa({ state: 'ND' })).json();
    expect(result.specificYield.site).toMatchObject({ basis: 'state', estimate: true, name: expect.stringMatching(/weather station/) });
  });

  it('saves a PPA run at a site, its outputs computed there', async () => {
    const inputs = { ...PPA_DEFAULTS, solveFor: 'ppa', ...LANCASTER, tracking: 'fixed' };
    const response = await post('/api/calculators/run', { type: 'ppa_epc', inputs });
    expect(response.status).toBe(201);
    const saved = await response.json();
    expect(saved.inputs).toEqual(inputs);
    expect(saved.outputs.specificYield).toMatchObject({ source: 'model', site: { ...LANCASTER, basis: 'coordinates' }, tracking: 'fixed' });
  });

  it(`keeps at most ${MODELLED_YIELD_CACHE_SIZE} modelled yields, however many sites are asked`, async () => {
    for (let index = 0; index <= MODELLED_YIELD_CACHE_SIZE; index += 1) {
      const site = { latitude: 33 + index / 1000, longitude: -112, basis: 'coordinates' as const };
      await modelledYield(site, { tracking: 'fixed' });
    }
    expect(modelledYieldCount()).toBe(MODELLED_YIELD_CACHE_SIZE);
  }, 120_000);
});
