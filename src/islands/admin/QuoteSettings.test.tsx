// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUOTE_TERMS } from '~/domain/quoteTerms';
import { getQuoteSettings, saveQuoteSettings } from '~/client/rfqs';
import { $auth } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { admin } from '../../../tests/fixtures/people';
import { press, settle, type } from '../../../tests/setup/components';
import { QuoteSettingsDialog } from './QuoteSettings';

vi.mock('~/client/rfqs', () => ({ getQuoteSettings: vi.fn(), saveQuoteSettings: vi.fn() }));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: vi.fn(() => false) }));
vi.mock('~/stores/toasts', () => ({ toast: vi.fn() }));

beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
  vi.mocked(getQuoteSettings).mockResolvedValue({ ...DEFAULT_QUOTE_TERMS });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('QuoteSettingsDialog', () => {
  it('opens on the settings in force, says what a blank field lacks, and saves every field', async () => {
    const onClose = vi.fn();
    render(<QuoteSettingsDialog open onClose={onClose} />);
    await settle();
    const form = within(screen.getByRole('form', { name: 'Quote settings' }));
    expect((form.getByLabelText('Seller') as HTMLInputElement).value).toBe('Voltfield');
    expect((form.getByLabelText("Seller's address") as HTMLTextAreaElement).value).toBe('300 W 6th Street, Suite 1900\nAustin, TX 78701');
    expect((form.getByLabelText('Delivery terms (Incoterms)') as HTMLInputElement).value).toBe(DEFAULT_QUOTE_TERMS.deliveryTerms);

    type('Payment terms', ' ');
    await press('Save quote settings');
    expect(screen.getByText('Payment terms is required')).toBeTruthy();
    expect(saveQuoteSettings).not.toHaveBeenCalled();

    const saved = {
      ...DEFAULT_QUOTE_TERMS,
      paymentTerms: '30% with the order, 70% before shipment',
      deliveryTerms: 'FCA (Incoterms 2020), Houston',
    };
    vi.mocked(saveQuoteSettings).mockResolvedValue(saved);
    type('Payment terms', saved.paymentTerms);
    fireEvent.input(screen.getByLabelText('Payment terms'));
    type('Delivery terms (Incoterms)', saved.deliveryTerms);
    await press('Save quote settings');
    expect(saveQuoteSettings).toHaveBeenCalledWith(saved);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Quote settings saved', description: 'New quotes carry them.' });
  });

  it('reads nothing while closed', async () => {
    render(<QuoteSettingsDialog open={false} onClose={vi.fn()} />);
    await settle();
    expect(getQuoteSettings).not.toHaveBeenCalled();
  });
});
