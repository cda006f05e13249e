// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '~/domain/rfqs';
import { submitRfq } from '~/client/rfqs';
import { rfqOf } from '../../../tests/fixtures/rfqs';
import { DraftForm } from './DraftForm';

vi.mock('~/client/rfqs', () => ({ submitRfq: vi.fn() }));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn() }));

const draft = rfqOf({ id: 7, projectName: 'Plant 4 rooftop', shipToAddress: '4100 Industrial Blvd, Austin, TX 78744', itemCount: 1 });

afterEach(() => {
  cleanup();
  vi.mocked(submitRfq).mockReset();
});

async function submitWith(neededBy: string) {
  render(<DraftForm rfq={draft} itemCount={1} onSubmitted={() => undefined} />);
  fireEvent.change(screen.getByLabelText('Required By Date'), { target: { value: neededBy } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit RFQ' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the draft form: a required-by date from today on', () => {
  it('refuses a date in the past under the field and sends nothing', async () => {
    await submitWith('2020-01-01');
    const field = screen.getByLabelText('Required By Date');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required date cannot be in the past')).toBeTruthy();
    expect(submitRfq).not.toHaveBeenCalled();
  });

  it('clears the message once the date is today, and sends today', async () => {
    vi.mocked(submitRfq).mockResolvedValue({ ...draft, status: 'submitted' });
    await submitWith('2020-01-01');
    const field = screen.getByLabelText('Required By Date');
    fireEvent.input(field, { target: { value: localToday() } });
    expect(screen.queryByText('Required date cannot be in the past')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit RFQ' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(submitRfq).toHaveBeenCalledWith(7, expect.objectContaining({ neededBy: localToday() }));
  });

  it('offers no earlier day in the date picker', () => {
    render(<DraftForm rfq={draft} itemCount={1} onSubmitted={() => undefined} />);
    expect(screen.getByLabelText('Required By Date').getAttribute('min')).toBe(localToday());
  });
});
