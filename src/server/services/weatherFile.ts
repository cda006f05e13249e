import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { HOURS_PER_YEAR, type WeatherYear } from '../../domain/solar/weather.ts';

/**
 * The binary typical-year file kept as data/weather/<id>.bin, read by the server (docs/weather.md). Server-side
 * only: it deflates with node:zlib.
 *
 * Header, 12 bytes: magic 'VFWY', version (u8), channel count (u8), two reserved zero bytes, hour count (u32).
 * Then each channel in CHANNELS' order: its byte length (u32), then its 8,760 integers of the channel's width
 * (a value is the physical one times `perUnit`, rounded), byte-planed (all low bytes, then all high bytes:
 * the high bytes are nearly constant and deflate to little) and raw-deflated.
 */

const MAGIC = [0x56, 0x46, 0x57, 0x59]; // 'VFWY'
export const WEATHER_FILE_VERSION = 2;
const HEADER_BYTES = 12;

type Channel = keyof WeatherYear;
type IntegerKind = 'u8' | 'u16' | 'i16';

interface ChannelCoding {
  channel: Channel;
  kind: IntegerKind;
  /** Stored integers per physical unit: 10 stores tenths. */
  perUnit: number;
}

/** Widths chosen to hold each channel's physical range at its resolution: 1 W/m², 0.1 °C, 0.1 m/s, 0.01 albedo, 1 mbar. */
export const CHANNELS: readonly ChannelCoding[] = [
  { channel: 'ghi', kind: 'u16', perUnit: 1 },
  { channel: 'dni', kind: 'u16', perUnit: 1 },
  { channel: 'dhi', kind: 'u16', perUnit: 1 },
  { channel: 'tempC', kind: 'i16', perUnit: 10 },
  { channel: 'windMs', kind: 'u16', perUnit: 10 },
  { channel: 'albedo', kind: 'u8', perUnit: 100 },
  { channel: 'pressureMbar', kind: 'u16', perUnit: 1 },
];

const KIND = {
  u8: { bytes: 1, min: 0, max: 0xff },
  u16: { bytes: 2, min: 0, max: 0xffff },
  i16: { bytes: 2, min: -0x8000, max: 0x7fff },
} as const;

/** The value a channel takes after encoding and decoding: what the file can hold. */
export function quantise(channel: Channel, value: number): number {
  const coding = CHANNELS.find((candidate) => candidate.channel === channel);
  if (!coding) throw new Error(`Unknown weather channel '${channel}'`);
  // `+ 0` turns the -0 that Math.round gives small negatives into the 0 the file decodes to.
  return Math.fround(Math.round(value * coding.perUnit) / coding.perUnit) + 0;
}

export function encodeWeatherYear(year: WeatherYear): Uint8Array {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  header.set(MAGIC, 0);
  view.setUint8(4, WEATHER_FILE_VERSION);
  view.setUint8(5, CHANNELS.length);
  view.setUint32(8, HOURS_PER_YEAR, true);

  const parts: Uint8Array[] = [header];
  for (const { channel, kind, perUnit } of CHANNELS) {
    const values = year[channel];
    if (values.length !== HOURS_PER_YEAR)
      throw new Error(`Weather channel '${channel}' has ${values.length} hours, expected ${HOURS_PER_YEAR}`);
    const { bytes: width, min, max } = KIND[kind];
    const planes = new Uint8Array(width * HOURS_PER_YEAR);
    for (let hour = 0; hour < HOURS_PER_YEAR; hour++) {
      const stored = Math.round((values[hour] as number) * perUnit);
      if (!Number.isFinite(stored) || stored < min || stored > max) {
        throw new Error(`Weather channel '${channel}' hour ${hour}: ${values[hour]} cannot be stored (${kind}, ${perUnit} per unit)`);
      }
      // Two's complement for i16: the low and high bytes of the 16-bit pattern.
      const bits = stored & 0xffff;
      planes[hour] = bits & 0xff;
      if (width === 2) planes[HOURS_PER_YEAR + hour] = bits >> 8;
    }
    const deflated = deflateRawSync(planes, { level: 9 });
    const length = new Uint8Array(4);
    new DataView(length.buffer).setUint32(0, deflated.byteLength, true);
    parts.push(length, deflated);
  }
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

export function decodeWeatherYear(input: Uint8Array | ArrayBuffer): WeatherYear {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < HEADER_BYTES || MAGIC.some((byte, index) => bytes[index] !== byte)) {
    throw new Error('Not a weather file: the magic bytes are not VFWY');
  }
  const version = view.getUint8(4);
  if (version !== WEATHER_FILE_VERSION)
    throw new Error(`Weather file version ${version} is not supported (expected ${WEATHER_FILE_VERSION})`);
  const channelCount = view.getUint8(5);
  if (channelCount !== CHANNELS.length) throw new Error(`Weather file has ${channelCount} channels, expected ${CHANNELS.length}`);
  const hours = view.getUint32(8, true);
  if (hours !== HOURS_PER_YEAR) throw new Error(`Weather file has ${hours} hours, expected ${HOURS_PER_YEAR}`);

  const year = {} as WeatherYear;
  let offset = HEADER_BYTES;
  for (const { channel, kind, perUnit } of CHANNELS) {
    if (offset + 4 > bytes.byteLength)
      throw new Error(`Weather file is ${bytes.byteLength} bytes long, too short for channel '${channel}'`);
    const length = view.getUint32(offset, true);
    offset += 4;
    if (offset + length > bytes.byteLength)
      throw new Error(`Weather file is ${bytes.byteLength} bytes long, too short for channel '${channel}'`);
    let planes: Uint8Array;
    try {
      planes = inflateRawSync(bytes.subarray(offset, offset + length));
    } catch {
      throw new Error(`Weather file channel '${channel}' does not inflate`);
    }
    offset += length;
    const width = KIND[kind].bytes;
    if (planes.byteLength !== width * HOURS_PER_YEAR) {
      throw new Error(`Weather file channel '${channel}' holds ${planes.byteLength} bytes, expected ${width * HOURS_PER_YEAR}`);
    }
    const values = new Float32Array(HOURS_PER_YEAR);
    for (let hour = 0; hour < HOURS_PER_YEAR; hour++) {
      const bits = width === 2 ? (planes[hour] as number) | ((planes[HOURS_PER_YEAR + hour] as number) << 8) : (planes[hour] as number);
      const stored = kind === 'i16' && bits >= 0x8000 ? bits - 0x10000 : bits;
      values[hour] = stored / perUnit;
    }
    year[channel] = values;
  }
  if (offset !== bytes.byteLength) throw new Error(`Weather file is ${bytes.byteLength} bytes long, expected ${offset}`);
  return year;
}
