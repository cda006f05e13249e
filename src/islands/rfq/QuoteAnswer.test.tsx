// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rfq } from '~/domain/rfqs';
import { answerRfq } from '~/client/rfqs';
import { QuoteAnswer } from './QuoteAnswer';

vi.mock('~/client/rfqs', () => ({ answerRfq: vi.fn() }));
vi.mock('~/browser/session', () => ({ handleUnauthorized: vi.fn(() => false), reportFailure: vi.fn() }));

const quoted: Rfq = {
  id: 12,
  projectName: 'Mesa storage',
  status: 'quoted',
  shipToAddress: '2200 Mesa Road, El Paso, TX 79901',
  neededBy: null,
  notes: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-05T12:00:00.000Z',
  submittedAt: '2026-11-02T12:00:00.000Z',
  totalEstimatedValue: '10000.00',
  userId: 'u',
  itemCount: 2,
  quote: { amount: '9800.00', validUntil: '2099-01-31', note: null, quotedAt: '2026-11-05T12:00:00.000Z', version: 2, charges: [] },
  closedReason: null,
  answer: null,
};

afterEach(() => {
  cleanup();
  vi.mocked(answerRfq).mockReset();
});

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name }).at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("the buyer's answer", () => {
  it('declines only with a reason, naming the version of the quote read', async () => {
    const onAnswered = vi.fn();
    vi.mocked(answerRfq).mockResolvedValue({
      ...quoted,
      status: 'declined',
      requester: { firstName: null, lastName: null, email: 'x', organizationName: null },
      events: [],
    });
    render(<QuoteAnswer rfq={quoted} onAnswered={onAnswered} onConflict={vi.fn()} />);
    await click('Decline quote');
    await click('Decline quote');
    expect(screen.getByText('A reason for declining is required')).toBeTruthy();
    expect(answerRfq).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Why do you decline it?'), { target: { value: 'Lead times are too long.' } });
    await click('Decline quote');
    expect(answerRfq).toHaveBeenCalledWith(12, { status: 'declined', quoteVersion: 2, reason: 'Lead times are too long.' });
    expect(onAnswered).toHaveBeenCalled();
  });

  it('accepts after confirming, naming the version', async () => {
    vi.mocked(answerRfq).mockResolvedValue({
      ...quoted,
      status: 'accepted',
      requester: { firstName: null, lastName: null, email: 'x', organizationName: null },
      events: [],
    });
    render(<QuoteAnswer rfq={quoted} onAnswered={vi.fn()} onConflict={vi.fn()} />);
    await click('Accept quote');
    expect(screen.getByText(/You accept the quote of/)).toBeTruthy();
    await click('Accept quote');
    expect(answerRfq).toHaveBeenCalledWith(12, { status: 'accepted', quoteVersion: 2 });
  });

  it('says an expired quote can no longer be accepted, and offers nothing to press', () => {
    render(
      <QuoteAnswer rfq={{ ...quoted, quote: { ...quoted.quote!, validUntil: '2020-01-31' } }} onAnswered={vi.fn()} onConflict={vi.fn()} />,
    );
    expect(screen.getByTestId('quote-expired').textContent).toContain(
      'This quote expired: it was valid until Jan 31, 2020. It can no longer be accepted',
    );
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
  });

  it('tells the answer given, with the reason', () => {
    render(
      <QuoteAnswer
        rfq={{ ...quoted, status: 'declined', answer: { status: 'declined', at: '2026-11-06T15:00:00.000Z', reason: 'Too dear.' } }}
        onAnswered={vi.fn()}
        onConflict={vi.fn()}
      />,
    );
    expect(screen.getByTestId('answer-given').textContent).toMatch(/^You declined this quote on Nov \d, 2026\.Your reason: Too dear\.$/);
  });

  it('shows nothing before a quote', () => {
    const { container } = render(
      <QuoteAnswer rfq={{ ...quoted, status: 'submitted', quote: null }} onAnswered={vi.fn()} onConflict={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });
});
