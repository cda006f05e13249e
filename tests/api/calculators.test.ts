import { describe, expect, it } from 'vitest';
import { BESS_BOUNDS, BESS_DEFAULTS } from '~/domain/schemas/calculators/bess';
import { INTERCONNECTION_BOUNDS } from '~/domain/schemas/calculators/interconnection';
import { LEASE_BOUNDS } from '~/domain/schemas/calculators/landLease';
import { PPA_BOUNDS, PPA_DEFAULTS } from '~/domain/schemas/calculators/ppa';
import { DEBT_BOUNDS, PPA_OPTION_BOUNDS } from '~/domain/schemas/calculators/ppaFull';
import { STATE_SOLAR_POINTS } from '~/domain/solar/stateSolarPoints';
import { createTestUser } from '../factories/users';
import { apiContext } from '../setup/apiContext';
import { jsonRequest, signIn } from '../setup/testApp';

const api = apiContext();

const post = (path: string, body: unknown) => api.app.request(path, jsonRequest('POST', body));
async function issuesOf(path: string, body: unknown) {
  const response = await post(path, body);
  expect(response.status).toBe(400);
  return (await response.json()).issues as { path: string; message: string }[];
}

const ppaFull = { ...PPA_DEFAULTS, solveFor: 'ppa' };
const lease = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
const bess = { ...BESS_DEFAULTS };

/** Fields that take whole numbers: step outside their bounds by one. */
const WHOLE_NUMBER_FIELDS = new Set(['termYears', 'tenorYears']);

/** Just outside each bound, the standard range message ('Number must be greater than or equal to N', or less). */
function boundCases(
  bounds: Record<string, readonly [number, number]>,
  nest: (field: string, value: number) => [string, Record<string, unknown>],
) {
  return Object.entries(bounds).flatMap(([field, [min, max]]) => {
    const step = WHOLE_NUMBER_FIELDS.has(field) ? 1 : Math.max((max - min) / 1000, 0.001);
    const below = Number((min - step).toPrecision(6));
    const above = Number((max + step).toPrecision(6));
    return [
      [field, below, `Number must be greater than or equal to ${min}`, ...nest(field, below)],
      [field, above, `Number must be less than or equal to ${max}`, ...nest(field, above)],
    ] as [string, number, string, string, Record<string, unknown>][];
  });
}

describe('POST /api/calculators/ppa', () => {
  it('solves for the PPA price with its result fields', async () => {
    const response = await post('/api/calculators/ppa', ppaFull);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      solveFor: 'ppa',
      ppaPrice: expect.any(Number),
      maxEpcPrice: 1.2,
      lcoe: expect.any(Number),
      annualProduction: 5000 * 1650,
      netCapex: 4_200_000,
      breakeven: expect.any(Number),
      specificYield: { kWhPerKW: 1650, source: 'national' },
    });
    expect(result.cashFlows).toHaveLength(25);
    expect(result.ppaPrice).toBeGreaterThan(0.03);
    expect(result.ppaPrice).toBeLessThan(0.08);
  });

  it('solves for the EPC price from a target PPA, without an EPC price', async () => {
    const { epcPricePerW: _omitted, ...request } = ppaFull;
    const result = await (await post('/api/calculators/ppa', { ...request, solveFor: 'epc', targetPPA: 0.08 })).json();
    expect(result).toMatchObject({ solveFor: 'epc', ppaPrice: 0.08, viable: true });
    expect(result.maxEpcPrice).toBeGreaterThan(1.2);
  });

  it("accepts the embedded card's five inputs and fills the rest with the defaults ($25/kW-yr O&M, 0.5 %/yr degradation, 25 years, 2.5 %/yr escalator)", async () => {
    const card = { systemSizeMW: 5, epcPricePerW: 1.5, wacc: 0.07, itcPercent: 30, targetPPA: 0.08, solveFor: 'ppa' };
    const fromCard = await (await post('/api/calculators/ppa', card)).json();
    const explicit = await (
      await post('/api/calculators/ppa', {
        ...card,
        omCostPerKWYear: 25,
        degradationPercent: 0.005,
        termYears: 25,
        escalationPercent: 0.025,
      })
    ).json();
    expect(fromCard.ppaPrice).toBe(explicit.ppaPrice);
  });

  it("models the state's yield at its solar point's weather station (trackers unless told), and keeps a yield the caller gives", async () => {
    // Arizona's point (Desert Star, Maricopa County) is priced at the yield the solar calculator models there, on trackers.
    const point = STATE_SOLAR_POINTS.find((candidate) => candidate.state === 'AZ')!;
    const tracking = await (await post('/api/calculators/ppa', { ...ppaFull, state: 'az' })).json();
    const modelled = await (
      await post('/api/calculators/solar', {
        latitude: point.latitude,
        longitude: point.longitude,
        systemSizeKWdc: 1,
        tracking: 'single-axis',
      })
    ).json();
    expect(tracking.specificYield).toMatchObject({
      source: 'model',
      state: 'AZ',
      station: { id: modelled.station.id, name: modelled.station.name },
      tracking: 'single-axis',
    });
    expect(tracking.specificYield.kWhPerKW).toBeCloseTo(modelled.specificYieldKWhPerKWdc, 6);
    // PVWatts v8 gives the Phoenix area's TMY3 years about 2,040 kWh/kWdc on single-axis trackers (docs/calculators.md).
    expect(tracking.specificYield.kWhPerKW).toBeGreaterThan(2037 * 0.93);
    expect(tracking.specificYield.kWhPerKW).toBeLessThan(2037 * 1.07);
    const fixed = await (await post('/api/calculators/ppa', { ...ppaFull, state: 'AZ', tracking: 'fixed' })).json();
    expect(fixed.specificYield).toMatchObject({ source: 'model', tracking: 'fixed' });
    expect(fixed.specificYield.kWhPerKW).toBeLessThan(tracking.specificYield.kWhPerKW);
    // The model's yield is the solve's yield.
    expect(fixed.annualProduction).toBeCloseTo(5000 * fixed.specificYield.kWhPerKW, 6);
    const given = await (await post('/api/calculators/ppa', { ...ppaFull, state: 'AZ', specificYieldKWhPerKW: 1980 })).json();
    expect(given.specificYield).toEqual({ kWhPerKW: 1980, source: 'input' });
    expect(await issuesOf('/api/calculators/ppa', { ...ppaFull, state: 'ZZ', tracking: 'dual-axis' })).toEqual([
      { path: 'state', message: 'State must be a two-letter US state code' },
      { path: 'tracking', message: "Invalid enum value. Expected 'fixed' | 'single-axis'" },
    ]);
  });

  it.each(['systemSizeMW', 'wacc', 'itcPercent'])('requires %s', async (field) => {
    const { [field as keyof typeof ppaFull]: _omitted, ...request } = ppaFull;
    expect(await issuesOf('/api/calculators/ppa', request)).toEqual([{ path: field, message: 'Required' }]);
  });

  it('requires the EPC price to solve for the PPA, and the target PPA to solve for the EPC', async () => {
    const { epcPricePerW: _epc, targetPPA: _target, ...withoutPrices } = ppaFull;
    expect(await issuesOf('/api/calculators/ppa', withoutPrices)).toEqual([{ path: 'epcPricePerW', message: 'Required' }]);
    expect(await issuesOf('/api/calculators/ppa', { ...withoutPrices, solveFor: 'epc' })).toEqual([
      { path: 'targetPPA', message: 'Required' },
    ]);
  });

  it.each(boundCases(PPA_BOUNDS, (field, value) => [field, { [field]: value }]))(
    '%s = %s → "%s"',
    async (_field, _value, message, path, override) => {
      expect(await issuesOf('/api/calculators/ppa', { ...ppaFull, ...override })).toEqual([{ path, message }]);
    },
  );

  it('refuses wrong types, a fractional term and an unknown mode, naming each field', async () => {
    expect(await issuesOf('/api/calculators/ppa', { ...ppaFull, wacc: '6.5%', termYears: 20.5, solveFor: 'irr' })).toEqual([
      { path: 'wacc', message: 'Expected number, received string' },
      { path: 'solveFor', message: "Invalid enum value. Expected 'ppa' | 'epc'" },
      { path: 'termYears', message: 'Expected integer, received float' },
    ]);
  });

  it('accepts every bound itself', async () => {
    for (const [field, [min, max]] of Object.entries(PPA_BOUNDS)) {
      for (const value of [min, max])
        expect((await post('/api/calculators/ppa', { ...ppaFull, [field]: value })).status, `${field}=${value}`).toBe(200);
    }
  });
});

describe('the deterministic calculators answer a body given before with the same bytes (AnswerCache)', () => {
  const raw = (path: string, text: string) =>
    api.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });

  it.each([
    ['/api/calculators/ppa', ppaFull],
    ['/api/calculators/land-lease', lease],
    ['/api/calculators/bess', bess],
  ])('%s: the same answer, status and type again; another body its own answer', async (path, body) => {
    const text = JSON.stringify(body);
    const first = await raw(path, text);
    const again = await raw(path, text);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = await first.text();
    expect(await again.text()).toBe(answer);
    // Kept at its second sighting: the third is answered from memory, the same bytes.
    const kept = await raw(path, text);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await kept.text()).toBe(answer);
    // The same inputs written with other spacing are another key, and the same answer.
    expect(await (await raw(path, JSON.stringify(body, null, 1))).text()).toBe(answer);
    const changed = {
      '/api/calculators/ppa': { systemSizeMW: 7 },
      '/api/calculators/land-lease': { acres: 250 },
      '/api/calculators/bess': { cyclesPerMonth: 20 },
    }[path];
    const other = await raw(path, JSON.stringify({ ...body, ...changed }));
    expect(other.status).toBe(200);
    expect(await other.text()).not.toBe(answer);
  });

  it('refuses a refused body again each time, with its own message: only answers are kept', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await raw('/api/calculators/ppa', JSON.stringify({ ...ppaFull, termYears: 'long' }));
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues[0].path).toBe('termYears');
      const malformed = await raw('/api/calculators/ppa', '{"systemSizeMW": ');
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error).toBe('Malformed JSON body');
    }
    const untyped = await api.app.request('/api/calculators/ppa', { method: 'POST', body: JSON.stringify(ppaFull) });
    expect(untyped.status).toBe(415);
  });
});

describe('POST /api/calculators/ppa: non-viable solves, warnings, O&M escalation and the real LCOE', () => {
  it('a non-viable EPC solve says so and reports no price, capex, LCOE or breakeven built on a negative price', async () => {
    const result = await (await post('/api/calculators/ppa', { ...PPA_DEFAULTS, solveFor: 'epc', targetPPA: 0.01 })).json();
    expect(result).toMatchObject({
      viable: false,
      reason: expect.stringContaining('$0.0100/kWh'),
      maxEpcPrice: null,
      capex: null,
      netCapex: null,
      lcoe: null,
      lcoeReal: null,
      breakeven: null,
      cashFlows: [],
    });
  });

  it('warns when degradation is implausible (0.5 meant as 0.5 %/yr is 50 %/yr) and not otherwise', async () => {
    const implausible = await (await post('/api/calculators/ppa', { ...ppaFull, degradationPercent: 0.5 })).json();
    expect(implausible.warnings).toEqual([expect.stringContaining('50%/yr')]);
    expect((await (await post('/api/calculators/ppa', ppaFull)).json()).warnings).toEqual([]);
    expect((await (await post('/api/calculators/ppa', { ...ppaFull, degradationPercent: 0.03 })).json()).warnings).toEqual([]);
  });

  it('takes omEscalationPercent into account instead of dropping it', async () => {
    const flat = await (await post('/api/calculators/ppa', ppaFull)).json();
    const escalating = await (await post('/api/calculators/ppa', { ...ppaFull, omEscalationPercent: 0.03 })).json();
    expect(escalating.ppaPrice).toBeGreaterThan(flat.ppaPrice);
    expect(escalating.cashFlows[1].omCost).toBeCloseTo(escalating.cashFlows[0].omCost * 1.03, 6);
  });

  it('labels the nominal LCOE beside the real one: lcoeReal is below lcoe with inflation', async () => {
    const result = await (await post('/api/calculators/ppa', ppaFull)).json();
    expect(result.taxMode).toBe('pre-tax');
    expect(result.lcoeReal).toBeLessThan(result.lcoe);
  });
});

describe('POST /api/calculators/ppa: after-tax, levered and the cost stack', () => {
  const afterTax = { ...ppaFull, taxMode: 'after-tax' };
  const debt = { dscr: 1.3, tenorYears: 18, interestRate: 0.06 };

  it('solves the after-tax single owner, unlevered and levered, with the yearly tax, depreciation and credit lines', async () => {
    const unlevered = await (await post('/api/calculators/ppa', afterTax)).json();
    expect(unlevered).toMatchObject({
      taxMode: 'after-tax',
      viable: true,
      afterTax: { combinedTaxRate: 0.21, incentive: 'itc', debt: null },
    });
    expect(unlevered.afterTax.years[0]).toMatchObject({
      year: 1,
      depreciation: expect.any(Number),
      tax: expect.any(Number),
      credits: expect.any(Number),
    });
    const levered = await (await post('/api/calculators/ppa', { ...afterTax, debt, targetEquityIrr: 0.1 })).json();
    expect(levered.afterTax.equityIrr).toBeCloseTo(0.1, 9);
    expect(levered.afterTax.debt).toMatchObject({ dscr: 1.3, tenorYears: 18, interestRate: 0.06, amount: expect.any(Number) });
  });

  it('takes the cost stack in either mode: other capex, property tax and insurance, a land lease', async () => {
    const plain = await (await post('/api/calculators/ppa', ppaFull)).json();
    const stacked = await (
      await post('/api/calculators/ppa', {
        ...ppaFull,
        otherCapexPerW: 0.15,
        propertyTaxAndInsurancePercent: 0.01,
        landLeasePerYear: 40_000,
        landLeaseEscalationPercent: 0.02,
      })
    ).json();
    expect(stacked.ppaPrice).toBeGreaterThan(plain.ppaPrice);
    expect(stacked.cashFlows[1].otherCosts).toBeCloseTo(0.01 * (6_000_000 + 750_000) + 40_000 * 1.02, 6);
  });

  it.each(boundCases(PPA_OPTION_BOUNDS, (field, value) => [field, { ...afterTax, debt, targetEquityIrr: 0.1, [field]: value }]))(
    '%s = %s: "%s"',
    async (_field, _value, message, path, body) => {
      expect(await issuesOf('/api/calculators/ppa', body)).toEqual([{ path, message }]);
    },
  );

  it.each(
    boundCases(DEBT_BOUNDS, (field, value) => [`debt.${field}`, { ...afterTax, debt: { ...debt, [field]: value }, targetEquityIrr: 0.1 }]),
  )('debt %s = %s: "%s"', async (_field, _value, message, path, body) => {
    expect(await issuesOf('/api/calculators/ppa', body)).toEqual([{ path, message }]);
  });

  it('refuses what only the after-tax model has in pre-tax mode, debt without its target, and a tenor beyond the term', async () => {
    expect(await issuesOf('/api/calculators/ppa', { ...ppaFull, incentive: 'ptc', debt, targetEquityIrr: 0.1 })).toEqual([
      { path: 'incentive', message: "The PTC needs taxMode 'after-tax'" },
      { path: 'debt', message: "Debt needs taxMode 'after-tax'" },
    ]);
    expect(await issuesOf('/api/calculators/ppa', { ...afterTax, debt: { ...debt, tenorYears: 30 } })).toEqual([
      { path: 'targetEquityIrr', message: 'Required with debt' },
      { path: 'debt.tenorYears', message: 'Number must be less than or equal to the term (25 years)' },
    ]);
    expect(await issuesOf('/api/calculators/ppa', { ...ppaFull, taxMode: 'levered', incentive: 'grant', debt: 5 })).toEqual([
      { path: 'taxMode', message: "Invalid enum value. Expected 'pre-tax' | 'after-tax'" },
      { path: 'incentive', message: "Invalid enum value. Expected 'itc' | 'ptc'" },
      { path: 'debt', message: 'Expected object, received number' },
    ]);
  });
});

describe('POST /api/calculators/land-lease', () => {
  it('answers the three estimates per acre and in total, with total and usable acres', async () => {
    const response = await post('/api/calculators/land-lease', lease);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      conservative: { perAcre: expect.any(Number), total: expect.any(Number) },
      likely: { perAcre: 512.5, total: 38_437.5 },
      aggressive: { perAcre: expect.any(Number), total: expect.any(Number) },
      totalAcres: 100,
      usableAcres: 75,
      warnings: [],
    });
  });

  it('accepts a lower-case state and an address', async () => {
    const response = await post('/api/calculators/land-lease', { ...lease, state: 'nc', address: '1200 Farm Rd, Wilson, NC' });
    expect((await response.json()).assumptions.state).toBe('NC');
  });

  it.each(boundCases(LEASE_BOUNDS, (field, value) => [field, { [field]: value }]))(
    '%s = %s → "%s"',
    async (_field, _value, message, path, override) => {
      expect(await issuesOf('/api/calculators/land-lease', { ...lease, ...override })).toEqual([{ path, message }]);
    },
  );

  it('requires every field but the address, and a two-letter state', async () => {
    expect(await issuesOf('/api/calculators/land-lease', {})).toEqual([
      { path: 'acres', message: 'Required' },
      { path: 'distanceToSubstation', message: 'Required' },
      { path: 'state', message: 'Required' },
    ]);
    expect(await issuesOf('/api/calculators/land-lease', { ...lease, state: 'Texas' })).toEqual([
      { path: 'state', message: 'String must contain exactly 2 character(s)' },
    ]);
  });
});

describe('POST /api/calculators/bess', () => {
  it('answers total, demand reduction, arbitrage and the assumptions used', async () => {
    const response = await post('/api/calculators/bess', bess);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      total: { annual: expect.any(Number), monthly: expect.any(Number) },
      demandReduction: { annual: 900_000, monthly: 75_000 },
      arbitrage: { annual: expect.any(Number), monthly: expect.any(Number), daily: expect.any(Number) },
      assumptions: { cyclesPerMonth: 22, roundTripEfficiency: 0.9, averageSpread: expect.any(Number) },
    });
    expect(result.resilience).toBeUndefined();
  });

  it('adds resilience when asked', async () => {
    const result = await (await post('/api/calculators/bess', { ...bess, includeResilience: true })).json();
    expect(result.resilience).toEqual({ annual: 240_000, monthly: 20_000 });
  });

  it.each(
    boundCases(BESS_BOUNDS, (field, value) =>
      field === 'peak' || field === 'offPeak'
        ? [`touRates.${field}`, { touRates: { ...BESS_DEFAULTS.touRates, [field]: value } }]
        : [field, { [field]: value }],
    ),
  )('%s = %s → "%s"', async (_field, _value, message, path, override) => {
    expect(await issuesOf('/api/calculators/bess', { ...bess, ...override })).toEqual([{ path, message }]);
  });

  it('requires every input and the TOU rates object', async () => {
    expect(await issuesOf('/api/calculators/bess', { includeResilience: 'yes' })).toEqual([
      { path: 'batteryCapacityKW', message: 'Required' },
      { path: 'batteryCapacityKWh', message: 'Required' },
      { path: 'demandChargeRate', message: 'Required' },
      { path: 'touRates', message: 'Required' },
      { path: 'roundTripEfficiency', message: 'Required' },
      { path: 'cyclesPerMonth', message: 'Required' },
      { path: 'includeResilience', message: 'Expected boolean, received string' },
    ]);
  });
});

describe('POST /api/calculators/interconnection', () => {
  const prescreen = { state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 };

  it('screens a site: region, process, timeline, odds, costs, flags and the sources behind them', async () => {
    const response = await post('/api/calculators/interconnection', prescreen);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({
      region: { id: 'pjm', chosenBy: 'state' },
      process: { id: 'lgip-cluster' },
      timeline: { typicalMonths: 61 },
      odds: { completionPct: 14 },
      upgradeCost: { available: true, lowPerKW: 30, highPerKW: 253 },
      genTie: { costVoltageKV: 138 },
      dataVersion: '2026.11.3',
    });
    expect(result.flags.length).toBeGreaterThan(0);
    expect(result.sources).toContainEqual(
      expect.objectContaining({ id: 'appa-lbnl-pjm-cost-2023', url: expect.stringMatching(/^https:/) }),
    );
  });

  it('takes a lower-case state, the optional substation figures and a region for a split state', async () => {
    const response = await post('/api/calculators/interconnection', {
      ...prescreen,
      state: 'tx',
      technology: 'hybrid',
      region: 'spp',
      interconnectionVoltageKV: 230,
      substationAvailableMW: 300,
      queuedAheadMW: 120,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      region: { id: 'spp', chosenBy: 'override' },
      voltage: { kV: 230, assumed: false },
      headroom: { remainingMW: 180, shortfallMW: 0 },
    });
  });

  it.each(boundCases(INTERCONNECTION_BOUNDS, (field, value) => [field, { ...prescreen, substationAvailableMW: 100, [field]: value }]))(
    '%s = %s: "%s"',
    async (_field, _value, message, path, body) => {
      expect(await issuesOf('/api/calculators/interconnection', body)).toEqual([{ path, message }]);
    },
  );

  it('accepts every bound itself', async () => {
    for (const [field, [min, max]] of Object.entries(INTERCONNECTION_BOUNDS)) {
      for (const value of [min, max]) {
        const response = await post('/api/calculators/interconnection', { ...prescreen, substationAvailableMW: 100, [field]: value });
        expect(response.status, `${field}=${value}`).toBe(200);
      }
    }
  });

  it('requires the state, size, technology and distance, naming each field', async () => {
    expect(await issuesOf('/api/calculators/interconnection', {})).toEqual([
      { path: 'state', message: 'Required' },
      { path: 'systemSizeMW', message: 'Required' },
      { path: 'technology', message: 'Required' },
      { path: 'distanceToSubstationMiles', message: 'Required' },
    ]);
  });

  it('refuses a state that is not one, a wrong technology or type, and an unknown region', async () => {
    expect(
      await issuesOf('/api/calculators/interconnection', {
        ...prescreen,
        state: 'PR',
        technology: 'wind',
        systemSizeMW: '150',
        region: 'ercotx',
      }),
    ).toEqual([
      { path: 'state', message: 'State must be a two-letter US state code' },
      { path: 'systemSizeMW', message: 'Expected number, received string' },
      { path: 'technology', message: "Invalid enum value. Expected 'solar' | 'storage' | 'hybrid'" },
      {
        path: 'region',
        message:
          "Invalid enum value. Expected 'caiso' | 'ercot' | 'pjm' | 'miso' | 'spp' | 'nyiso' | 'isone' | 'west' | 'southeast' | 'noncontiguous'",
      },
    ]);
  });

  it('refuses a region that does not serve the state, and queued capacity without the available capacity', async () => {
    expect(await issuesOf('/api/calculators/interconnection', { ...prescreen, region: 'ercot' })).toEqual([
      { path: 'region', message: 'Region must be one of the regions serving PA: pjm' },
    ]);
    expect(await issuesOf('/api/calculators/interconnection', { ...prescreen, queuedAheadMW: 50 })).toEqual([
      { path: 'substationAvailableMW', message: 'Required when queued capacity is given' },
    ]);
  });

  it('saves as an interconnection run for a signed-in user', async () => {
    const cookies = await signIn(api.app, (await createTestUser(api.db)).email);
    const outputs = await (await post('/api/calculators/interconnection', prescreen)).json();
    const saved = await api.app.request(
      '/api/calculators/run',
      jsonRequest('POST', { type: 'interconnection', inputs: prescreen, outputs }, cookies),
    );
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ type: 'interconnection', inputs: prescreen, outputs: { timeline: { typicalMonths: 61 } } });
  });
});
