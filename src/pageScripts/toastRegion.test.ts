// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, toast } from '~/stores/toasts';
import { initToastRegion } from './toastRegion.ts';

let region: HTMLDivElement;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div data-toast-region></div>';
  region = document.querySelector('[data-toast-region]')!;
  initToastRegion(region);
});
afterEach(() => {
  for (const item of $toasts.get()) dismissToast(item.id);
  vi.useRealTimers();
});

describe('toast region', () => {
  it('renders a toast as a polite status with its title and description', () => {
    toast({ title: 'Thank you for your inquiry!', description: "We'll respond within 24 hours." });
    const item = region.querySelector('[data-toast]')!;
    expect(item.getAttribute('role')).toBe('status');
    expect(item.textContent).toContain('Thank you for your inquiry!');
    expect(item.textContent).toContain("We'll respond within 24 hours.");
  });

  it('announces destructive toasts as alerts and renders an action link', () => {
    toast({ title: 'Sign In Required', variant: 'destructive', action: { label: 'Sign In', href: '/api/login' } });
    const item = region.querySelector('[data-toast]')!;
    expect(item.getAttribute('role')).toBe('alert');
    expect(item.querySelector('a')!.getAttribute('href')).toBe('/api/login');
    expect(item.querySelector('a')!.textContent).toBe('Sign In');
  });

  it('shows one toast at a time, closes from its button and after 5 s', () => {
    toast({ title: 'One' });
    toast({ title: 'Two' });
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(1);
    region.querySelector<HTMLButtonElement>('button[aria-label="Close notification"]')!.click();
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(0);
    toast({ title: 'Three' });
    vi.advanceTimersByTime(5000);
    expect(region.querySelectorAll('[data-toast]')).toHaveLength(0);
  });

  it('never interprets text as HTML', () => {
    toast({ title: '<img src=x onerror=alert(1)>' });
    expect(region.querySelector('img')).toBeNull();
  });
});
