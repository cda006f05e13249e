// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateBessValue } from '~/domain/finance/bess';
import { estimateLandLease } from '~/domain/finance/lease';
import { prescreenInterconnection } from '~/domain/interconnection/prescreen';
import { bessRequestSchema } from '~/domain/schemas/calculators/bess';
import { interconnectionRequestSchema } from '~/domain/schemas/calculators/interconnection';
import { landLeaseRequestSchema } from '~/domain/schemas/calculators/landLease';
import { ppaSiteRequestSchema } from '~/domain/schemas/calculators/ppaSite';
import { WEATHER_STATIONS } from '~/domain/solar/stations';
import { solvePpa } from '~/domain/finance/ppa';
import type { SpecificYield } from '~/domain/finance/solarResource';
import { nearestOf } from '~/domain/solar/geo';
import { clickUsMap, press, settle, type } from '../../../tests/setup/components';
import BessCalculator from './BessCalculator';
import InterconnectionPrescreen from './InterconnectionPrescreen';
import LandLeaseEstimator from './LandLeaseEstimator';
import PpaCalculator from './PpaCalculator';
import SolarProductionCalculator from './SolarProductionCalculator';

/** The API, answered by the engines themselves (as the server would, after its own validation). */
const calculate = vi.fn(async (type: string, request: unknown) => {
  if (type === 'land_lease') return estimateLandLease(landLeaseRequestSchema.parse(request));
  if (type === 'bess_value') return estimateBessValue(bessRequestSchema.parse(request));
  if (type === 'interconnection') return prescreenInterconnection(interconnectionRequestSchema.parse(request), new Date());
  if (type === 'solar') throw new Error('The solar model runs on the server: these tests never get that far');
  const ppa = ppaSiteRequestSchema.parse(request);
  return solvePpa(ppa, ppa.latitude === undefined || ppa.longitude === undefined ? undefined : modelledAt(ppa.latitude, ppa.longitude));
});
/** The server's yield at a site as its answer says it (the hourly model runs on the server, not here): the nearest station's. */
function modelledAt(latitude: number, longitude: number): SpecificYield {
  const { station, distanceKm } = nearestOf(WEATHER_STATIONS, latitude, longitude);
  return {
    kWhPerKW: 1900,
    source: 'model',
    station: { id: station.id, name: station.name, distanceKm },
    tracking: 'fixed',
    site: { latitude, longitude, basis: 'coordinates' },
  };
}
const saveRun = vi.fn(async () => ({}));
vi.mock('~/client/calculators', () => ({ calculate: (...args: [string, unknown]) => calculate(...args), saveRun: () => saveRun() }));
vi.mock('~/stores/currentUser', () => ({ loadCurrentUser: async () => ({ status: 'signed-in' }) }));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), askToSignIn: vi.fn() }));

beforeAll(async () => {
  // A page's result component loads with its first result (an on-demand chunk): have them ready.
  await Promise.all([import('./LandLeaseResult'), import('./PpaResult'), import('./BessResult'), import('./PrescreenResult')]);
});

beforeEach(() => {
  history.replaceState(null, '', '/tools/calculator');
  calculate.mockClear();
  saveRun.mockClear();
});
afterEach(cleanup);

const results = () => screen.getByRole('region', { name: 'Results' });
const outOfDate = () => within(results()).queryByText(/Out of date/);
/** The <details> section a field sits in. */
const sectionOf = (label: string) => screen.getByLabelText(label).closest('details')!;

describe('a calculator page (the land lease estimator)', () => {
  it('marks its result stale as soon as an input differs from the one it was calculated from', async () => {
    render(<LandLeaseEstimator />);
    await press('Calculate');
    expect(within(results()).getByText('On 75 usable acres of 100', { exact: false })).toBeTruthy();
    expect(outOfDate()).toBeNull();

    type('Total acres', '');
    expect(outOfDate()).not.toBeNull();
    await press('Calculate');
    // The invalid input is not calculated: the old result stays, marked.
    expect(screen.getByText('Required', { exact: true })).toBeTruthy();
    expect(outOfDate()).not.toBeNull();

    type('Total acres', '100');
    expect(outOfDate()).toBeNull(); // back to what was calculated
    type('Total acres', '200');
    await press('Calculate');
    expect(outOfDate()).toBeNull();
    expect(within(results()).getByText('On 150 usable acres of 200', { exact: false })).toBeTruthy();
  });

  it('puts the inputs of each result in the address bar, in API units, so the address reopens it', async () => {
    render(<LandLeaseEstimator />);
    type('Total acres', '320');
    type('State', 'NC');
    await press('Calculate');
    expect(location.pathname).toBe('/tools/calculator');
    expect(new URLSearchParams(location.search).toString()).toBe('acres=320&distanceToSubstation=2.5&state=NC');
    expect(saveRun).toHaveBeenCalledTimes(1);
  });

  it('opened with inputs in its URL, fills them in and shows their result without saving it again', async () => {
    history.replaceState(null, '', '/tools/calculator?acres=320&distanceToSubstation=1.5&state=NC');
    render(<LandLeaseEstimator />);
    await settle();
    expect((screen.getByLabelText('Total acres') as HTMLInputElement).value).toBe('320');
    expect(calculate).toHaveBeenCalledWith('land_lease', { acres: 320, distanceToSubstation: 1.5, state: 'NC' });
    expect(within(results()).getByText('On 240 usable acres of 320', { exact: false })).toBeTruthy();
    expect(outOfDate()).toBeNull();
    expect(saveRun).not.toHaveBeenCalled();
    // The visitor's own calculation is saved.
    await press('Calculate');
    expect(saveRun).toHaveBeenCalledTimes(1);
  });

  it('clears a message as its field becomes valid, before the next submit', async () => {
    render(<LandLeaseEstimator />);
    type('Total acres', '10001');
    type('Distance to substation (miles)', '');
    await press('Calculate');
    expect(screen.getByText('Number must be less than or equal to 10000')).toBeTruthy();
    expect(screen.getByText('Required', { exact: true })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Total acres'), { target: { value: '500' } });
    expect(screen.queryByText('Number must be less than or equal to 10000')).toBeNull();
    expect(screen.getByText('Required', { exact: true })).toBeTruthy();
  });
});

describe('the land lease estimator', () => {
  it('warns below 50 acres, and keeps that result, marked out of date, while the new inputs are refused', async () => {
    render(<LandLeaseEstimator />);
    type('Total acres', '20');
    await press('Calculate');
    expect(within(results()).getByText(/Most utility-scale solar projects need at least 50 acres/)).toBeTruthy();

    type('Total acres', '10001');
    type('Distance to substation (miles)', '');
    await press('Calculate');
    expect(screen.getByText('Number must be less than or equal to 10000')).toBeTruthy();
    expect(screen.getByText('Required', { exact: true })).toBeTruthy();
    expect(within(results()).getByText(/^Out of date:/)).toBeTruthy();
    expect(calculate).toHaveBeenCalledTimes(1);
  });
});

describe('the PPA calculator', () => {
  it("shows the standard field messages in the form's units, and calculates nothing", async () => {
    render(<PpaCalculator />);
    type('System Size (MW)', '');
    type('WACC (%)', '31');
    type('ITC (%)', '-1');
    type('Term (years)', '4');
    await press('Calculate');
    expect(screen.getByText('Required', { exact: true })).toBeTruthy();
    expect(screen.getByText('Number must be less than or equal to 30')).toBeTruthy();
    expect(screen.getByText('Number must be greater than or equal to 0')).toBeTruthy();
    expect(screen.getByText('Number must be greater than or equal to 5')).toBeTruthy();
    expect(screen.getByLabelText('WACC (%)').getAttribute('aria-invalid')).toBe('true');
    expect(within(results()).queryByText('Estimated PPA Price')).toBeNull();
    expect(calculate).not.toHaveBeenCalled();
  });

  it("puts the result's inputs in the address (WACC as a fraction, the price solved for), and the address reopens the same result", async () => {
    history.replaceState(null, '', '/tools/ppa-calculator');
    render(<PpaCalculator />);
    type('System Size (MW)', '12');
    type('WACC (%)', '7.25');
    await press('Calculate');
    const price = within(results()).getByText(/^\$0\.\d{4}\/kWh$/).textContent!;
    expect(location.pathname).toBe('/tools/ppa-calculator');
    expect(Object.fromEntries(new URLSearchParams(location.search))).toMatchObject({ systemSizeMW: '12', wacc: '0.0725', solveFor: 'ppa' });

    // A copied address: the page fills the inputs in and calculates, no click needed.
    cleanup();
    calculate.mockClear();
    render(<PpaCalculator />);
    await settle();
    expect(calculate).toHaveBeenCalledTimes(1);
    expect(within(results()).getByText(price, { exact: true })).toBeTruthy();
    expect((screen.getByLabelText('WACC (%)') as HTMLInputElement).value).toBe('7.25');
  });

  it('keeps the Advanced section closed by default; the after-tax unlevered price earns exactly the WACC', async () => {
    render(<PpaCalculator />);
    expect(sectionOf('Model').open).toBe(false);
    fireEvent.click(screen.getByText('Advanced: taxes, incentives, debt and costs'));
    expect(sectionOf('Model').open).toBe(true);
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'after-tax' } });
    // The after-tax fields load when that model is chosen.
    await screen.findByLabelText('State tax rate (%)');
    type('State tax rate (%)', '5');
    await press('Calculate');
    const irr = within(results()).getByText('Project IRR', { exact: true }).parentElement!;
    expect(irr.textContent).toContain('6.50%');
    expect(irr.textContent).toContain('24.95% combined');
    // Its project NPV at the WACC is nothing, and reads so: "$0", never "-$0".
    const npv = within(results()).getByText('Project NPV', { exact: true }).parentElement!;
    expect(npv.textContent).toMatch(/^Project NPV\$0At the WACC$/);
  });

  it('says a target price that cannot pay back is not viable, instead of a negative EPC price and "Breakeven Year 1"', async () => {
    render(<PpaCalculator />);
    fireEvent.click(screen.getByRole('tab', { name: 'Solve for EPC' }));
    type('Target PPA ($/kWh)', '0.01');
    await press('Calculate');
    const alert = within(results()).getByRole('alert');
    expect(alert.textContent).toContain('Not viable at this price');
    expect(alert.textContent).toContain('At $0.0100/kWh the revenue does not cover the operating costs');
    expect(within(results()).queryByText('Breakeven', { exact: true })).toBeNull();
    expect(results().textContent).not.toContain('$-');
  });

  it('warns when the degradation typed is implausible', async () => {
    render(<PpaCalculator />);
    type('Degradation (%/yr)', '50');
    await press('Calculate');
    expect(within(results()).getByText(/Degradation of 50%\/yr is implausible/)).toBeTruthy();
  });

  it('with the PTC, has no ITC field, and claims no ITC; the tax credit options read whole', async () => {
    history.replaceState(null, '', '/tools/ppa-calculator?taxMode=after-tax');
    render(<PpaCalculator />);
    await settle();
    const credit = screen.getByLabelText('Tax credit') as HTMLSelectElement;
    expect([...credit.options].map((option) => option.text)).toEqual(['ITC, on the capex', 'PTC, per kWh for 10 years']);
    expect(screen.getByLabelText('ITC (%)')).toBeTruthy();
    expect(screen.queryByLabelText('PTC ($/kWh, year 1)')).toBeNull();

    fireEvent.change(credit, { target: { value: 'ptc' } });
    expect(screen.queryByLabelText('ITC (%)')).toBeNull();
    expect(screen.getByLabelText('PTC ($/kWh, year 1)')).toBeTruthy();
    await press('Calculate');
    expect(calculate).toHaveBeenLastCalledWith('ppa_epc', expect.objectContaining({ incentive: 'ptc', itcPercent: 0, ptcPerKWh: 0.03 }));
    expect(new URLSearchParams(location.search).get('incentive')).toBe('ptc');
  });

  it('prices the site typed in: sends its coordinates and array, and says which site and weather station the yield is from', async () => {
    history.replaceState(null, '', '/tools/ppa-calculator');
    render(<PpaCalculator />);
    expect(screen.queryByLabelText('Array (for the modeled yield)')).toBeNull();
    type('Site latitude (°N)', '34.7');
    type('Site longitude (°E, west negative)', '-118.15');
    fireEvent.change(screen.getByLabelText('Array (for the modeled yield)'), { target: { value: 'fixed' } });
    await press('Calculate');
    const [, request] = calculate.mock.calls.at(-1)!;
    expect(request).toMatchObject({ latitude: 34.7, longitude: -118.15, tracking: 'fixed' });
    expect((request as { state?: string }).state).toBeUndefined();
    expect(
      within(results()).getByText(/modeled hour by hour at 34\.7000, -118\.1500, with the .+ weather station, \d+ km away, fixed tilt/),
    ).toBeTruthy();
    expect(new URLSearchParams(location.search).get('latitude')).toBe('34.7');
  });

  it('marks the result stale when the tab changes what is solved for', async () => {
    render(<PpaCalculator />);
    await press('Calculate');
    expect(within(results()).getByText('Estimated PPA Price')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Solve for EPC' }));
    expect(outOfDate()).not.toBeNull();
  });
});

describe('the BESS calculator', () => {
  it('shows one long view, the analysis period with capacity fade, and no 10-year escalating one', async () => {
    render(<BessCalculator />);
    await press('Calculate');
    const result = results();
    expect(within(result).getByRole('heading', { name: '15-year projection' })).toBeTruthy();
    // Σ savings with 2.5 %/yr fade over 15 years (bessProjection), not $1,750,667 × 10 × 1.34.
    expect(within(result).getByText('$24,251,723')).toBeTruthy();
    expect(within(result).queryByText('With 3% Escalation')).toBeNull();
    expect(within(result).queryByText(/10-year/)).toBeNull();
    expect(within(result).getByText("Capacity fades 2.5% a year over 15 years; rates stay at today's")).toBeTruthy();
  });

  it('clears a message as its field is fixed, and opens its closed section for a refused cost', async () => {
    render(<BessCalculator />);
    type('Round-trip efficiency (%)', '97');
    await press('Calculate');
    expect(screen.getByText('Number must be less than or equal to 95')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Round-trip efficiency (%)'), { target: { value: '90' } });
    expect(screen.queryByText('Number must be less than or equal to 95')).toBeNull();

    const section = screen.getByText('Costs and returns (optional)').closest('details')!;
    type('Installed cost ($/kWh)', '10');
    await press('Calculate');
    expect(section.open).toBe(true);
    section.open = false;
    fireEvent(section, new Event('toggle'));
    await press('Calculate'); // the same message again: the section opens again
    expect(section.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Installed cost ($/kWh)'));
  });

  it('validates in percent and in $/kWh', async () => {
    render(<BessCalculator />);
    type('Round-trip efficiency (%)', '97');
    type('Peak rate ($/kWh)', '1.5');
    await press('Calculate');
    expect(screen.getByText('Number must be less than or equal to 95')).toBeTruthy();
    expect(screen.getByText('Number must be less than or equal to 1', { exact: true })).toBeTruthy();
    expect(calculate).not.toHaveBeenCalled();
  });

  it('reopens with its costs and window from the URL, in percent; the window caps what a cycle earns', async () => {
    history.replaceState(null, '', '/tools/bess-calculator?capexPerKWh=450&discountRate=0.07&dischargeWindowHours=3');
    render(<BessCalculator />);
    await settle();
    expect(sectionOf('Installed cost ($/kWh)').open).toBe(true);
    expect((screen.getByLabelText('Installed cost ($/kWh)') as HTMLInputElement).value).toBe('450');
    expect((screen.getByLabelText('Discount rate (%)') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('Discharge window (hours)') as HTMLInputElement).value).toBe('3');
    await press('Calculate');
    // 5,000 kW × 3 h = 15,000 kWh a cycle: 15,000 × $0.25 − 16,667 × $0.08 = $2,417.
    expect(within(results()).getByText('$2,417 a cycling day', { exact: false })).toBeTruthy();
    const costs = within(results()).getByRole('region', { name: 'Costs and returns' });
    expect(within(costs).getByText('$7,223,358')).toBeTruthy();
    expect(within(costs).getByText('22.5%')).toBeTruthy();
    expect(within(costs).getByText('Year 5')).toBeTruthy();
    cleanup();

    // 100 kW cannot sell 500,000 kWh in a day; 100 kW × 4 h = 400 kWh a cycle.
    history.replaceState(
      null,
      '',
      '/tools/bess-calculator?batteryCapacityKW=100&batteryCapacityKWh=500000&peak=1&offPeak=0.01&roundTripEfficiency=0.95&cyclesPerMonth=31',
    );
    render(<BessCalculator />);
    await settle();
    await press('Calculate');
    expect(within(results()).getByText('$396 a cycling day', { exact: false })).toBeTruthy();
    expect(within(results()).getByText('$165,234')).toBeTruthy();
    expect(sectionOf('Installed cost ($/kWh)').open).toBe(false);
  });

  it('warns of a C-rate no commercial battery has', async () => {
    render(<BessCalculator />);
    type('Battery power (kW)', '50000');
    type('Battery energy (kWh)', '100');
    await press('Calculate');
    const warnings = within(results()).getByRole('list', { name: 'Warnings' });
    expect(warnings.textContent).toContain('50,000 kW on 100 kWh would empty the battery in 0.1 minutes (500C)');
  });
});

describe('the interconnection prescreen', () => {
  it('asks which region for a split state, and says when a region publishes no upgrade cost', async () => {
    render(<InterconnectionPrescreen />);
    expect(screen.queryByLabelText('Grid region')).toBeNull();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    expect((screen.getByLabelText('Grid region') as HTMLSelectElement).value).toBe('');
    type('System size (MW AC)', '200');
    await press('Calculate');
    expect(within(results()).getByRole('heading', { name: 'ERCOT generation interconnection (GINR)' })).toBeTruthy();
    expect(results().textContent).toContain('No public figure');

    fireEvent.change(screen.getByLabelText('Grid region'), { target: { value: 'spp' } });
    await press('Calculate');
    expect(within(results()).getByRole('heading', { name: 'Large generator cluster study (FERC Order No. 2023)' })).toBeTruthy();
    expect(results().textContent).toContain('Southwest Power Pool (SPP)');
    expect(results().textContent).toContain('$11.4M – $21.2M');

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'CA' } });
    expect((screen.getByLabelText('Grid region') as HTMLSelectElement).value).toBe('');
    await press('Calculate');
    expect(results().textContent).toContain('data-privacy rules');
  });

  it('takes a 2 MW project on a 12.47 kV feeder through the state distribution process, within Fast Track', async () => {
    render(<InterconnectionPrescreen />);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'MA' } });
    type('System size (MW AC)', '2');
    type('Distance to substation (miles)', '0.5');
    type('Line voltage (kV)', '12.47');
    type('Available capacity (MW)', '6');
    type('Queued ahead (MW)', '3');
    await press('Calculate');
    expect(within(results()).getByRole('heading', { name: 'State distribution interconnection' })).toBeTruthy();
    expect(results().textContent).toContain('3–24 months, typically 9');
    expect(results().textContent).toContain('3 MW left');
    expect(results().textContent).toContain('within the Fast Track limit of 3 MW');
  });
});

describe('the solar production calculator', () => {
  it('asks for a site: coordinates or a state', async () => {
    render(
      <SolarProductionCalculator>
        <svg />
      </SolarProductionCalculator>,
    );
    type('Latitude (°N)', '');
    type('Longitude (°E, west negative)', '');
    type('System size (kWdc)', '100');
    await press('Calculate');
    expect(screen.getByText('Required (or give a state)')).toBeTruthy();
    expect(calculate).not.toHaveBeenCalled();
  });

  it('takes the site where the map is clicked, not the station nearest the click, and rings it', () => {
    const { container } = render(
      <SolarProductionCalculator>
        <svg />
      </SolarProductionCalculator>,
    );
    const map = container.querySelector<SVGSVGElement>('svg.cursor-crosshair')!;
    // Lancaster, CA: a high-desert site with a station of its own, 88 km from coastal LAX; the map
    // drawn at twice its drawing's size, 100 px from the window's corner.
    const lancaster = clickUsMap(map, -118.15, 34.7, { offset: 100, scale: 2 });
    expect(screen.getByLabelText<HTMLInputElement>('Latitude (°N)').value).toBe('34.7');
    expect(screen.getByLabelText<HTMLInputElement>('Longitude (°E, west negative)').value).toBe('-118.15');
    expect(screen.getByText(/^Site: 34\.7° N, 118\.15° W\. The answer names the weather station nearest it in climate/)).toBeTruthy();
    const ring = map.querySelector('circle')!;
    expect(Number(ring.getAttribute('cx'))).toBeCloseTo(lancaster.x, 1);
    expect(Number(ring.getAttribute('cy'))).toBeCloseTo(lancaster.y, 1);
  });
});
