/*
 * Dates and times as interval files write them, read into minutes since 1970-01-01 00:00 (read as
 * UTC) without a Date object per row, and written back the same way.
 */

/** Minutes in a day. */
export const DAY = 1440;

const ISO_STAMP =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AP]M)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const US_STAMP = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?)?$/i;

interface Stamp {
  /** Minutes since 1970-01-01 00:00 read as UTC: the written clock time, or UTC when `offset` is set. */
  time: number;
  offset: number | null;
  hasTime: boolean;
}

/** 'YYYY-MM-DD[ T]HH:MM[:SS][Z|±HH:MM]', 'YYYY/MM/DD …', 'M/D/YYYY H:MM[:SS][ AM|PM]'; null when it is none of these or no such date. */
export function parseTimestamp(raw: string): Stamp | null {
  const text = raw.trim();
  const fast = parseIsoMinute(text);
  if (fast !== null) return { time: fast, offset: null, hasTime: true };
  let year: number, month: number, day: number;
  let match = ISO_STAMP.exec(text);
  let zone: string | undefined;
  if (match) {
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
    zone = match[8];
  } else {
    match = US_STAMP.exec(text);
    if (!match) return null;
    month = Number(match[1]);
    day = Number(match[2]);
    year = Number(match[3]);
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const date = daysFromCivil(year, month, day) * DAY;
  if (match[4] === undefined) return { time: date, offset: null, hasTime: false };
  const clock = clockMinutes(Number(match[4]), Number(match[5]), match[7]);
  if (clock === null) return null;
  let offset: number | null = null;
  if (zone) {
    if (zone.toUpperCase() === 'Z') offset = 0;
    else {
      const digits = zone.replace(':', '');
      const sign = digits.startsWith('-') ? -1 : 1;
      offset = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0));
    }
  }
  return { time: date + clock - (offset ?? 0), offset, hasTime: true };
}

const digitAt = (text: string, index: number) => text.charCodeAt(index) - 48;
const twoDigits = (text: string, index: number) => {
  const tens = digitAt(text, index);
  const units = digitAt(text, index + 1);
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : NaN;
};

/**
 * The common 'YYYY-MM-DD HH:MM' and 'YYYY-MM-DD HH:MM:SS' (space or T, no offset) read without a
 * regular expression: a year of 15-minute rows is 35,040 of them. Null sends the text to the full parser.
 */
function parseIsoMinute(text: string): number | null {
  if ((text.length !== 16 && text.length !== 19) || text[4] !== '-' || text[7] !== '-' || text[13] !== ':') return null;
  if (text[10] !== ' ' && text[10] !== 'T') return null;
  if (text.length === 19 && (text[16] !== ':' || Number.isNaN(twoDigits(text, 17)))) return null;
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  if (Number.isNaN(year + month + day + hour + minute) || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  return daysFromCivil(year, month, day) * DAY + hour * 60 + minute;
}

/** 'HH:MM' (24-hour, 24:00 allowed) or 'h:mm AM': minutes from midnight, or null. */
export function parseClock(text: string): number | null {
  if (text.length === 5 && text[2] === ':') {
    const hour = twoDigits(text, 0);
    const minute = twoDigits(text, 3);
    if (!Number.isNaN(hour + minute)) return clockMinutes(hour, minute, undefined);
  }
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AP]M)?$/i.exec(text.trim());
  return match ? clockMinutes(Number(match[1]), Number(match[2]), match[3]) : null;
}

function clockMinutes(hour: number, minute: number, meridiem: string | undefined): number | null {
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0)) * 60 + minute;
  }
  if (hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil): no Date object per row. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** 'YYYY-MM-DD HH:MM' of minutes since 1970 read as UTC. */
export function formatMinutes(minutes: number): string {
  return new Date(minutes * 60000).toISOString().slice(0, 16).replace('T', ' ');
}

export const dateOf = (minutes: number) => formatMinutes(minutes).slice(0, 10);
