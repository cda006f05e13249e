// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Rfq, RfqDetail, RfqItem } from '~/domain/rfqs';
import { $auth } from '~/stores/currentUser';
import { $toasts, dismissToast } from '~/stores/toasts';
import { buyer } from '../../../tests/fixtures/people';
import { rfqOf } from '../../../tests/fixtures/rfqs';
import RfqWorkspace from './RfqWorkspace';

/**
 * The RFQ page's states and failures, with the real API client: `fetch` answers as the API would,
 * or with the failure the test is about, and every request is recorded.
 */

const draft = (id: number, projectName: string, changes: Partial<Rfq> = {}) => rfqOf({ id, projectName, ...changes });

const line: RfqItem = {
  id: 5,
  productId: 70,
  quantity: 2,
  specifications: null,
  product: { name: 'Sunny Central 4600', manufacturer: 'SMA', model: 'SC-4600', unitType: 'inverter', price: '1200.00' },
};

type Answer = Response | (() => Response);
/** What the stubbed API answers, by `METHOD /path`: one answer each time, or a list used up in order (the last one kept). */
let api: Record<string, Answer | Answer[]>;
let requests: { method: string; path: string; body: unknown }[];
let errors: MockInstance<typeof console.error>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const down = () => new Response('down', { status: 500 });

beforeEach(() => {
  api = {};
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      requests.push({ method, path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answers = api[`${method} ${url.pathname}`];
      if (answers === undefined) throw new Error(`no answer for ${method} ${url.pathname}`);
      const answer = Array.isArray(answers) ? (answers.length > 1 ? answers.shift()! : answers[0]!) : answers;
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  $auth.set({ status: 'signed-in', user: buyer });
  history.replaceState(null, '', '/rfq');
});
afterEach(() => {
  cleanup();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  $auth.set({ status: 'loading' });
});

const lastToast = () => $toasts.get().at(-1);
const itemsRegion = () => screen.getByRole('region', { name: 'Requested Items' });

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a buyer without RFQs', () => {
  it("reads 'No RFQs yet' and creates one named 'New RFQ', empty until products are added", async () => {
    const created = draft(31, 'New RFQ');
    api = {
      'GET /api/rfqs': () => json([]),
      'POST /api/rfqs': () => json(created, 201),
      'GET /api/rfqs/31/items': () => json([]),
    };
    render(<RfqWorkspace />);
    expect(await screen.findByText('No RFQs yet')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Create Your First RFQ' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/rfqs', body: { projectName: 'New RFQ', status: 'draft' } },
    ]);

    expect(await screen.findByRole('heading', { level: 2, name: 'New RFQ' })).toBeTruthy();
    const drafts = screen.getByRole('region', { name: 'Draft RFQs' });
    expect(
      within(drafts)
        .getAllByRole('button', { name: /New RFQ/ })[0]!
        .getAttribute('aria-current'),
    ).toBe('true');
    await waitFor(() => expect(itemsRegion().textContent).toContain('No items in this RFQ'));
    expect(within(itemsRegion()).getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe('/catalog');
    // The draft's form loads with it.
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Submit RFQ' })).disabled).toBe(true);
  });
});

describe('failures the buyer is told about', () => {
  it("'Failed to fetch RFQs' when the list cannot be read, and the list on Try again", async () => {
    api = { 'GET /api/rfqs': [down, () => json([])] };
    render(<RfqWorkspace />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch RFQs');
    expect(errors).toHaveBeenCalledWith('Failed to fetch RFQs', expect.anything());
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'New RFQ' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'Failed to fetch RFQ items' when a request's lines cannot be read", async () => {
    history.replaceState(null, '', '/rfq?id=32');
    api = { 'GET /api/rfqs': () => json([draft(32, 'Items fail')]), 'GET /api/rfqs/32/items': down };
    render(<RfqWorkspace />);
    await screen.findByRole('heading', { level: 2, name: 'Items fail' });
    await waitFor(() => expect(within(itemsRegion()).getByRole('alert').textContent).toBe('Failed to fetch RFQ items'));
  });

  it("'Failed to create RFQ. Please try again.'", async () => {
    history.replaceState(null, '', '/rfq?id=33');
    api = { 'GET /api/rfqs': () => json([draft(33, 'Create fails')]), 'GET /api/rfqs/33/items': () => json([]), 'POST /api/rfqs': down };
    render(<RfqWorkspace />);
    await screen.findByRole('heading', { level: 2, name: 'Create fails' });
    await click(screen.getByRole('button', { name: 'New RFQ' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to create RFQ. Please try again.', variant: 'destructive' }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Create fails' })).toBeTruthy();
  });

  it("'Failed to submit RFQ. Please try again.', and the form can be sent again", async () => {
    history.replaceState(null, '', '/rfq?id=34');
    api = {
      'GET /api/rfqs': () => json([draft(34, 'Submit fails', { itemCount: 1 })]),
      'GET /api/rfqs/34/items': () => json([line]),
      'PATCH /api/rfqs/34': down,
    };
    render(<RfqWorkspace />);
    const form = await screen.findByRole('form', { name: 'Submit Submit fails' });
    fireEvent.change(within(form).getByLabelText('Shipping Address'), { target: { value: '1 Substation Road, Raleigh, NC 27601' } });
    fireEvent.change(within(form).getByLabelText('Required By Date'), { target: { value: '2099-06-30' } });
    await waitFor(() => expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Submit RFQ' }).disabled).toBe(false));
    await click(within(form).getByRole('button', { name: 'Submit RFQ' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to submit RFQ. Please try again.', variant: 'destructive' }),
    );
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      projectName: 'Submit fails',
      shipToAddress: '1 Substation Road, Raleigh, NC 27601',
      neededBy: '2099-06-30',
      status: 'submitted',
    });
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Submit RFQ' }).disabled).toBe(false);
  });
});

describe('a past RFQ', () => {
  it("reads with its fallbacks ('RFQ #id' without a project name, 'Not specified', 'Product ID: x' and 'units' for an unnamed product), staff's quote and its timeline", async () => {
    const quoted: Rfq = {
      ...draft(4242, ''),
      projectName: null,
      status: 'quoted',
      shipToAddress: '9 Grid Way, Austin, TX 78701',
      createdAt: '2026-10-01T15:00:00.000Z',
      updatedAt: '2026-10-09T15:00:00.000Z',
      submittedAt: '2026-10-02T15:00:00.000Z',
      totalEstimatedValue: '20.00',
      itemCount: 1,
      quote: { amount: '18.50', validUntil: '2026-11-30', note: 'Freight included.', quotedAt: '2026-10-09T15:00:00.000Z' },
    };
    const requester = { firstName: 'Casey', lastName: 'Clerk', email: 'x', organizationName: null };
    const detail: RfqDetail = {
      ...quoted,
      requester,
      events: [
        { status: 'draft', at: '2026-10-01T15:00:00.000Z', note: null },
        { status: 'submitted', at: '2026-10-02T15:00:00.000Z', note: null },
        { status: 'under_review', at: '2026-10-05T15:00:00.000Z', note: null },
        { status: 'quoted', at: '2026-10-09T15:00:00.000Z', note: 'Quote attached: $19.50 per unit, valid 30 days.' },
      ],
    };
    api = {
      'GET /api/rfqs': () => json([{ ...quoted, requester }]),
      'GET /api/rfqs/4242/items': () =>
        json([
          {
            id: 1,
            productId: 77,
            quantity: 2,
            specifications: 'Spare fuses',
            product: { name: '', manufacturer: 'Acme', model: 'X-1', unitType: null, price: '10.00' },
          },
        ]),
      'GET /api/rfqs/4242': () => json(detail),
    };
    render(<RfqWorkspace />);
    const submitted = await screen.findByRole('region', { name: 'Submitted RFQs' });
    const row = within(submitted).getByRole('button', { name: /RFQ #4242/ });
    expect(row.textContent).toContain('Quoted');
    // The list shows the quote, not the estimate it replaced.
    expect(row.textContent).toContain('Quoted $18.50');
    expect(row.textContent).not.toContain('$20.00');
    expect(screen.getAllByRole('definition').some((definition) => definition.textContent === 'Not specified')).toBe(true);
    // Staff's quote, as the RFQ desk recorded it.
    expect(screen.getByRole('region', { name: 'Quote' }).textContent).toMatch(/^Quote\$18\.50Valid until Nov 30, 2026Freight included\.$/);
    await waitFor(() => expect(itemsRegion().textContent).toContain('Product ID: 77'));
    expect(itemsRegion().textContent).toContain('Acme - X-1');
    expect(itemsRegion().textContent).toContain('Quantity: 2 units');
    expect(itemsRegion().textContent).toContain('Spare fuses');
    expect(within(itemsRegion()).getByTestId('line-total').textContent).toBe('$20.00');
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() =>
      expect(
        within(status)
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual([
        expect.stringMatching(/^✓SubmittedOct 2, 2026$/),
        expect.stringMatching(/^✓Under reviewOct 5, 2026$/),
        expect.stringMatching(/^✓Quoted \(current status\)Oct 9, 2026Quote attached: \$19\.50 per unit, valid 30 days\.$/),
        expect.stringMatching(/^4Accepted or declinedPending$/),
      ]),
    );
  });
});
