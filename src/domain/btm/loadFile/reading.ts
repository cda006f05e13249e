/*
 * One reading as a file's layout gives it, what every layout's reader answers, and the error a
 * file that cannot be read throws.
 */

/** A file that cannot be read into a year of load; the message says what to fix, with the line when there is one. */
export class LoadFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoadFileError';
  }
}

export type LoadFileFormat = 'green-button' | 'sce' | 'sdge' | 'plain';

/** What a file no layout recognises is told. */
export const NOT_FOUND =
  'Could not find the interval data: expected a Green Button export (Opower, SCE or SDG&E layout) or a CSV with a timestamp column and a kW or kWh column';

/** One reading as the file gives it, and later where it falls in standard time. */
export interface Reading {
  /** The interval's start as written, in minutes since 1970-01-01 00:00 read as UTC: local clock time, or UTC when `offset` is set. */
  time: number;
  /** The UTC offset written with the timestamp, in minutes (−420 for −07:00); null for local clock time. */
  offset: number | null;
  /** Interval length in minutes: stated by the file, or 0 until worked out from the next start. */
  minutes: number;
  /** kWh in the interval (kW of mean power for a power column); NaN for an empty cell. */
  value: number;
  /** 1-based line in the file. */
  line: number;
  /** Series whose readings add up to the load: delivered and received channels, meters. */
  channel: number;
  /** How many earlier readings of the same channel carry the same label (a repeated hour). */
  pass: number;
  /** Start in local standard time, minutes since 1970-01-01 read as UTC. */
  std: number;
}

/** What a layout's reader answers. */
export interface Parsed {
  format: LoadFileFormat;
  readings: Reading[];
  /** Values are mean kW rather than kWh. */
  power: boolean;
  /** Timestamps mark the interval's end. */
  labelsAreEnds: boolean;
  notes: string[];
}

export const reading = (time: number, offset: number | null, minutes: number, value: number, line: number, channel: number): Reading => ({
  time,
  offset,
  minutes,
  value,
  line,
  channel,
  pass: 0,
  std: 0,
});
