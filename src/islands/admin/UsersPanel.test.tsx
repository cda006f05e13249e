// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, PendingInvitation } from '~/domain/users';
import {
  inviteUser,
  listInvitations,
  listUsers,
  revokeInvitation,
  revokeUserSessions,
  sendPasswordReset,
  setUserActive,
  setUserRole,
} from '~/client/admin';
import { ApiRequestError } from '~/client/http';
import { $auth } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';
import { admin, listedAdmin } from '../../../tests/fixtures/people';
import { UsersPanel } from './UsersPanel';

vi.mock('~/client/admin', () => ({
  listUsers: vi.fn(),
  setUserRole: vi.fn(),
  revokeUserSessions: vi.fn(),
  inviteUser: vi.fn(),
  sendPasswordReset: vi.fn(),
  setUserActive: vi.fn(),
  listInvitations: vi.fn(),
  revokeInvitation: vi.fn(),
}));
vi.mock('~/browser/session', () => ({ reportFailure: vi.fn(), handleUnauthorized: vi.fn(() => false) }));
vi.mock('~/stores/toasts', () => ({ toast: vi.fn() }));

const sam: AdminUser = {
  ...listedAdmin,
  id: 'sam-1',
  firstName: 'Sam',
  lastName: 'Reyes',
  email: 'sam@example.com',
  organizationName: null,
  role: 'buyer',
  activeSessions: 2,
};

beforeEach(() => {
  $auth.set({ status: 'signed-in', user: admin });
  vi.mocked(listUsers).mockResolvedValue({ items: [listedAdmin, sam], total: 2 });
  vi.mocked(listInvitations).mockResolvedValue([]);
});

const invitation: PendingInvitation = {
  id: 41,
  email: 'ines@example.com',
  role: 'epc_contractor',
  invitedBy: { name: 'Avery Admin', email: 'admin@voltfield.dev' },
  sentAt: '2026-02-01T09:00:00Z',
  expiresAt: '2026-02-08T09:00:00Z',
};
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

  it('deactivates an account after a confirmation, then offers to reactivate it; one cannot deactivate oneself', async () => {
    vi.mocked(setUserActive).mockResolvedValue({ ...sam, activeSessions: 0, deactivatedAt: '2026-02-01T09:00:00Z' });
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Deactivate Avery Admin' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Sam Reyes' }));
    await confirm('Deactivate Sam Reyes?', 'Deactivate');
    expect(setUserActive).toHaveBeenCalledWith('sam-1', false);
    expect(toast).toHaveBeenCalledWith({ title: 'Account deactivated', description: 'Sam Reyes is signed out and cannot sign in.' });
    const row = screen.getByText('sam@example.com').closest('li')!;
    expect(row.textContent).toContain('Deactivated');
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: /^Send reset link/ }).disabled).toBe(true);
    expect(within(row).getByRole('button', { name: 'Reactivate Sam Reyes' })).toBeTruthy();
  });

  it('sends a reset link and says where it went', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue({ email: 'sam@example.com', sent: 'link' });
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link to Sam Reyes' }));
    await confirm('Send Sam Reyes a password reset link?', 'Send reset link');
    expect(sendPasswordReset).toHaveBeenCalledWith('sam-1');
    expect(toast).toHaveBeenCalledWith({
      title: 'Reset link sent',
      description: 'sam@example.com was sent a link to choose a new password.',
    });
  });

  it('invites a colleague, and says in the dialog why an address was refused', async () => {
    vi.mocked(inviteUser)
      .mockRejectedValueOnce(
        new ApiRequestError(
          409,
          JSON.stringify({ error: 'An account with this email already exists: find it in the list to change its role' }),
        ),
      )
      .mockResolvedValueOnce({ email: 'new@example.com', role: 'admin', expiresAt: '2026-02-08T09:00:00Z' });
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Invite a colleague' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'buyer' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(inviteUser).toHaveBeenCalledWith({ email: 'sam@example.com', role: 'buyer' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'An account with this email already exists: find it in the list to change its role',
    );
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'new@example.com' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Invitation sent', description: 'new@example.com was sent a link to join Voltfield.' });
    expect(screen.queryByRole('dialog', { name: 'Invite a colleague' })).toBeNull();
  });

  it('lists the pending invitations (as what, by whom, sent, expires) and revokes one after a confirmation', async () => {
    vi.mocked(listInvitations).mockResolvedValue([invitation]);
    vi.mocked(revokeInvitation).mockResolvedValue();
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    const list = screen.getByRole('list', { name: 'Pending invitations' });
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toContain('ines@example.com');
    expect(row.textContent).toContain('As EPC contractor · invited by Avery Admin');
    expect(row.querySelector('time[datetime="2026-02-01T09:00:00Z"]')!.textContent).toMatch(/^(Jan 31|Feb 1), 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(row.querySelector('time[datetime="2026-02-08T09:00:00Z"]')!.textContent).toMatch(/^Feb [78], 2026, \d{1,2}:\d{2}\s[AP]M$/);
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke the invitation to ines@example.com' }));
    await confirm('Revoke the invitation to ines@example.com?', 'Revoke invitation');
    expect(revokeInvitation).toHaveBeenCalledWith(41);
    expect(toast).toHaveBeenCalledWith({ title: 'Invitation revoked', description: 'The link sent to ines@example.com no longer works.' });
    expect(screen.queryByRole('list', { name: 'Pending invitations' })).toBeNull();
    expect(screen.getByText('No invitation is waiting to be accepted.')).toBeTruthy();
  });

  it('reads the pending invitations again once an invitation is sent', async () => {
    vi.mocked(inviteUser).mockResolvedValue({ email: invitation.email, role: 'admin', expiresAt: invitation.expiresAt });
    render(<UsersPanel params={new URLSearchParams()} />);
    await settle();
    expect(screen.getByText('No invitation is waiting to be accepted.')).toBeTruthy();
    vi.mocked(listInvitations).mockResolvedValue([invitation]);
    fireEvent.click(screen.getByRole('button', { name: 'Invite a colleague' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a colleague' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: invitation.email } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await settle();
    expect(within(screen.getByRole('list', { name: 'Pending invitations' })).getByRole('listitem').textContent).toContain(
      'ines@example.com',
    );
  });
});
