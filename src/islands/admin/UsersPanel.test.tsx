// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '~/domain/users';
import { listUsers, revokeUserSessions, setUserRole } from '~/lib/client/admin';
import { $auth } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { UsersPanel } from './UsersPanel';

vi.mock('~/lib/client/admin', () => ({ listUsers: vi.fn(), setUserRole: vi.fn(), revokeUserSessions: vi.fn() }));
vi.mock('~/lib/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: vi.fn(() => false) }));
vi.mock('~/stores/toasts', () => ({ toast: vi.fn() }));

const admin: AdminUser = {
  id: 'admin-1',
  firstName: 'Avery',
  lastName: 'Admin',
  email: 'admin@voltfield.dev',
  profileImageUrl: null,
  organizationName: 'Voltfield',
  role: 'admin',
  createdAt: '2026-01-01T12:00:00Z',
  activeSessions: 1,
  lastSeenAt: null,
};
const sam: AdminUser = {
  ...admin,
  id: 'sam-1',
  firstName: 'Sam',
  lastName: 'Reyes',
  email: 'sam@example.com',
  organizationName: null,
  role: 'buyer',
  activeSessions: 2,
};

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
  vi.mocked(listUsers).mockResolvedValue({ items: [admin, sam], total: 2 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** Lets the API's (mocked) answers settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function confirm(dialog: string, button: string) {
  await act(async () => {
    fireEvent.click(within(screen.getByRole('dialog', { name: dialog })).getByRole('button', { name: button }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('UsersPanel', () => {
  it("names every role by its label, the role filter as each account's select ('EPC contractor')", async () => {
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    const labels = ['Buyer', 'Developer', 'Landowner', 'EPC contractor', 'Manufacturer', 'Admin'];
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options(screen.getByRole('combobox', { name: 'Role' }))).toEqual(['All roles', ...labels]);
    expect(options(screen.getByRole('combobox', { name: 'Role of Sam Reyes' }))).toEqual(labels);
  });

  it('shows the new role in the list once the change is confirmed', async () => {
    vi.mocked(setUserRole).mockResolvedValue({ ...sam, role: 'developer' });
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of Sam Reyes' });
    fireEvent.change(select, { target: { value: 'developer' } });
    await confirm("Change Sam Reyes's role?", 'Change role');
    expect(setUserRole).toHaveBeenCalledWith('sam-1', 'developer');
    expect(toast).toHaveBeenCalledWith({ title: 'Role changed', description: 'Sam Reyes is now Developer.' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of Sam Reyes' }).value).toBe('developer');
  });

  it('shows no active session once the sessions are revoked', async () => {
    vi.mocked(revokeUserSessions).mockResolvedValue({ revoked: 2 });
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    const row = screen.getByText('sam@example.com').closest('li')!;
    expect(row.textContent).toContain('2 active sessions');
    fireEvent.click(within(row).getByRole('button', { name: /^Revoke sessions/ }));
    await confirm("Revoke Sam Reyes's sessions?", 'Revoke sessions');
    expect(screen.getByText('sam@example.com').closest('li')!.textContent).toContain('0 active sessions');
  });
});
