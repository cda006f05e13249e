import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverTransmittance,
  extraterrestrialNormal,
  groundReflected,
  incidenceAngleModifier,
  perezSkyDiffuse,
  planeOfArray,
  relativeAirmass,
  type SkyState,
} from './irradiance.ts';

const RAD = Math.PI / 180;

describe('extraterrestrialNormal', () => {
  it('peaks near perihelion (early January), dips near aphelion (early July) and averages the solar constant', () => {
    expect(extraterrestrialNormal(3)).toBeGreaterThan(1410);
    expect(extraterrestrialNormal(3)).toBeLessThan(1420);
    expect(extraterrestrialNormal(185)).toBeGreaterThan(1318);
    expect(extraterrestrialNormal(185)).toBeLessThan(1325);
    let sum = 0;
    for (let day = 1; day <= 365; day += 1) sum += extraterrestrialNormal(day);
    expect(sum / 365).toBeCloseTo(1367, 0);
  });
});

describe('relativeAirmass (Kasten–Young 1989)', () => {
  it('is 1 at the zenith, about 2 at 60° and about 38 at the horizon', () => {
    expect(relativeAirmass(0)).toBeCloseTo(1, 3);
    expect(relativeAirmass(60)).toBeCloseTo(1.994, 3);
    expect(relativeAirmass(90)).toBeCloseTo(37.92, 1);
    expect(relativeAirmass(95)).toBe(relativeAirmass(90));
  });
});

describe('perezSkyDiffuse', () => {
  it('matches a hand-worked overcast case', () => {
    // DHI 100, DNI 0 → ε = 1, first bin; z = 60°; Δ = 100·AM/1367; tilt 30°, cos AOI 0.9.
    const zenith = 60 * RAD;
    const airmass = 1.9942928;
    const delta = (100 * airmass) / 1367;
    const f1 = -0.008 + 0.588 * delta - 0.062 * zenith;
    const f2 = -0.06 + 0.072 * delta - 0.022 * zenith;
    const expected = 100 * ((1 - f1) * ((1 + Math.cos(30 * RAD)) / 2) + (f1 * 0.9) / 0.5 + f2 * Math.sin(30 * RAD));
    expect(expected).toBeCloseTo(90.789, 2);
    const diffuse = perezSkyDiffuse({ dni: 0, dhi: 100, zenith: 60, cosIncidence: 0.9, tilt: 30, extraterrestrial: 1367, airmass });
    expect(diffuse).toBeCloseTo(expected, 6);
  });

  it('gives a horizontal plane the whole diffuse horizontal irradiance, whatever the sky (sun above 5°)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 85, noNaN: true }),
        fc.double({ min: 1, max: 600, noNaN: true }),
        fc.double({ min: 0, max: 1100, noNaN: true }),
        (zenith, dhi, dni) => {
          const diffuse = perezSkyDiffuse({
            dni,
            dhi,
            zenith,
            cosIncidence: Math.cos(zenith * RAD),
            tilt: 0,
            extraterrestrial: 1367,
            airmass: relativeAirmass(zenith),
          });
          expect(diffuse).toBeCloseTo(dhi, 6);
        },
      ),
    );
  });

  it('is zero without diffuse light and never negative', () => {
    expect(perezSkyDiffuse({ dni: 900, dhi: 0, zenith: 30, cosIncidence: 1, tilt: 30, extraterrestrial: 1367, airmass: 1.15 })).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 90, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.double({ min: 0, max: 1100, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (zenith, dhi, dni, cosIncidence, tilt) => {
          const diffuse = perezSkyDiffuse({
            dni,
            dhi,
            zenith,
            cosIncidence,
            tilt,
            extraterrestrial: 1367,
            airmass: relativeAirmass(zenith),
          });
          expect(diffuse).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(diffuse)).toBe(true);
        },
      ),
    );
  });
});

describe('groundReflected', () => {
  it('is nothing on a horizontal plane and half of GHI·albedo on a vertical one', () => {
    expect(groundReflected(800, 0.2, 0)).toBe(0);
    expect(groundReflected(800, 0.2, 90)).toBeCloseTo(80, 9);
  });
});

describe('the glass cover', () => {
  it('transmits best at normal incidence and nothing at grazing incidence', () => {
    expect(incidenceAngleModifier(0)).toBeCloseTo(1, 9);
    expect(coverTransmittance(90)).toBe(0);
    // τ(0) = exp(−KL)·(1 − ((n − 1)/(n + 1))²), K = 4 /m, L = 2 mm, n = 1.526
    expect(coverTransmittance(0)).toBeCloseTo(Math.exp(-0.008) * (1 - (0.526 / 2.526) ** 2), 6);
    let previous = 1;
    for (let angle = 1; angle < 90; angle += 1) {
      const modifier = incidenceAngleModifier(angle);
      expect(modifier).toBeLessThan(previous + 1e-12);
      previous = modifier;
    }
  });

  it('matches a hand-worked value at 60°', () => {
    // θr = asin(sin 60°/1.526) = 34.578°; reflection ½(0.18543 + 0.00145) = 0.09344;
    // absorption exp(−0.008/cos θr) = 0.99033; τ(60°) = 0.89779; τ(0) = 0.94902.
    expect(incidenceAngleModifier(60)).toBeCloseTo(0.946, 3);
  });
});

describe('planeOfArray', () => {
  const sky: SkyState = {
    ghi: 0,
    dni: 850,
    dhi: 90,
    albedo: 0.2,
    zenith: 40,
    azimuth: 150,
    extraterrestrial: 1400,
    airmass: relativeAirmass(40),
  };
  sky.ghi = sky.dni * Math.cos(40 * RAD) + sky.dhi;

  it('takes the whole beam, without cover loss, on a plane facing the sun', () => {
    const poa = planeOfArray(sky, 40, 150);
    expect(poa.incidence).toBeCloseTo(0, 4);
    expect(poa.beam).toBeCloseTo(850, 6);
    expect(poa.transmitted).toBeCloseTo(poa.total, 3);
  });

  it('gives a horizontal plane GHI', () => {
    const poa = planeOfArray(sky, 0, 180);
    expect(poa.total).toBeCloseTo(sky.ghi, 6);
    expect(poa.groundReflected).toBe(0);
  });

  it('gets no beam from behind and loses only beam to the cover', () => {
    const behind = planeOfArray(sky, 60, 330);
    expect(behind.beam).toBe(0);
    expect(behind.transmitted).toBeCloseTo(behind.total, 9);
    const oblique = planeOfArray(sky, 30, 250);
    expect(oblique.total - oblique.transmitted).toBeCloseTo(oblique.beam * (1 - incidenceAngleModifier(oblique.incidence)), 9);
  });
});
