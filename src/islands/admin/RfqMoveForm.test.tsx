// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RfqDetail } from '~/domain/rfqs';
import { setRfqStatus } from '~/lib/client/rfqs';
import { RfqMoveForm } from './RfqMoveForm';

vi.mock('~/lib/browser/session', () => ({ handleUnauthorized: vi.fn(() => false), reportFailure: vi.fn() }));
vi.mock('~/lib/client/rfqs', () => ({ setRfqStatus: vi.fn() }));

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

// jsdom lays nothing out: the form scrolls its first invalid field into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

/** Clicks, then lets the submission's promises settle. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('RfqMoveForm: a message clears as its field becomes valid, before the form is sent again', () => {
  it('quote: the amount loses "Quoted amount is required" once filled; the date keeps its own until it is given', async () => {
    render(<RfqMoveForm rfq={underReview} onMoved={vi.fn()} onConflict={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Send a quote' }));
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
