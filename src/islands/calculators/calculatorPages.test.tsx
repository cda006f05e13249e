// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateBessValue } from '~/domain/finance/bess';
import { estimateLandLease } from '~/domain/finance/lease';
import { solvePpa } from '~/domain/finance/ppa';
import { bessRequestSchema } from '~/domain/schemas/calculators/bess';
import { landLeaseRequestSchema } from '~/domain/schemas/calculators/landLease';
import { ppaRequestSchema } from '~/domain/schemas/calculators/ppaFull';
import BessCalculator from './BessCalculator';
import LandLeaseEstimator from './LandLeaseEstimator';
import PpaCalculator from './PpaCalculator';

/** The API, answered by the engines themselves (as the server would, after its own validation). */
const calculate = vi.fn(async (type: string, request: unknown) => {
  if (type === 'land_lease') return estimateLandLease(landLeaseRequestSchema.parse(request));
  if (type === 'bess_value') return estimateBessValue(bessRequestSchema.parse(request));
  return solvePpa(ppaRequestSchema.parse(request) as Parameters<typeof solvePpa>[0]);
});
const saveRun = vi.fn(async () => ({}));
vi.mock('~/client/calculators', () => ({ calculate: (...args: [string, unknown]) => calculate(...args), saveRun: () => saveRun() }));
vi.mock('~/stores/currentUser', () => ({ loadCurrentUser: async () => ({ status: 'signed-in' }) }));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), askToSignIn: vi.fn() }));

beforeAll(async () => {
  // A page's result component loads with its first result (an on-demand chunk): have them ready.
  await Promise.all([import('./LandLeaseResult'), import('./PpaResult'), import('./BessResult')]);
});

beforeEach(() => {
  history.replaceState(null, '', '/tools/calculator');
  calculate.mockClear();
  saveRun.mockClear();
  // jsdom lays nothing out: the focused field's scroll into view is a no-op here.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

/** Lets the submission's promises and the effects after them settle. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
async function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const results = () => screen.getByRole('region', { name: 'Results' });
const outOfDate = () => within(results()).queryByText(/Out of date/);

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

describe('the PPA calculator', () => {
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

  it('warns of a C-rate no commercial battery has', async () => {
    render(<BessCalculator />);
    type('Battery power (kW)', '50000');
    type('Battery energy (kWh)', '100');
    await press('Calculate');
    const warnings = within(results()).getByRole('list', { name: 'Warnings' });
    expect(warnings.textContent).toContain('50,000 kW on 100 kWh would empty the battery in 0.1 minutes (500C)');
  });
});
