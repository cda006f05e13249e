// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import { solvePpa } from '~/domain/finance/ppa';
import { PPA_DEFAULTS } from '~/domain/schemas/calculators/ppa';
import type { Rfq } from '~/domain/rfqs';
import type { PublicUser } from '~/domain/users';
import { $auth } from '~/stores/currentUser';
import Dashboard from './Dashboard';
import HomeSummary from './HomeSummary';

const client = vi.hoisted(() => ({
  rfqs: [] as unknown[],
  runs: { items: [] as unknown[], total: 0 },
  bookmarks: [] as unknown[],
}));
vi.mock('~/client/rfqs', () => ({ listRfqs: async () => client.rfqs }));
vi.mock('~/client/calculators', () => ({ listRuns: async () => client.runs }));
vi.mock('~/client/bookmarks', () => ({ listBookmarks: async () => client.bookmarks }));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: () => false }));

const USER: PublicUser = {
  id: 'u1',
  firstName: 'Nova',
  lastName: 'Newman',
  email: 'nova@example.com',
  profileImageUrl: null,
  organizationName: null,
  role: 'buyer',
};

function rfq(id: number, changes: Partial<Rfq>): Rfq {
  return {
    id,
    projectName: `Project ${id}`,
    status: 'draft',
    shipToAddress: null,
    neededBy: null,
    notes: null,
    createdAt: `2026-11-0${id}T10:00:00.000Z`,
    updatedAt: `2026-11-0${id}T10:00:00.000Z`,
    submittedAt: null,
    totalEstimatedValue: null,
    userId: USER.id,
    itemCount: 0,
    quote: null,
    closedReason: null,
    ...changes,
  };
}

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
  errors = vi.spyOn(console, 'error');
  $auth.set({ status: 'signed-in', user: USER });
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
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
    expect(screen.getByText('Energy Development Platform · Buyer')).toBeTruthy();
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
});
