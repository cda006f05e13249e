import type { Bounds } from './numbers.ts';

/**
 * A battery's size as the optimizer and a site's designs take it, in a module of its own: a page
 * that sizes a battery need not load the optimizer's schema (its tariff and load parsing) with it.
 */
export const BATTERY_SIZE_BOUNDS = {
  powerKW: [1, 100_000],
  energyKWh: [1, 1_000_000],
} as const satisfies Bounds;
