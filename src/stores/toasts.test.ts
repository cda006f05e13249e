import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, toast } from './toasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
  for (const item of $toasts.get()) dismissToast(item.id);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect($toasts.get().map((item) => item.title)).toEqual(['Second']);
  });

  it('closes itself after 5 seconds by default', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('honours a custom duration and manual dismissal', () => {
    const id = toast({ title: 'Longer', durationMs: 10_000 });
    vi.advanceTimersByTime(5000);
    expect($toasts.get()).toHaveLength(1);
    dismissToast(id);
    expect($toasts.get()).toHaveLength(0);
  });

  it("does not let a replaced toast's timer close its successor early", () => {
    toast({ title: 'Old' });
    vi.advanceTimersByTime(3000);
    toast({ title: 'New' });
    vi.advanceTimersByTime(2500);
    expect($toasts.get().map((item) => item.title)).toEqual(['New']);
  });
});
