// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '~/domain/mail';
import { fetchEmail, listEmails } from '~/client/emails';
import { $auth } from '~/stores/currentUser';
import { admin } from '../../../tests/fixtures/people';
import { settle } from '../../../tests/setup/components';
import { EmailsPanel } from './EmailsPanel';

vi.mock('~/client/emails', () => ({ listEmails: vi.fn(), fetchEmail: vi.fn() }));

const message: OutboxMessage = {
  id: 7,
  kind: 'lead-received',
  to: 'ops@voltfield.test',
  subject: 'New lead: Dana Whitfield',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: '2026-02-01T09:00:00Z',
  createdAt: '2026-02-01T09:00:00Z',
  sentAt: '2026-02-01T09:00:05Z',
  text: 'A new lead arrived',
  html: '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n</head>\n<body><a href="https://voltfield.example/admin?q=dana">Open the lead</a></body>\n</html>\n',
  withheld: null,
  unsubscribeUrl: null,
};

beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
  vi.mocked(listEmails).mockResolvedValue({ items: [message], total: 1, delivery: 'smtp' });
  vi.mocked(fetchEmail).mockResolvedValue(message);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('EmailsPanel', () => {
  it('shows the HTML in a frame where nothing runs and whose links open a new tab, not the frame', async () => {
    render(<EmailsPanel params={new URLSearchParams('tab=emails')} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'New lead: Dana Whitfield' }));
    await settle();
    const frame = within(screen.getByRole('dialog', { name: 'New lead: Dana Whitfield' })).getByTitle<HTMLIFrameElement>(
      'The HTML of “New lead: Dana Whitfield”',
    );
    // No allow-scripts, allow-same-origin or allow-forms: only a link's new tab, which is an ordinary page.
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    const srcdoc = frame.getAttribute('srcdoc')!;
    expect(srcdoc).toContain('<head><base target="_blank">');
    expect(srcdoc.replace('<base target="_blank">', '')).toBe(message.html);
  });
});
