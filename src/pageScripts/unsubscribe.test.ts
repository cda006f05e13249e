// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_LABELS } from '~/domain/notifications';
import { unsubscribe } from '~/client/emails';
import { ApiRequestError } from '~/client/http';
import { initUnsubscribe, kindOfToken } from './unsubscribe.ts';

vi.mock('~/client/emails', () => ({ unsubscribe: vi.fn() }));

/** A token as the server signs it; the page only reads its payload. */
const tokenFor = (kind: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ kind, sub: 'u' })).replace(/=+$/, '')}.signature`;

const page = () => ({
  question: document.querySelector<HTMLElement>('[data-unsubscribe-question]')!,
  button: document.querySelector<HTMLButtonElement>('[data-unsubscribe-confirm]')!,
  result: document.querySelector<HTMLElement>('[data-unsubscribe-result]')!,
});

/** The page's markup as src/pages/unsubscribe.astro renders it. */
const render = () => {
  document.body.innerHTML = `<div data-unsubscribe><p data-unsubscribe-question></p><button type="button" data-unsubscribe-confirm hidden>Unsubscribe</button><p data-unsubscribe-result role="status"></p></div>`;
};

beforeEach(() => {
  vi.mocked(unsubscribe).mockReset();
  render();
});

describe('the unsubscribe page', () => {
  it('reads the kind from the token, for the question only', () => {
    expect(kindOfToken(tokenFor('quote-sent'))).toBe('quote-sent');
    expect(kindOfToken(tokenFor('constructor'))).toBeNull();
    expect(kindOfToken('garbage')).toBeNull();
  });

  it('asks before it acts, then posts the token and says what happened', async () => {
    const token = tokenFor('quote-sent');
    vi.mocked(unsubscribe).mockResolvedValue({ kind: 'quote-sent', description: NOTIFICATION_LABELS['quote-sent'] });
    initUnsubscribe(document, `?token=${token}`);
    const { question, button, result } = page();
    expect(question.textContent).toBe('Stop the emails sent when your request for quote is quoted?');
    expect(button.hidden).toBe(false);
    expect(unsubscribe).not.toHaveBeenCalled();

    button.click();
    await vi.waitFor(() => expect(result.textContent).toBe('Done: you will no longer get an email when your request for quote is quoted.'));
    expect(unsubscribe).toHaveBeenCalledWith(token);
    expect(button.hidden).toBe(true);
  });

  it("shows the server's message for an expired link and offers no retry; a failure on the way can be retried", async () => {
    initUnsubscribe(document, `?token=${tokenFor('rfq-closed')}`);
    const { button, result } = page();
    vi.mocked(unsubscribe).mockRejectedValueOnce(new ApiRequestError(400, JSON.stringify({ error: 'This unsubscribe link has expired.' })));
    button.click();
    await vi.waitFor(() => expect(result.textContent).toBe('This unsubscribe link has expired.'));
    expect(button.hidden).toBe(true);

    render();
    initUnsubscribe(document, `?token=${tokenFor('rfq-closed')}`);
    vi.mocked(unsubscribe).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    page().button.click();
    await vi.waitFor(() => expect(page().result.textContent).toBe('Unsubscribing failed. Please try again.'));
    expect(page().button.hidden).toBe(false);
    expect(page().button.disabled).toBe(false);
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('says so when the link has no token', () => {
    initUnsubscribe(document, '');
    expect(page().question.textContent).toBe('This link is incomplete: open the whole unsubscribe link from the email.');
    expect(page().button.hidden).toBe(true);
  });
});
