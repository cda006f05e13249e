import { DAYS_IN_MONTH, FIRST_DAY_OF_MONTH } from '../typicalYear.ts';

/*
 * US federal holidays (5 U.S.C. 6103) as a tariff bills them: utilities' TOU tariffs price holidays
 * as weekends, and URDB, which has no holiday schedule of its own, leaves them to the weekend
 * schedule. A holiday on a Saturday is observed the Friday before, one on a Sunday the Monday after
 * (so New Year's Day of the next year, on a Saturday, is observed on 31 December of this one).
 */

/** Day of the month of the nth (1-based) `weekday` (0 Sunday … 6 Saturday) of `month`; nth −1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + 7 * (nth - 1);
  }
  const days = DAYS_IN_MONTH[month]! + (month === 1 && isLeap(year) ? 1 : 0);
  const last = new Date(Date.UTC(year, month, days)).getUTCDay();
  return days - ((last - weekday + 7) % 7);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The year's federal holidays as [month (0–11), day of month], on their own dates (not yet observed). */
function holidayDates(year: number): [number, number][] {
  return [
    [0, 1], // New Year's Day
    [0, nthWeekday(year, 0, 1, 3)], // Birthday of Martin Luther King, Jr.: third Monday of January (from 1986)
    [1, nthWeekday(year, 1, 1, 3)], // Washington's Birthday: third Monday of February
    [4, nthWeekday(year, 4, 1, -1)], // Memorial Day: last Monday of May
    ...(year >= 2021 ? [[5, 19] as [number, number]] : []), // Juneteenth National Independence Day (from 2021)
    [6, 4], // Independence Day
    [8, nthWeekday(year, 8, 1, 1)], // Labor Day: first Monday of September
    [9, nthWeekday(year, 9, 1, 2)], // Columbus Day: second Monday of October
    [10, 11], // Veterans Day
    [10, nthWeekday(year, 10, 4, 4)], // Thanksgiving Day: fourth Thursday of November
    [11, 25], // Christmas Day
  ];
}

/**
 * The days (0–364 of the typical year) on which `year`'s federal holidays are observed. 29 February
 * has no day of its own in the typical year; no federal holiday falls on it.
 */
export function federalHolidays(year: number): Set<number> {
  const days = new Set<number>();
  const dates = [...holidayDates(year).map(([month, day]) => [year, month, day] as const), [year + 1, 0, 1] as const];
  for (const [y, month, day] of dates) {
    const weekday = new Date(Date.UTC(y, month, day)).getUTCDay();
    const observed = new Date(Date.UTC(y, month, day + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0)));
    if (observed.getUTCFullYear() !== year) continue;
    days.add(FIRST_DAY_OF_MONTH[observed.getUTCMonth()]! + observed.getUTCDate() - 1);
  }
  return days;
}
