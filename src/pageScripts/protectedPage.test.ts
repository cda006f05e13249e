// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth } from '~/stores/currentUser';
import { $toasts, dismissToast } from '~/stores/toasts';
import { navigation } from '~/browser/session';
import { buyer } from '../../tests/fixtures/people';
import { guardPage } from './protectedPage.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  // The guard asks for the user; these tests set the answer on the store themselves.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  window.history.replaceState(null, '', '/rfq?id=4');
  $auth.set({ status: 'loading' });
});
afterEach(() => {
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lastToast = () => $toasts.get().at(-1);

describe('guardPage', () => {
  it('waits while the user loads, then lets an allowed user in', () => {
    const onAllowed = vi.fn();
    guardPage({ onAllowed });
    expect(onAllowed).not.toHaveBeenCalled();
    $auth.set({ status: 'signed-in', user: buyer });
    expect(onAllowed).toHaveBeenCalledWith(buyer);
    expect($toasts.get()).toEqual([]);
  });

  it('signed out: the Unauthorized toast, then sign-in (returning here) after 500 ms', () => {
    guardPage({ onAllowed: vi.fn() });
    $auth.set({ status: 'signed-out' });
    expect(lastToast()).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(navigation.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigation.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Frfq%3Fid%3D4');
  });

  it('wrong role: the Access Denied toast, then home after 1 s', () => {
    const onAllowed = vi.fn();
    guardPage({ requiredRole: 'admin', onAllowed });
    $auth.set({ status: 'signed-in', user: buyer });
    expect(onAllowed).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({ title: 'Access Denied', description: "You don't have permission to access this page." });
    vi.advanceTimersByTime(999);
    expect(navigation.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigation.assign).toHaveBeenCalledWith('/');
  });

  it('decides once, even if the store changes later', () => {
    const onAllowed = vi.fn();
    guardPage({ onAllowed });
    $auth.set({ status: 'signed-in', user: buyer });
    $auth.set({ status: 'signed-out' });
    expect(onAllowed).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);
  });
});
