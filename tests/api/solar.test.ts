import { describe, expect, it } from 'vitest';
import { BIFACIALITY_REFUSED, SOLAR_BOUNDS } from '~/domain/schemas/calculators/solar';
import { RATE_LIMITS } from '~/server/requestLimits';
import { apiContext } from '../setup/apiContext';
import { createTestApp, jsonRequest } from '../setup/testApp';
import reference from '../fixtures/pvwatts-v8-reference.json' with { type: 'json' };

const api = apiContext();

const post = (body: unknown) => api.app.request('/api/calculators/solar', jsonRequest('POST', body));
async function issuesOf(body: unknown) {
  const response = await post(body);
  expect(response.status).toBe(400);
  return (await response.json()).issues as { path: string; message: string }[];
}

const PHOENIX = { latitude: 33.45, longitude: -112.07 };
const pvwatts = (id: string) => reference.stations.find((station) => station.station_id === id)!.systems;

describe('POST /api/calculators/solar', () => {
  it('answers a year of hourly AC power at the station nearest in climate, within 7 % of PVWatts v8 there', async () => {
    const response = await post({ ...PHOENIX, systemSizeKWdc: 1000 });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.station).toMatchObject({ id: '722780', state: 'AZ' });
    expect(result.station.distanceKm).toBeLessThan(15);
    expect(result.site).toEqual({ ...PHOENIX, basis: 'coordinates', elevationM: null });
    expect(result.station.elevationDifferenceM).toBeNull();
    expect(result.warnings).toEqual([]);
    // PVWatts's defaults for what the request left out.
    expect(result.system).toEqual({
      systemSizeKWdc: 1000,
      tracking: 'fixed',
      tiltDeg: 20,
      azimuthDeg: 180,
      gcr: 0.4,
      dcAcRatio: 1.2,
      moduleTempCoeffPercentPerC: -0.37,
      rotationLimitDeg: 45,
    });
    expect(result.hourlyKW).toHaveLength(8760);
    expect(result.monthlyKWh).toHaveLength(12);
    const hourlySum = result.hourlyKW.reduce((sum: number, kW: number) => sum + kW, 0);
    expect(hourlySum).toBeCloseTo(result.annualKWh, -1);
    const monthlySum = result.monthlyKWh.reduce((sum: number, kWh: number) => sum + kWh, 0);
    expect(Math.abs(monthlySum - result.annualKWh)).toBeLessThan(1);
    expect(result.acRatingKW).toBeCloseTo(1000 / 1.2, 3);
    expect(result.peakKW).toBeLessThanOrEqual(result.acRatingKW);
    expect(result.peakKW).toBe(Math.max(...result.hourlyKW));
    expect(result.specificYieldKWhPerKWdc).toBeCloseTo(result.annualKWh / 1000, 1);
    expect(result.capacityFactorAC).toBeCloseTo(result.annualKWh / (result.acRatingKW * 8760), 4);
    // Beside it, PVWatts' own convention: on the DC nameplate (SSC's capacity_factor, in percent).
    expect(result.capacityFactorDC).toBeCloseTo(result.annualKWh / (1000 * 8760), 4);
    const ssc = pvwatts('722780').fixed_open_rack;
    expect(ssc.capacity_factor_percent / 100).toBeCloseTo(ssc.annual_ac_kwh_per_kwdc / 8760, 5);
    expect(Math.abs(result.capacityFactorDC / (ssc.capacity_factor_percent / 100) - 1)).toBeLessThan(0.07);
    const expected = pvwatts('722780').fixed_open_rack.annual_ac_kwh_per_kwdc;
    expect(Math.abs(result.specificYieldKWhPerKWdc / expected - 1)).toBeLessThan(0.07);
    // Midnight to 5 a.m. on 1 January (local standard time) produce nothing; noon does.
    expect(result.hourlyKW.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(result.hourlyKW[12]).toBeGreaterThan(0);
    expect(result.losses.totalPercent).toBe(14.08);
    expect(result.losses.items).toHaveLength(10);
    expect(result.sources[0].detail).toMatch(/TMY3/);
    expect(result.sources[0].detail).toMatch(/notice/i);
  });

  it("takes a state's representative station, and single-axis trackers that beat a fixed array there", async () => {
    const fixed = await (await post({ state: 'nm', systemSizeKWdc: 100 })).json();
    expect(fixed.station).toMatchObject({ id: '723650', state: 'NM', distanceKm: 0, elevationDifferenceM: 0 });
    expect(fixed.site).toEqual({
      latitude: fixed.station.latitude,
      longitude: fixed.station.longitude,
      basis: 'state',
      elevationM: fixed.station.elevationM,
    });
    const tracking = await (await post({ state: 'NM', systemSizeKWdc: 100, tracking: 'single-axis' })).json();
    expect(tracking.system).toMatchObject({ tracking: 'single-axis', tiltDeg: 0 });
    expect(tracking.annualKWh).toBeGreaterThan(fixed.annualKWh * 1.08);
    const expected = pvwatts('723650').single_axis_backtracking.annual_ac_kwh_per_kwdc;
    expect(Math.abs(tracking.specificYieldKWhPerKWdc / expected - 1)).toBeLessThan(0.07);
  });

  it('refuses a bifaciality, naming the field: the bifacial gain is not modelled (it disagreed with PVWatts v8)', async () => {
    for (const bifaciality of [0, 0.7]) {
      const issues = await issuesOf({ ...PHOENIX, systemSizeKWdc: 100, tracking: 'single-axis', bifaciality });
      expect(issues).toEqual([{ path: 'bifaciality', message: BIFACIALITY_REFUSED }]);
    }
  });

  it("turns trackers as far as the rotation limit asked (PVWatts' 45° by default), and leaves a fixed array alone", async () => {
    const site = { ...PHOENIX, systemSizeKWdc: 100, tracking: 'single-axis' };
    const standard = await (await post(site)).json();
    const wider = await (await post({ ...site, rotationLimitDeg: 60 })).json();
    const narrow = await (await post({ ...site, rotationLimitDeg: 15 })).json();
    expect(standard.system.rotationLimitDeg).toBe(45);
    expect(wider.system.rotationLimitDeg).toBe(60);
    // A wider limit catches more of the early and late sun; a narrow one, much less.
    expect(wider.annualKWh).toBeGreaterThan(standard.annualKWh);
    expect(narrow.annualKWh).toBeLessThan(standard.annualKWh * 0.95);
    const fixed = { ...PHOENIX, systemSizeKWdc: 100 };
    expect((await (await post({ ...fixed, rotationLimitDeg: 60 })).json()).annualKWh).toBe((await (await post(fixed)).json()).annualKWh);
  });

  it('names the losses only as a total when the caller gives their own', async () => {
    const result = await (await post({ ...PHOENIX, systemSizeKWdc: 10, lossesPercent: 10 })).json();
    expect(result.losses).toEqual({ totalPercent: 10, items: null });
  });

  it.each(
    Object.entries(SOLAR_BOUNDS).flatMap(([field, [min, max]]) => [
      [field, min - 1, `Number must be greater than or equal to ${min}`],
      [field, max + 1, `Number must be less than or equal to ${max}`],
    ]),
  )('bounds %s: %d → %s', async (field, value, message) => {
    const issues = await issuesOf({ ...PHOENIX, systemSizeKWdc: 100, [field]: value });
    expect(issues).toContainEqual({ path: field, message });
  });

  it('requires a site (coordinates or a state) and a size, naming each field', async () => {
    expect(await issuesOf({})).toEqual([
      { path: 'systemSizeKWdc', message: 'Required' },
      { path: 'latitude', message: 'Required (or give a state)' },
    ]);
    expect(await issuesOf({ latitude: 33.45, systemSizeKWdc: 100 })).toEqual([{ path: 'longitude', message: 'Required with a latitude' }]);
    expect(await issuesOf({ longitude: -112, systemSizeKWdc: 100 })).toEqual([{ path: 'latitude', message: 'Required with a longitude' }]);
    expect(await issuesOf({ ...PHOENIX, systemSizeKWdc: '100', tracking: 'dual-axis', state: 'XX' })).toEqual([
      { path: 'state', message: 'State must be a two-letter US state code' },
      { path: 'systemSizeKWdc', message: 'Expected number, received string' },
      { path: 'tracking', message: "Invalid enum value. Expected 'fixed' | 'single-axis'" },
    ]);
  });

  it("covers the 50 states, DC and Puerto Rico by the map's shapes: refuses Havana, Toronto, Monterrey, Nassau, naming the latitude", async () => {
    for (const site of [
      { latitude: 23.11, longitude: -82.37 }, // Havana, 150 km from Key West
      { latitude: 43.65, longitude: -79.38 }, // Toronto
      { latitude: 25.67, longitude: -100.31 }, // Monterrey
      { latitude: 25.05, longitude: -77.35 }, // Nassau
      { latitude: 30, longitude: -150 }, // the open Pacific
    ]) {
      expect(await issuesOf({ ...site, systemSizeKWdc: 100 })).toEqual([
        { path: 'latitude', message: 'Outside the covered area: the model covers the 50 states, DC and Puerto Rico' },
      ]);
    }
    // Puerto Rico, Alaska's interior and its north slope are covered.
    expect((await post({ latitude: 18.4, longitude: -66.1, systemSizeKWdc: 10 })).status).toBe(200);
    expect((await post({ latitude: 64.8, longitude: -147.7, systemSizeKWdc: 10 })).status).toBe(200);
    const deadhorse = await post({ latitude: 70.2, longitude: -148.47, systemSizeKWdc: 10 });
    expect(deadhorse.status).toBe(200);
    expect((await deadhorse.json()).station).toMatchObject({ id: '700637', state: 'AK' });
  });

  it("takes Lancaster's own desert station for a Lancaster site, with the desert's yield and the next two stations'", async () => {
    const response = await post({ latitude: 34.7, longitude: -118.15, systemSizeKWdc: 1000, tracking: 'single-axis' });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.station).toMatchObject({ id: '723816', name: 'Lancaster Gen Wm Fox Field', state: 'CA' });
    expect(result.station.distanceKm).toBeLessThan(10);
    // The high desert near 2,100 kWh/kWdc on trackers, not coastal LAX's 1,778.
    expect(result.specificYieldKWhPerKWdc).toBeGreaterThan(2000);
    expect(result.specificYieldKWhPerKWdc).toBeLessThan(2250);
    expect(result.alternatives.map((other: { id: string }) => other.id)).toEqual(['723820', '723810']); // Palmdale, Edwards AFB
    for (const other of result.alternatives) {
      expect(other.distanceKm).toBeGreaterThan(result.station.distanceKm);
      expect(other.elevationDifferenceM).toBeNull();
      expect(Math.abs(other.specificYieldKWhPerKWdc / result.specificYieldKWhPerKWdc - 1)).toBeLessThan(0.1);
    }
    expect(result.warnings).toEqual([]);
  });

  it("weighs the site's elevation when given, and warns when the station is far or much higher or lower", async () => {
    // Pinkham Notch: the Mount Washington summit station is 4 km away, 1,290 m up; the valley takes Berlin's.
    const notch = { latitude: 44.26, longitude: -71.25, systemSizeKWdc: 10 };
    const byDistance = await (await post(notch)).json();
    expect(byDistance.station).toMatchObject({ id: '726130', elevationDifferenceM: null });
    const byClimate = await (await post({ ...notch, elevationM: 620 })).json();
    expect(byClimate.station).toMatchObject({ id: '726160', elevationDifferenceM: 353 - 620 });
    expect(byClimate.site.elevationM).toBe(620);
    const bigBend = await (await post({ latitude: 29.25, longitude: -103.25, systemSizeKWdc: 10 })).json();
    expect(bigBend.station.id).toBe('722640'); // Marfa
    expect(bigBend.warnings).toEqual([expect.stringMatching(/145 km from the site \(more than 50 km\)/)]);
  });

  it('saves a run with its figures and without its 8,760 hours, which reopening recomputes', async () => {
    const inputs = { ...PHOENIX, systemSizeKWdc: 250, tracking: 'single-axis' };
    const saved = await api.app.request('/api/calculators/run', jsonRequest('POST', { type: 'solar', inputs }, api.buyer));
    expect(saved.status).toBe(201);
    const run = await saved.json();
    expect(run.type).toBe('solar');
    expect(run.outputs.hourlyKW).toBeUndefined();
    expect(run.outputs.monthlyKWh).toHaveLength(12);
    const direct = await (await post(inputs)).json();
    expect(run.outputs.annualKWh).toBe(direct.annualKWh);
    const refused = await api.app.request(
      '/api/calculators/run',
      jsonRequest('POST', { type: 'solar', inputs: { state: 'AZ' } }, api.buyer),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).issues).toEqual([{ path: 'inputs.systemSizeKWdc', message: 'Required' }]);
  });
});

describe('POST /api/calculators/solar: the limit', () => {
  it('counts every request from an address before reading it, invalid ones too: past 120 in 10 minutes, 429 whatever the body', async () => {
    const limited = createTestApp(api.database, { realRateLimits: true });
    const runFrom = (init: RequestInit, address = '198.51.100.110') =>
      limited.request('/api/calculators/solar', init, { clientAddress: address });
    const { limit, windowMs } = RATE_LIMITS.solarModelPerAddress;
    expect({ limit, windowMs }).toEqual({ limit: 120, windowMs: 10 * 60 * 1000 });
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await runFrom(jsonRequest('POST', { ...PHOENIX }))).status, `run ${attempt + 1}`).toBe(400);
    }
    const valid = await runFrom(jsonRequest('POST', { ...PHOENIX, systemSizeKWdc: 100 }));
    expect(valid.status).toBe(429);
    expect(await valid.json()).toEqual({ error: 'Too many attempts. Please wait and try again.' });
    expect(Number(valid.headers.get('retry-after'))).toBeGreaterThan(500);
    // Counted before the body is read: one that does not even parse is refused by the count.
    expect((await runFrom({ ...jsonRequest('POST', null), body: '{"latitude": ' })).status).toBe(429);
    expect((await runFrom(jsonRequest('POST', { ...PHOENIX, systemSizeKWdc: 100 }), '198.51.100.111')).status).toBe(200);
  });
});
