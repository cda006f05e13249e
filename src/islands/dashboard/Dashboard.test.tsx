// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import { estimateBessValue } from '~/domain/finance/bess';
import { solvePpa } from '~/domain/finance/ppa';
import { BESS_DEFAULTS } from '~/domain/schemas/calculators/bess';
import { PPA_DEFAULTS } from '~/domain/schemas/calculators/ppa';
import type { Rfq } from '~/domain/rfqs';
import type { PublicUser } from '~/domain/users';
import { navigation } from '~/browser/session';
import { ApiRequestError } from '~/client/http';
import { $auth } from '~/stores/currentUser';
import { $toasts, dismissToast } from '~/stores/toasts';
import { buyer } from '../../../tests/fixtures/people';
import { rfqOf } from '../../../tests/fixtures/rfqs';
import Dashboard from './Dashboard';
import HomeSummary from './HomeSummary';

/** What the mocked API client answers: a failure set for a list is thrown by its next read instead (once). */
const client = vi.hoisted(() => ({
  rfqs: [] as unknown[],
  runs: { items: [] as unknown[], total: 0 },
  bookmarks: [] as unknown[],
  failures: {} as Partial<Record<'rfqs' | 'runs', Error>>,
}));
vi.mock('~/client/rfqs', () => ({
  listRfqs: async () => {
    const failure = client.failures.rfqs;
    delete client.failures.rfqs;
    if (failure) throw failure;
    return client.rfqs;
  },
}));
vi.mock('~/client/calculators', () => ({
  listRuns: async () => {
    const failure = client.failures.runs;
    delete client.failures.runs;
    if (failure) throw failure;
    return client.runs;
  },
}));
vi.mock('~/client/bookmarks', () => ({ listBookmarks: async () => client.bookmarks }));

/** The buyer, called Nova here. */
const USER: PublicUser = { ...buyer, firstName: 'Nova' };

/** The buyer's RFQ `id`, made on the id-th of November. */
const rfq = (id: number, changes: Partial<Rfq>) =>
  rfqOf({
    id,
    projectName: `Project ${id}`,
    createdAt: `2026-11-0${id}T10:00:00.000Z`,
    updatedAt: `2026-11-0${id}T10:00:00.000Z`,
    ...changes,
  });

const PPA = { ...PPA_DEFAULTS, solveFor: 'ppa' as const };

function ppaRun(id: number, inputs: object): CalculatorRun {
  const request = { ...PPA, ...inputs };
  return {
    id,
    type: 'ppa_epc',
    name: null,
    // Saved the same day: the columns must still differ.
    createdAt: `2026-11-24T1${id}:00:00.000Z`,
    inputs: request,
    outputs: solvePpa(request as Parameters<typeof solvePpa>[0]) as unknown as Record<string, unknown>,
  };
}

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  client.rfqs = [];
  client.runs = { items: [], total: 0 };
  client.bookmarks = [];
  client.failures = {};
  errors = vi.spyOn(console, 'error');
  $auth.set({ status: 'signed-in', user: USER });
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
  vi.restoreAllMocks();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  $auth.set({ status: 'loading' });
});

/** React's own warnings (duplicate keys, hydration mismatches) go to console.error. */
function reactWarnings(): string[] {
  return errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => /key|hydrat|did not match|didn't match/i.test(text));
}

describe('the greeting', () => {
  it('welcomes a brand-new account, and welcomes back one that has made something', async () => {
    render(<Dashboard />);
    expect(await screen.findByText('Welcome, Nova. Your projects, RFQs and saved calculations will gather here.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    // An account without an organization is headed by its role alone.
    expect(screen.getByText('Buyer', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText(/Energy Development Platform/)).toBeNull();
    cleanup();

    client.runs = { items: [ppaRun(1, {})], total: 1 };
    render(<Dashboard />);
    expect(await screen.findByText('Welcome back, Nova. Here are your projects, RFQs and saved calculations.')).toBeTruthy();
  });

  it('hydrates to what the server rendered, even when the user is known before hydration', async () => {
    $auth.set({ status: 'loading' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Dashboard), { identifierPrefix: 'r1' });
    document.body.append(container);
    $auth.set({ status: 'signed-in', user: USER });
    // A text mismatch is a recoverable error; an attribute mismatch only a console warning (in development).
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(Dashboard), { identifierPrefix: 'r1', onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(container.textContent).toContain('Welcome, Nova.'));
    expect(mismatches).toEqual([]);
    expect(reactWarnings()).toEqual([]);
    container.remove();
  });
});

describe('what to do next', () => {
  const twins = () => [
    rfq(1, { projectName: 'Twin' }),
    rfq(2, { projectName: 'Twin' }),
    rfq(3, { projectName: 'Pair', itemCount: 2 }),
    rfq(4, { projectName: 'Pair', itemCount: 2 }),
  ];

  it('lists two drafts of the same name without a duplicate key, on the dashboard and on the signed-in home', async () => {
    for (const island of [Dashboard, HomeSummary]) {
      client.rfqs = twins();
      client.runs = { items: [], total: 3 };
      render(createElement(island));
      const next = await screen.findByRole('region', { name: 'What to do next' });
      await waitFor(() => expect(within(next).getAllByRole('link')).toHaveLength(3));
      expect(reactWarnings()).toEqual([]);
      cleanup();
    }
  });
});

describe('the figures and lists', () => {
  it('count every saved run, not the page the dashboard reads, and link the saved-runs page', async () => {
    client.runs = { items: [1, 2, 3, 4, 5].map((id) => ppaRun(id, { systemSizeMW: id })), total: 612 };
    render(<Dashboard />);
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    await waitFor(() => expect(within(figures).getByText('612')).toBeTruthy());
    const calculations = screen.getByRole('region', { name: 'Recent Calculations' });
    expect(within(calculations).getByRole('link', { name: 'All 612 calculations' }).getAttribute('href')).toBe('/dashboard/calculations');
    expect(within(calculations).getAllByRole('listitem')).toHaveLength(5);
  });

  it('count a quoted RFQ as active and value it at its quote', async () => {
    const quote = { amount: '45250.50', validUntil: '2026-12-31', note: null, quotedAt: '2026-11-20T10:00:00.000Z' };
    client.rfqs = [
      rfq(1, { status: 'submitted', totalEstimatedValue: '1000.00' }),
      rfq(2, { status: 'quoted', totalEstimatedValue: '48000.00', quote }),
      rfq(3, { status: 'closed', totalEstimatedValue: '12000.00' }),
    ];
    render(<Dashboard />);
    const active = (await screen.findByText('Active Projects')).parentElement!;
    await waitFor(() => expect(active.textContent).toContain('2'));
    expect(active.textContent).toContain('Open RFQs: submitted, in review or quoted');
    expect(screen.getByText('Total RFQ Value').parentElement!.textContent).toContain('$46,251');
  });

  it('offer every calculator among the Quick Actions, the interconnection prescreen too', () => {
    render(<Dashboard />);
    const quick = screen.getByRole('region', { name: 'Quick Actions' });
    const hrefs = within(quick)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/tools/ppa-calculator',
        '/tools/land-lease-estimator',
        '/tools/bess-calculator',
        '/tools/interconnection-prescreen',
      ]),
    );
  });
});

describe('comparing saved runs', () => {
  it("shows two PPA runs with the page's labels, units and formats, headed by what differs and when", async () => {
    client.runs = { items: [ppaRun(2, { systemSizeMW: 12, taxMode: 'after-tax' }), ppaRun(1, {})], total: 2 };
    render(<Dashboard />);
    const calculations = await screen.findByRole('region', { name: 'Recent Calculations' });
    const boxes = await within(calculations).findAllByRole('checkbox');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(within(calculations).getByRole('button', { name: 'Compare 2 calculations' }));
    // The comparison loads when asked for.
    const table = await within(calculations).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[0]).toMatch(/^12 MW · After-tax/);
    expect(headers[1]).toMatch(/^5 MW · Pre-tax/);
    expect(headers[0]).not.toEqual(headers[1]);
    const rowOf = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`) });
    expect(rowOf('WACC (%)').textContent).toContain('6.5');
    expect(rowOf('System Size (MW)').textContent).toContain('differs');
    expect(rowOf('Net capex').textContent).toMatch(/\$[\d,]+\$[\d,]+/);
    for (const raw of ['wacc', 'presentValues.energy', 'specificYield.source']) expect(within(table).queryByText(raw)).toBeNull();
    expect(table.textContent).not.toMatch(/\d\.\d{5,}/);
  });

  it('compares one calculator at a time, from two runs, in a table named for them with every figure as its page says it', async () => {
    const bess: CalculatorRun = {
      id: 3,
      type: 'bess_value',
      name: null,
      createdAt: '2026-11-24T13:00:00.000Z',
      inputs: { ...BESS_DEFAULTS },
      outputs: estimateBessValue({ ...BESS_DEFAULTS }) as unknown as Record<string, unknown>,
    };
    // Newest first, as the API lists them: the BESS run, then the two PPA runs.
    client.runs = { items: [bess, ppaRun(2, { systemSizeMW: 12, taxMode: 'after-tax' }), ppaRun(1, {})], total: 3 };
    render(<Dashboard />);
    const calculations = await screen.findByRole('region', { name: 'Recent Calculations' });
    const boxes = await within(calculations).findAllByRole<HTMLInputElement>('checkbox');
    fireEvent.click(boxes[1]!);
    expect(boxes[0]!.disabled).toBe(true); // another calculator
    expect(within(calculations).getByRole<HTMLButtonElement>('button', { name: 'Compare 1 calculations' }).disabled).toBe(true);
    fireEvent.click(boxes[2]!);
    fireEvent.click(within(calculations).getByRole('button', { name: 'Compare 2 calculations' }));
    const table = await within(calculations).findByRole('table', { name: /PPA \/ EPC: 2 calculations compared/ });
    const rowOf = (label: RegExp) => within(table).getByRole('row', { name: label });
    expect(rowOf(/^System Size \(MW\)\s?differs/).textContent).toMatch(/12.*5/);
    expect(rowOf(/^WACC \(%\)/).textContent).not.toContain('differs');
    expect(rowOf(/^Model\s?differs/).textContent).toContain('After-tax, single owner');
    expect(rowOf(/^PPA price, year 1\s?differs/).textContent).toMatch(/\$0\.\d{4}\/kWh/);
    expect(rowOf(/^Net capex\s?differs/).textContent).toMatch(/\$[\d,]+\s*\$[\d,]+$/);
    expect(within(table).queryByRole('rowheader', { name: 'systemSizeMW' })).toBeNull();
  });
});

/** A stat card's figure, by its key (the card's first definition). */
const figure = (key: string) => document.querySelector(`[data-stat="${key}"] dd`)!.textContent;
const lastToast = () => $toasts.get().at(-1);

describe('what staff answered', () => {
  it("a quoted RFQ shows its quote, a closed one its reason; someone else's is neither listed nor counted", async () => {
    const base = { shipToAddress: '9 Grid Way, Austin, TX 78701', itemCount: 2 };
    client.rfqs = [
      rfq(1, {
        ...base,
        projectName: 'Pflugerville substation',
        status: 'quoted',
        submittedAt: '2026-10-03T16:00:00.000Z',
        totalEstimatedValue: '48000.00',
        quote: { amount: '45250.50', validUntil: '2026-12-31', note: 'Freight to Austin included.', quotedAt: '2026-10-09T15:00:00.000Z' },
      }),
      rfq(2, {
        ...base,
        projectName: 'Round Rock canopy',
        status: 'closed',
        submittedAt: '2026-10-01T16:00:00.000Z',
        totalEstimatedValue: '12000.00',
        closedReason: 'The buyer chose another supplier.',
      }),
      // Someone else's (an admin's list holds everyone's).
      rfq(3, { ...base, userId: 'someone-else', projectName: 'Not mine', status: 'submitted', totalEstimatedValue: '999.00' }),
    ];
    render(<Dashboard />);
    const recent = await screen.findByRole('region', { name: 'Recent RFQs' });
    const row = async (name: string) => (await within(recent).findByRole('link', { name })).closest('li')!.textContent;
    const quoted = await row('Pflugerville substation');
    expect(quoted).toContain('Quoted');
    expect(quoted).toContain('Quoted $45,250.50, valid until Dec 31, 2026');
    expect(quoted).toContain('Freight to Austin included.');
    expect(await row('Round Rock canopy')).toContain('Closed: The buyer chose another supplier.');
    expect(recent.textContent).not.toContain('Not mine');
    // The quoted RFQ is still open, worth its quote; the closed one and someone else's count for nothing.
    await waitFor(() => expect(figure('activeProjects')).toBe('1'));
    expect(figure('draftRfqs')).toBe('0');
    expect(figure('calculations')).toBe('0');
    expect(figure('totalRfqValue')).toBe('$45,251');
    const next = screen.getByRole('region', { name: 'What to do next' });
    expect(
      within(next)
        .getByRole('link', { name: /^Review the quote for Pflugerville substation/ })
        .getAttribute('href'),
    ).toBe('/rfq?id=1');
  });
});

describe('the figure each recent RFQ shows', () => {
  it('is the quote once staff quoted it, not the estimate it replaced; the estimate, named so, before', async () => {
    const quote = { amount: '212000.00', validUntil: '2099-01-31', note: null, quotedAt: '2026-11-09T15:00:00.000Z' };
    client.rfqs = [
      rfq(1, { projectName: 'Waiting', status: 'submitted', totalEstimatedValue: '198.00', itemCount: 3 }),
      rfq(2, { projectName: 'Quoted', status: 'quoted', totalEstimatedValue: '198.00', itemCount: 3, quote }),
    ];
    render(<Dashboard />);
    const recent = await screen.findByRole('region', { name: 'Recent RFQs' });
    const row = async (name: string) => (await within(recent).findByRole('link', { name })).closest('li')!.textContent!;
    expect(await row('Waiting')).toContain('estimate $198.00');
    const quoted = await row('Quoted');
    expect(quoted).toContain('Quoted $212,000.00, valid until Jan 31, 2099');
    expect(quoted).not.toContain('$198.00');
  });
});

describe('failures the buyer is told about', () => {
  // The failures are logged (reportFailure): kept out of the output.
  beforeEach(() => {
    errors.mockRestore();
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("'Failed to fetch RFQs': the toast, the list says so and its figures are unavailable; Try again loads it", async () => {
    client.failures.rfqs = new ApiRequestError(500, 'down');
    client.runs = { items: [], total: 3 };
    render(<Dashboard />);
    const recent = await screen.findByRole('region', { name: 'Recent RFQs' });
    await waitFor(() => expect(recent.textContent).toContain('Your RFQs could not be loaded.'));
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to fetch RFQs', variant: 'destructive' });
    expect(figure('activeProjects')).toBe('—Unavailable');
    expect(figure('calculations')).toBe('3');
    fireEvent.click(within(recent).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('activeProjects')).toBe('0'));
    expect(recent.textContent).toContain('No RFQs yet');
  });

  it("'Failed to fetch calculator runs': the toast, the list says so and Calculations is unavailable", async () => {
    client.failures.runs = new ApiRequestError(500, 'down');
    render(<Dashboard />);
    const calculations = await screen.findByRole('region', { name: 'Recent Calculations' });
    await waitFor(() => expect(calculations.textContent).toContain('Your calculations could not be loaded.'));
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to fetch calculator runs', variant: 'destructive' });
    expect(figure('calculations')).toBe('—Unavailable');
  });

  it('the signed-in home tells of a failure the same way', async () => {
    client.failures.runs = new ApiRequestError(500, 'down');
    render(<HomeSummary />);
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to fetch calculator runs', variant: 'destructive' }),
    );
    expect(figure('calculations')).toBe('—Unavailable');
  });

  it('a session that ended: the Unauthorized toast, then sign-in returning to the dashboard', async () => {
    history.replaceState(null, '', '/dashboard');
    client.failures.rfqs = new ApiRequestError(401, '{"error":"Unauthorized"}');
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      render(<Dashboard />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
      expect(navigation.assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(navigation.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fdashboard');
    } finally {
      vi.useRealTimers();
      history.replaceState(null, '', '/');
    }
  });
});
