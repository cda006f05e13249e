// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register, signIn } from '~/client/auth';
import { navigation } from '~/browser/session';
import { $auth } from '~/stores/currentUser';
import { buyer } from '../../../tests/fixtures/people';
import SignInPanel from './SignInPanel';

vi.mock('~/client/auth', () => ({ register: vi.fn(), signIn: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the sign-up form', () => {
  it('shows every field message, the first field marked invalid and focused, and sends nothing', async () => {
    render(<SignInPanel />);
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    const form = screen.getByRole('form', { name: 'Create account' });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'too short' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Password must be at least 12 characters',
    ]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    const firstName = within(form).getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(register).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('the sign-in page for someone already signed in', () => {
  afterEach(() => {
    $auth.set({ status: 'loading' });
    history.replaceState(null, '', '/');
  });

  it("offers no sign-in beside the header's Log out: it sends them on to where they were going", async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    history.replaceState(null, '', '/sign-in?returnTo=%2Fdashboard');
    $auth.set({ status: 'signed-in', user: buyer });
    render(<SignInPanel />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(assign).toHaveBeenCalledWith('/dashboard');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You are signed in as ada@example.com. Continue');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/dashboard');
  });
});
