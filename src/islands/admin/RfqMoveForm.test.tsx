// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RfqDetail, RfqItem } from '~/domain/rfqs';
import { ApiRequestError } from '~/client/http';
import { setRfqStatus } from '~/client/rfqs';
import { chargeFieldOf, RfqMoveForm } from './RfqMoveForm';

vi.mock('~/browser/session', () => ({ handleUnauthorized: vi.fn(() => false), reportFailure: vi.fn() }));
vi.mock('~/client/rfqs', () => ({ setRfqStatus: vi.fn() }));

const underReview: RfqDetail = {
  id: 41,
  projectName: 'Desk test',
  status: 'under_review',
  shipToAddress: '100 Congress Ave, Austin, TX',
  neededBy: '2027-06-30',
  notes: null,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-02T12:00:00Z',
  submittedAt: '2026-11-02T12:00:00Z',
  totalEstimatedValue: '48000.00',
  userId: 'buyer',
  itemCount: 1,
  quote: null,
  closedReason: null,
  requester: { firstName: 'Casey', lastName: 'Clerk', email: 'casey@example.com', organizationName: 'Ledger Energy' },
  events: [],
};

afterEach(cleanup);

/** Clicks, then lets the submission's promises settle. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** Renders the form (for `items`, when given) with "Send a quote" chosen; the API's calls so far are forgotten. */
function chooseQuote(items?: RfqItem[]) {
  vi.mocked(setRfqStatus).mockClear();
  vi.mocked(setRfqStatus).mockResolvedValue(underReview);
  render(<RfqMoveForm rfq={underReview} items={items} onMoved={vi.fn()} onConflict={vi.fn()} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Send a quote' }));
}

/** Gives the quote a valid-until date and sends it: the API gets these lines, charges and total. */
async function expectQuoteSent(quote: { amount: number; lines: object[]; charges: object[] }) {
  type('Valid until', '2099-03-31');
  await click('Send a quote');
  expect(setRfqStatus).toHaveBeenCalledWith(41, { status: 'quoted', validUntil: '2099-03-31', ...quote });
}

describe('RfqMoveForm: a message clears as its field becomes valid, before the form is sent again', () => {
  it('quote: the amount loses "Quoted amount is required" once filled; the date keeps its own until it is given', async () => {
    chooseQuote();
    await click('Send a quote');
    expect(screen.getByText('Quoted amount is required')).toBeTruthy();
    expect(screen.getByText('Valid-until date is required')).toBeTruthy();

    type('Quoted amount (USD)', '-5');
    expect(screen.queryByText('Quoted amount is required')).toBeNull();
    expect(screen.getByText('Quoted amount must be more than 0')).toBeTruthy();
    type('Quoted amount (USD)', '48250.5');
    expect(screen.queryByText('Quoted amount must be more than 0')).toBeNull();
    expect(screen.getByLabelText('Quoted amount (USD)').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Valid-until date is required')).toBeTruthy();

    type('Valid until', '2027-03-31');
    expect(screen.queryByText('Valid-until date is required')).toBeNull();
    expect(setRfqStatus).not.toHaveBeenCalled();
  });

  it('close: the reason loses its message once it is long enough', async () => {
    render(<RfqMoveForm rfq={underReview} onMoved={vi.fn()} onConflict={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Close' }));
    await click('Close');
    expect(screen.getByText('A reason for closing is required')).toBeTruthy();
    type('Reason for closing', 'No');
    expect(screen.getByText('A reason for closing is required')).toBeTruthy();
    type('Reason for closing', 'No longer needed');
    expect(screen.queryByText('A reason for closing is required')).toBeNull();
  });
});

describe('RfqMoveForm: a quote per line', () => {
  const items: RfqItem[] = [
    {
      id: 7,
      productId: 70,
      quantity: 4,
      specifications: null,
      product: { name: 'Sunny Central', manufacturer: 'SMA', model: 'SC-4600', unitType: 'inverter', price: '1200.00' },
    },
    {
      id: 8,
      productId: 80,
      quantity: 3,
      specifications: null,
      product: { name: 'Tracker', manufacturer: 'Nextracker', model: 'NX', unitType: 'W', price: '0.30' },
    },
  ];

  it('totals the lines and the charges as they are typed, and sends each line with the total', async () => {
    chooseQuote(items);
    type('Unit price (USD per inverter) of Sunny Central', '1180.5');
    type('Lead time (weeks) of Sunny Central', '6');
    type('Unit price (USD per W) of Tracker', '0.2735');
    type('Lead time (weeks) of Tracker', '0');
    // The freight row is ready; a second charge left without an amount is not sent.
    type('Amount (USD) of charge 1', '850');
    fireEvent.click(screen.getByRole('button', { name: 'Add a charge' }));
    type('Charge 2', 'Crating');
    // 4 × 1,180.50 + 3 × 0.2735 (0.8205 → 0.82) + 850
    expect((screen.getByLabelText('Quoted amount (USD)') as HTMLInputElement).value).toBe('5572.82');
    await expectQuoteSent({
      amount: 5572.82,
      lines: [
        { itemId: 7, unitPrice: 1180.5, leadTimeWeeks: 6 },
        { itemId: 8, unitPrice: 0.2735, leadTimeWeeks: 0 },
      ],
      charges: [{ label: 'Freight', amount: 850 }],
    });
  });

  it('says which line lacks its price before anything is sent', async () => {
    chooseQuote(items);
    type('Unit price (USD per inverter) of Sunny Central', '1180.5');
    type('Lead time (weeks) of Sunny Central', '6');
    await click('Send a quote');
    expect(screen.getAllByText('Unit price is required')).toHaveLength(1);
    expect(screen.getByLabelText('Unit price (USD per W) of Tracker').getAttribute('aria-invalid')).toBe('true');
    expect(setRfqStatus).not.toHaveBeenCalled();
  });

  it("places the API's messages on charges under the row they came from", () => {
    expect(chargeFieldOf([1, 3])('charges.1.amount')).toBe('charges.3.amount');
    expect(chargeFieldOf([1, 3])('charges.0.label')).toBe('charges.1.label');
    expect(chargeFieldOf([1, 3])('amount')).toBe('amount');
  });
});

describe('RfqMoveForm: each price with its unit, per W where the catalog knows the watts, and a warning far from the catalog', () => {
  const items: RfqItem[] = [
    {
      id: 9,
      productId: 90,
      quantity: 2,
      specifications: null,
      product: { name: 'Tiger Neo', manufacturer: 'Jinko', model: 'JKM620', unitType: 'module', price: '150.00', wattsPerUnit: 620 },
    },
    {
      id: 10,
      productId: 100,
      quantity: 1,
      specifications: null,
      product: { name: 'Sunny Central', manufacturer: 'SMA', model: 'SC-4600', unitType: 'inverter', price: '1200.00', wattsPerUnit: null },
    },
  ];
  const status = () => screen.queryAllByRole('status').map((element) => element.textContent);

  it('labels each price with the catalog unit, and offers per W only where the watts are known', () => {
    chooseQuote(items);
    expect(screen.getByLabelText('Unit price (USD per module) of Tiger Neo')).toBeTruthy();
    expect(screen.getByLabelText('Unit price (USD per inverter) of Sunny Central')).toBeTruthy();
    expect(screen.getByText(/catalog \$150\.00 per module/)).toBeTruthy();
    const per = screen.getByLabelText('Price per, Tiger Neo') as HTMLSelectElement;
    expect([...per.options].map((option) => option.text)).toEqual(['module', 'W (620 W a module)']);
    expect(screen.queryByLabelText('Price per, Sunny Central')).toBeNull();
  });

  it('warns, before sending, of a price far from the catalog; the same figure per W is a module price and sends as such', async () => {
    chooseQuote(items);
    type('Unit price (USD per module) of Tiger Neo', '0.2735');
    type('Unit price (USD per inverter) of Sunny Central', '4000');
    expect(status()).toEqual([
      '$0.2735 per module is less than a third of the catalog price ($150.00 per module): check the price and its unit',
      '$4,000.00 per inverter is more than 3 times the catalog price ($1,200.00 per inverter): check the price and its unit',
    ]);
    fireEvent.change(screen.getByLabelText('Price per, Tiger Neo'), { target: { value: 'W' } });
    type('Unit price (USD per inverter) of Sunny Central', '1150');
    expect(status()).toEqual([]);
    // $0.2735/W × 620 W = $169.57 a module.
    expect(screen.getByLabelText('Unit price (USD per W) of Tiger Neo')).toBeTruthy();
    expect(screen.getByText(/\$169\.57 per module · line total \$339\.14/)).toBeTruthy();
    type('Lead time (weeks) of Tiger Neo', '4');
    type('Lead time (weeks) of Sunny Central', '8');
    type('Amount (USD) of charge 1', '100');
    expect((screen.getByLabelText('Quoted amount (USD)') as HTMLInputElement).value).toBe('1589.14');
    await expectQuoteSent({
      amount: 1589.14,
      lines: [
        { itemId: 9, unitPrice: 0.2735, priceUnit: 'W', leadTimeWeeks: 4 },
        { itemId: 10, unitPrice: 1150, leadTimeWeeks: 8 },
      ],
      charges: [{ label: 'Freight', amount: 100 }],
    });
  });
});

describe('RfqMoveForm: a move another admin made first', () => {
  it('answers 409: said in the form, and the RFQ is read again', async () => {
    vi.mocked(setRfqStatus).mockReset();
    vi.mocked(setRfqStatus).mockRejectedValueOnce(new ApiRequestError(409, JSON.stringify({ error: 'The RFQ is already closed' })));
    const onConflict = vi.fn();
    const onMoved = vi.fn();
    // The refusal is logged ('RFQ status change failed').
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RfqMoveForm rfq={underReview} onMoved={onMoved} onConflict={onConflict} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Close' }));
    type('Reason for closing', 'Buyer went with another supplier');
    await click('Close');
    expect(setRfqStatus).toHaveBeenCalledWith(41, { status: 'closed', reason: 'Buyer went with another supplier' });
    expect(screen.getByRole('alert').textContent).toContain('This move is not allowed: The RFQ is already closed');
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(onMoved).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('RFQ status change failed', expect.any(ApiRequestError));
    logged.mockRestore();
  });
});
