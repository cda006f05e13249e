// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast } from '~/stores/toasts';
import { LEAD_FORM_MESSAGES } from '../../../tests/fixtures/leads';
import LeadForm from './LeadForm';

/**
 * The contact form, rendered whole, its requests answered by a stubbed fetch (the real API client
 * sends them). Sending a lead to the real server, from the contact and the home page, and where the
 * first bad field lands on screen are tested in a browser (tests/e2e/leads.spec.ts).
 */

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  for (const item of $toasts.get()) dismissToast(item.id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** fetch answering every request with `status` and `body`, once `answer` is called when `held`. */
function stubFetch(status: number, body: unknown, { held = false } = {}) {
  let answer!: () => void;
  const gate = held ? new Promise<void>((resolve) => (answer = resolve)) : Promise.resolve();
  const fetch = vi.fn(async () => {
    await gate;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: () => answer() };
}

const form = () => within(screen.getByRole('form', { name: 'Contact us' }));
const type = (label: string, value: string) => fireEvent.input(form().getByLabelText(label), { target: { value } });

function fillLead() {
  type('First Name', 'Imani');
  type('Last Name', 'Okoro');
  type('Organization', 'Tidewater Cold Storage');
  type('Email', 'imani@tidewater.example');
  fireEvent.change(form().getByLabelText('Project Type'), { target: { value: 'behind-the-meter-solar' } });
  type('Project Details (optional)', '1.2 MW of rooftop across two warehouses in Norfolk, VA.');
}

/** Clicks Submit Inquiry, then lets the submission's promises settle. */
async function submit() {
  await act(async () => {
    fireEvent.click(form().getByRole('button', { name: 'Submit Inquiry' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the lead form', () => {
  it('shows the five field messages, focuses the first bad field and sends nothing', async () => {
    const { fetch } = stubFetch(201, { id: 1 });
    render(<LeadForm source="contact" />);
    type('First Name', 'I');
    type('Email', 'imani@');
    await submit();
    for (const message of LEAD_FORM_MESSAGES) expect(form().getByText(message), message).toBeTruthy();
    expect(form().getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form().getByLabelText('First Name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the lead with the page it came from, thanks the visitor and resets the form', async () => {
    const { fetch } = stubFetch(201, { id: 1 });
    render(<LeadForm source="home" />);
    fillLead();
    await submit();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(JSON.parse(init.body as string)).toMatchObject({ firstName: 'Imani', projectType: 'behind-the-meter-solar', source: 'home' });
    expect($toasts.get()).toEqual([
      expect.objectContaining({ title: 'Thank you for your inquiry!', description: "We'll respond within 24 hours." }),
    ]);
    expect((form().getByLabelText('First Name') as HTMLInputElement).value).toBe('');
    expect((form().getByLabelText('Project Type') as HTMLSelectElement).value).toBe('');
  });

  it('reads Submitting... while the server works, then shows the error toast and keeps what was typed when it fails', async () => {
    const { answer } = stubFetch(500, { error: 'Internal server error' }, { held: true });
    render(<LeadForm source="contact" />);
    fillLead();
    await submit();
    const pending = form().getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);

    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect($toasts.get()).toEqual([
      expect.objectContaining({ title: 'Error', description: 'Failed to submit form. Please try again.', variant: 'destructive' }),
    ]);
    expect(console.error).toHaveBeenCalledWith('Lead submission failed', expect.objectContaining({ status: 500 }));
    expect((form().getByLabelText('First Name') as HTMLInputElement).value).toBe('Imani');
    expect((form().getByRole('button', { name: 'Submit Inquiry' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
