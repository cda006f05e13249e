import { describe, expect, it } from 'vitest';
import { HOURS_PER_YEAR, type WeatherYear } from '../../domain/solar/weather.ts';
import { CHANNELS, decodeWeatherYear, encodeWeatherYear, quantise } from './weatherFile.ts';

/** A deterministic pseudo-random year over each channel's physical range (a linear congruential generator). */
function sampleYear(seed: number): WeatherYear {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const channel = (min: number, max: number): Float32Array =>
    Float32Array.from({ length: HOURS_PER_YEAR }, () => min + next() * (max - min));
  return {
    ghi: channel(0, 1200),
    dni: channel(0, 1100),
    dhi: channel(0, 600),
    tempC: channel(-45, 50),
    windMs: channel(0, 30),
    albedo: channel(0.05, 0.9),
    pressureMbar: channel(600, 1050),
  };
}

describe('weather file', () => {
  it('round-trips every channel to its quantisation step', () => {
    const year = sampleYear(42);
    const decoded = decodeWeatherYear(encodeWeatherYear(year));
    for (const { channel, perUnit } of CHANNELS) {
      expect(decoded[channel]).toHaveLength(HOURS_PER_YEAR);
      // One comparison per channel, not 8,760: the same checks in a fraction of the time.
      expect(decoded[channel]).toEqual(Float32Array.from(year[channel], (original) => quantise(channel, original)));
      const tooFar = Array.from(year[channel]).filter(
        (original, hour) => Math.abs((decoded[channel][hour] as number) - original) > 0.5 / perUnit + 1e-4 * Math.abs(original),
      );
      expect(tooFar).toEqual([]);
    }
  });

  it('re-encodes a decoded year to the same bytes', () => {
    const bytes = encodeWeatherYear(sampleYear(7));
    expect(encodeWeatherYear(decodeWeatherYear(bytes))).toEqual(bytes);
  });

  it('keeps negative temperatures and the channel extremes', () => {
    const year = sampleYear(1);
    year.tempC[0] = -59.96;
    year.tempC[1] = 59.94;
    year.ghi[0] = 1400;
    year.albedo[0] = 0;
    year.albedo[1] = 1;
    const decoded = decodeWeatherYear(encodeWeatherYear(year));
    expect(decoded.tempC[0]).toBeCloseTo(-60, 5);
    expect(decoded.tempC[1]).toBeCloseTo(59.9, 5);
    expect(decoded.ghi[0]).toBe(1400);
    expect(decoded.albedo[0]).toBe(0);
    expect(decoded.albedo[1]).toBe(1);
  });

  it('writes the VFWY magic, version 2 and 7 channels', () => {
    const bytes = encodeWeatherYear(sampleYear(3));
    expect(Array.from(bytes.subarray(0, 6))).toEqual([0x56, 0x46, 0x57, 0x59, 2, 7]);
  });

  it('deflates a year with nights and steady channels to a fraction of its 113,880 integer bytes', () => {
    // Irradiance zero at night, as in every real year: the deflated channels are what make 970 stations fit.
    const year = sampleYear(13);
    for (let hour = 0; hour < HOURS_PER_YEAR; hour++) {
      if (hour % 24 < 6 || hour % 24 >= 18) year.ghi[hour] = year.dni[hour] = year.dhi[hour] = 0;
      year.albedo[hour] = 0.2;
      year.pressureMbar[hour] = 1013;
    }
    const bytes = encodeWeatherYear(year);
    expect(bytes.byteLength).toBeLessThan(113_880 * 0.6);
    expect(decodeWeatherYear(bytes)).toEqual(decodeWeatherYear(encodeWeatherYear(decodeWeatherYear(bytes))));
  });

  it('decodes from an ArrayBuffer and from a view into a larger buffer', () => {
    const bytes = encodeWeatherYear(sampleYear(5));
    const expected = decodeWeatherYear(bytes);
    expect(decodeWeatherYear(bytes.slice().buffer)).toEqual(expected);
    const padded = new Uint8Array(bytes.byteLength + 16);
    padded.set(bytes, 16);
    expect(decodeWeatherYear(padded.subarray(16))).toEqual(expected);
  });

  it('rejects a wrong magic, version, channel count or length with a clear error', () => {
    const bytes = encodeWeatherYear(sampleYear(9));
    const withByte = (index: number, value: number): Uint8Array => {
      const copy = bytes.slice();
      copy[index] = value;
      return copy;
    };
    expect(() => decodeWeatherYear(withByte(0, 0x50))).toThrow(/magic/);
    expect(() => decodeWeatherYear(new Uint8Array(4))).toThrow(/magic/);
    expect(() => decodeWeatherYear(withByte(4, 1))).toThrow(/version 1/);
    expect(() => decodeWeatherYear(withByte(5, 6))).toThrow(/6 channels/);
    expect(() => decodeWeatherYear(bytes.subarray(0, bytes.byteLength - 1))).toThrow(/bytes long/);
    expect(() => decodeWeatherYear(withByte(20, bytes[20]! ^ 0xff))).toThrow(/channel 'ghi'/);
    expect(() => decodeWeatherYear(new Uint8Array([...bytes, 0]))).toThrow(/bytes long/);
  });

  it('refuses values the file cannot hold rather than wrapping them', () => {
    const negative = sampleYear(11);
    negative.ghi[5] = -1;
    expect(() => encodeWeatherYear(negative)).toThrow(/'ghi' hour 5/);
    const missing = sampleYear(11);
    missing.windMs[9] = Number.NaN;
    expect(() => encodeWeatherYear(missing)).toThrow(/'windMs' hour 9/);
    const short = sampleYear(11);
    short.dni = new Float32Array(8784);
    expect(() => encodeWeatherYear(short)).toThrow(/8784 hours/);
  });
});
