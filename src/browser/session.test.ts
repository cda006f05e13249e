// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast } from '~/stores/toasts';
import { handleUnauthorized, navigation, reportFailure } from './session.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/rfq?id=4');
});
afterEach(() => {
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const lastToast = () => $toasts.get().at(-1);

describe('handleUnauthorized', () => {
  it('starts the re-login flow for a 401 Unauthorized API error', () => {
    expect(handleUnauthorized(new Error('401: {"error":"Unauthorized"}'))).toBe(true);
    expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    vi.advanceTimersByTime(500);
    expect(navigation.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Frfq%3Fid%3D4');
  });

  it('leaves other errors to the caller', () => {
    expect(handleUnauthorized(new Error('403: {"error":"Forbidden"}'))).toBe(false);
    expect(handleUnauthorized(new Error('500: Internal server error'))).toBe(false);
    expect($toasts.get()).toEqual([]);
  });
});

describe('reportFailure', () => {
  it("shows the caller's toast for any other failure, and logs it", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportFailure(new Error('500: Internal server error'), {
      title: 'Error',
      description: 'Failed to add product to RFQ. Please try again.',
    });
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'Failed to add product to RFQ. Please try again.',
      variant: 'destructive',
    });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('starts the re-login flow instead for a lost session', () => {
    reportFailure(new Error('401: {"error":"Unauthorized"}'), { title: 'Error', description: 'Failed to submit RFQ. Please try again.' });
    expect(lastToast()).toMatchObject({ title: 'Unauthorized' });
  });
});
