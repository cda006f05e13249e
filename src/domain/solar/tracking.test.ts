import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cosIncidence } from './irradiance.ts';
import { backtrackedAngle, rowShadedFraction, trackerRotation, trackerSurface, trueTrackingAngle } from './tracking.ts';

const RAD = Math.PI / 180;
const zenithArbitrary = fc.double({ min: 0, max: 89.9, noNaN: true });
const azimuthArbitrary = fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true });

/**
 * Whether row A (centred at x = 0) shades row B (centred one pitch away toward the sun's side), by
 * explicit 2-D vectors in the plane across the axis: x toward the west, y up. Each module is a
 * segment of width 1; both are projected onto the line normal to the sun's rays, and they overlap
 * when the projections do.
 */
function rowsOverlapInSunlight(rotation: number, trueAngle: number, gcr: number): number {
  const sun = [Math.sin(trueAngle * RAD), Math.cos(trueAngle * RAD)] as const;
  const across = [sun[1], -sun[0]] as const; // normal to the rays
  const halfWidth = [Math.cos(rotation * RAD) / 2, -Math.sin(rotation * RAD) / 2] as const; // along the module
  const project = (x: number, y: number) => x * across[0] + y * across[1];
  const pitch = 1 / gcr;
  const towardSun = Math.sign(trueAngle) || 1;
  const a = [project(halfWidth[0], halfWidth[1]), project(-halfWidth[0], -halfWidth[1])].sort((p, q) => p - q);
  const centreB = towardSun * pitch;
  const b = [project(centreB + halfWidth[0], halfWidth[1]), project(centreB - halfWidth[0], -halfWidth[1])].sort((p, q) => p - q);
  return Math.min(a[1]!, b[1]!) - Math.max(a[0]!, b[0]!); // > 0: the shadow of one falls on the other
}

describe('trueTrackingAngle', () => {
  it('is flat at solar noon (the sun due south or due north)', () => {
    expect(trueTrackingAngle(30, 180)).toBeCloseTo(0, 12);
    expect(trueTrackingAngle(30, 0)).toBeCloseTo(0, 12);
  });

  it('faces east in the morning and west in the afternoon, and follows the sun on the horizon', () => {
    expect(trueTrackingAngle(60, 100)).toBeLessThan(0);
    expect(trueTrackingAngle(60, 260)).toBeGreaterThan(0);
    expect(trueTrackingAngle(50, 90)).toBeCloseTo(-50, 9);
    expect(trackerSurface(-50)).toEqual({ tilt: 50, azimuth: 90 });
    expect(trackerSurface(20)).toEqual({ tilt: 20, azimuth: 270 });
  });

  it('minimises the angle of incidence among all rotations', () => {
    fc.assert(
      fc.property(zenithArbitrary, azimuthArbitrary, (zenith, azimuth) => {
        const aoiAt = (rotation: number) => {
          const surface = trackerSurface(rotation);
          return cosIncidence(zenith, azimuth, surface.tilt, surface.azimuth);
        };
        const best = aoiAt(trueTrackingAngle(zenith, azimuth));
        for (const offset of [-5, -0.5, 0.5, 5])
          expect(best).toBeGreaterThanOrEqual(aoiAt(trueTrackingAngle(zenith, azimuth) + offset) - 1e-12);
      }),
    );
  });
});

describe('backtracking', () => {
  it('never lets rows shade each other at the given GCR, whatever the rotation limit', () => {
    fc.assert(
      fc.property(
        zenithArbitrary,
        azimuthArbitrary,
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (zenith, azimuth, gcr, limit) => {
          const rotation = trackerRotation(zenith, azimuth, { groundCoverageRatio: gcr, rotationLimitDeg: limit, backtracking: true });
          const trueAngle = trueTrackingAngle(zenith, azimuth);
          expect(rowsOverlapInSunlight(rotation, trueAngle, gcr)).toBeLessThanOrEqual(1e-9);
          expect(rowShadedFraction(rotation, trueAngle, gcr)).toBe(0);
        },
      ),
    );
  });

  it('lets rows shade each other when it is off and the sun is low', () => {
    const trueAngle = trueTrackingAngle(80, 90); // early morning
    const rotation = trackerRotation(80, 90, { groundCoverageRatio: 0.4, rotationLimitDeg: 90, backtracking: false });
    expect(rotation).toBeCloseTo(trueAngle, 9);
    expect(rowsOverlapInSunlight(rotation, trueAngle, 0.4)).toBeGreaterThan(0);
    expect(rowShadedFraction(rotation, trueAngle, 0.4)).toBeGreaterThan(0);
  });

  it('only backtracks once true tracking would shade, and lies flat as the sun sets', () => {
    // cos θT ≥ GCR: no shading, no change
    expect(backtrackedAngle(60, 0.4)).toBe(60);
    expect(backtrackedAngle(-30, 0.4)).toBe(-30);
    // θT = 80°: cos 80° / 0.4 = 0.434, θ = 80° − acos(0.434) = 15.7°
    expect(backtrackedAngle(80, 0.4)).toBeCloseTo(80 - Math.acos(Math.cos(80 * RAD) / 0.4) / RAD, 9);
    expect(backtrackedAngle(80, 0.4)).toBeCloseTo(15.7, 1);
    expect(Math.abs(backtrackedAngle(89.999, 0.4))).toBeLessThan(0.01);
  });

  it('shades the share of the width the vectors say when it is off', () => {
    // θT = 80°, GCR 0.4, rotation 80°: the next row sits 2.5·cos 80° = 0.434 widths over in the sun's view
    const fraction = rowShadedFraction(80, 80, 0.4);
    expect(fraction).toBeCloseTo(1 - Math.cos(80 * RAD) / 0.4, 9);
    expect(rowsOverlapInSunlight(80, 80, 0.4)).toBeCloseTo(fraction, 9);
    // held flatter by a 45° limit, the shadow shrinks: 1 − cos 80° / (0.4·cos 35°)
    expect(rowShadedFraction(45, 80, 0.4)).toBeCloseTo(1 - Math.cos(80 * RAD) / (0.4 * Math.cos(35 * RAD)), 9);
    expect(rowsOverlapInSunlight(45, 80, 0.4)).toBeCloseTo(rowShadedFraction(45, 80, 0.4) * Math.cos(35 * RAD), 9);
  });
});

describe('trackerRotation', () => {
  it('respects the rotation limit and stows flat at night', () => {
    fc.assert(
      fc.property(
        zenithArbitrary,
        azimuthArbitrary,
        fc.double({ min: 0, max: 90, noNaN: true }),
        fc.boolean(),
        (zenith, azimuth, limit, backtracking) => {
          const rotation = trackerRotation(zenith, azimuth, { groundCoverageRatio: 0.4, rotationLimitDeg: limit, backtracking });
          expect(Math.abs(rotation)).toBeLessThanOrEqual(limit);
        },
      ),
    );
    expect(trackerRotation(95, 100, { groundCoverageRatio: 0.4, rotationLimitDeg: 45, backtracking: true })).toBe(0);
  });
});
