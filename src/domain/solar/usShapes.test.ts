import { describe, expect, it } from 'vitest';
import { isCovered } from './site.ts';
import { MARINE_BAND_KM, oceanKm, stateAt } from './usShapes.ts';

describe('the state a point lies in', () => {
  it.each([
    ['Denver', 39.74, -104.99, 'CO'],
    ['Washington, the Mall', 38.89, -77.03, 'DC'],
    ['San Juan', 18.42, -66.06, 'PR'],
    ['Ponce', 18.01, -66.61, 'PR'],
    ['Honolulu', 21.31, -157.86, 'HI'],
    ['Utqiagvik (Barrow)', 71.29, -156.79, 'AK'],
    ['Deadhorse', 70.2, -148.47, 'AK'],
    ['Key West', 24.555, -81.78, 'FL'],
    ['Lancaster', 34.7, -118.15, 'CA'],
  ] as const)('%s is in %s', (_place, latitude, longitude, state) => {
    expect(stateAt(latitude, longitude)).toBe(state);
  });

  it.each([
    ['Havana', 23.11, -82.37],
    ['Toronto', 43.65, -79.38],
    ['Monterrey', 25.67, -100.31],
    ['Nassau', 25.05, -77.35],
    // Across a land or river border the shapes get no tolerance, however near.
    ['Tijuana', 32.52, -117.03],
    ['Windsor, Ontario', 42.3, -83.03],
    ['Ciudad Juárez', 31.69, -106.42],
    ['the open Pacific', 30, -150],
  ] as const)('%s is in none', (_place, latitude, longitude) => {
    expect(stateAt(latitude, longitude)).toBeUndefined();
    expect(isCovered(latitude, longitude)).toBe(false);
  });

  it('counts water just off the coarse outlines: a bay, a lake shore', () => {
    // Each of these falls outside the 1:10,000,000 shapes, within a few km of the shore.
    expect(stateAt(37.7, -122.25)).toBe('CA'); // San Francisco Bay
    expect(stateAt(41.9, -87.6)).toBe('IL'); // Lake Michigan off Chicago
    expect(stateAt(38.5, -76.4)).toBeUndefined(); // mid-Chesapeake, 6 km from either shore: beyond the tolerance
  });
});

describe('distance to the ocean', () => {
  it('measures to the ocean shore, not the Great Lakes or a land border, capped at the marine band', () => {
    expect(oceanKm(34.0095, -118.497)).toBeLessThan(2); // Santa Monica beach
    expect(oceanKm(34.05, -118.25)).toBeGreaterThan(15); // downtown Los Angeles
    expect(oceanKm(34.05, -118.25)).toBeLessThan(30);
    expect(oceanKm(41.9, -87.63)).toBe(MARINE_BAND_KM); // Chicago, on Lake Michigan
    expect(oceanKm(32.55, -116.9)).toBeGreaterThan(15); // Otay Mesa, on the Mexican border
    expect(oceanKm(39.74, -104.99)).toBe(MARINE_BAND_KM);
  });
});
