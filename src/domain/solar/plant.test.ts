import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellTemperature, combinedLossPercent, dcPower, inverterAcPower, LOSS_ITEMS } from './plant.ts';

describe('LOSS_ITEMS', () => {
  it("combine to PVWatts' default 14.08 %", () => {
    const expected = 100 * (1 - 0.98 * 0.97 * 1 * 0.98 * 0.98 * 0.995 * 0.985 * 0.99 * 1 * 0.97);
    expect(combinedLossPercent(LOSS_ITEMS)).toBeCloseTo(expected, 12);
    expect(combinedLossPercent(LOSS_ITEMS).toFixed(2)).toBe('14.08');
    expect(LOSS_ITEMS.map((item) => item.id)).toEqual([
      'soiling',
      'shading',
      'snow',
      'mismatch',
      'wiring',
      'connections',
      'lightInducedDegradation',
      'nameplate',
      'age',
      'availability',
    ]);
  });
});

describe('cellTemperature (SAPM, open rack, glass/polymer)', () => {
  it('is the air temperature in the dark', () => {
    expect(cellTemperature(0, 3, 12)).toBe(12);
  });

  it('matches the hand-worked value at 1,000 W/m²', () => {
    // still air: 1000·e^−3.56 + 25 + 3 = 28.44 + 28; 5 m/s: 1000·e^(−3.56 − 0.375) + 25 + 3
    expect(cellTemperature(1000, 0, 25)).toBeCloseTo(1000 * Math.exp(-3.56) + 28, 9);
    expect(cellTemperature(1000, 0, 25)).toBeCloseTo(56.44, 2);
    expect(cellTemperature(1000, 5, 25)).toBeCloseTo(47.55, 2);
  });
});

describe('dcPower', () => {
  it('is the nameplate at standard test conditions and follows the temperature coefficient', () => {
    expect(dcPower(1000, 25, 100, -0.0037)).toBeCloseTo(100, 12);
    expect(dcPower(500, 35, 100, -0.0037)).toBeCloseTo(50 * (1 - 0.037), 12);
    expect(dcPower(0, 60, 100, -0.0037)).toBe(0);
  });
});

describe('inverterAcPower (PVWatts v5)', () => {
  it('converts the rated DC input at the nominal efficiency, exactly the AC rating', () => {
    // ζ = 1: η = η_nom/0.9637·(−0.0162 − 0.0059 + 0.9858) = η_nom
    expect(inverterAcPower(100 / 0.96, 100, 0.96)).toBeCloseTo(100, 9);
  });

  it('follows the part-load curve', () => {
    const zeta = 0.2;
    const eta = (0.96 / 0.9637) * (-0.0162 * zeta - 0.0059 / zeta + 0.9858);
    expect(inverterAcPower((zeta * 100) / 0.96, 100, 0.96)).toBeCloseTo(eta * ((zeta * 100) / 0.96), 9);
    expect(eta).toBeLessThan(0.96);
  });

  it('clips at the AC rating, and gives nothing for no input or a load too small for the curve', () => {
    expect(inverterAcPower(150, 100, 0.96)).toBe(100);
    expect(inverterAcPower(0, 100, 0.96)).toBe(0);
    expect(inverterAcPower(0.5, 100, 0.96)).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0.001, max: 1e3, noNaN: true }),
        fc.double({ min: 0.8, max: 0.995, noNaN: true }),
        (dc, rating, nominal) => {
          const ac = inverterAcPower(dc, rating, nominal);
          expect(ac).toBeGreaterThanOrEqual(0);
          expect(ac).toBeLessThanOrEqual(rating);
          expect(ac).toBeLessThanOrEqual(dc);
        },
      ),
    );
  });
});
