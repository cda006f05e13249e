import { HOURS_PER_YEAR, type WeatherYear } from './weather.ts';

/**
 * The binary typical-year file kept as data/weather/<id>.bin, read by the server (docs/weather.md).
 *
 * Header, 12 bytes: magic 'VFWY', version (u8), channel count (u8), two reserved zero bytes, hour count (u32).
 * Then each channel in CHANNELS' order, as one run of 8,760 little-endian integers of the channel's width;
 * a value is the physical one times `perUnit`, rounded. Pure and browser-safe (DataView only).
 */

const MAGIC = [0x56, 0x46, 0x57, 0x59]; // 'VFWY'
export const WEATHER_FILE_VERSION = 1;
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

/** The exact byte length of a version-1 file. */
export const WEATHER_FILE_BYTES = HEADER_BYTES + CHANNELS.reduce((sum, coding) => sum + KIND[coding.kind].bytes * HOURS_PER_YEAR, 0);

/** The value a channel takes after encoding and decoding: what the file can hold. */
export function quantise(channel: Channel, value: number): number {
  const coding = CHANNELS.find((candidate) => candidate.channel === channel);
  if (!coding) throw new Error(`Unknown weather channel '${channel}'`);
  // `+ 0` turns the -0 that Math.round gives small negatives into the 0 the file decodes to.
  return Math.fround(Math.round(value * coding.perUnit) / coding.perUnit) + 0;
}

export function encodeWeatherYear(year: WeatherYear): Uint8Array {
  const bytes = new Uint8Array(WEATHER_FILE_BYTES);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint8(4, WEATHER_FILE_VERSION);
  view.setUint8(5, CHANNELS.length);
  view.setUint32(8, HOURS_PER_YEAR, true);

  let offset = HEADER_BYTES;
  for (const { channel, kind, perUnit } of CHANNELS) {
    const values = year[channel];
    if (values.length !== HOURS_PER_YEAR)
      throw new Error(`Weather channel '${channel}' has ${values.length} hours, expected ${HOURS_PER_YEAR}`);
    const { bytes: width, min, max } = KIND[kind];
    for (let hour = 0; hour < HOURS_PER_YEAR; hour++) {
      const stored = Math.round((values[hour] as number) * perUnit);
      if (!Number.isFinite(stored) || stored < min || stored > max) {
        throw new Error(`Weather channel '${channel}' hour ${hour}: ${values[hour]} cannot be stored (${kind}, ${perUnit} per unit)`);
      }
      if (kind === 'u8') view.setUint8(offset, stored);
      else if (kind === 'u16') view.setUint16(offset, stored, true);
      else view.setInt16(offset, stored, true);
      offset += width;
    }
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
  if (bytes.byteLength !== WEATHER_FILE_BYTES) {
    throw new Error(`Weather file is ${bytes.byteLength} bytes long, expected ${WEATHER_FILE_BYTES}`);
  }

  const year = {} as WeatherYear;
  let offset = HEADER_BYTES;
  for (const { channel, kind, perUnit } of CHANNELS) {
    const values = new Float32Array(HOURS_PER_YEAR);
    const width = KIND[kind].bytes;
    for (let hour = 0; hour < HOURS_PER_YEAR; hour++) {
      const stored = kind === 'u8' ? view.getUint8(offset) : kind === 'u16' ? view.getUint16(offset, true) : view.getInt16(offset, true);
      values[hour] = stored / perUnit;
      offset += width;
    }
    year[channel] = values;
  }
  return year;
}
