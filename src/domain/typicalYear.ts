/*
 * The calendar of a typical year: 365 days, no leap day, hours in local standard time from
 * 1 January 00:00. The hourly solar model, its reports and the site's load and tariff all index
 * their values this way (hour h of the year is day ⌊h / 24⌋, hour of day h mod 24).
 */

export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const HOURS_PER_YEAR = 8760;

/** Month (0–11) of each day (0–364). */
export const MONTH_OF_DAY: readonly number[] = DAYS_IN_MONTH.flatMap((days, month) => Array.from({ length: days }, () => month));

/** The first day (0–364) of each month. */
export const FIRST_DAY_OF_MONTH: readonly number[] = DAYS_IN_MONTH.map((_, month) =>
  DAYS_IN_MONTH.slice(0, month).reduce((sum, days) => sum + days, 0),
);

/**
 * The mean value at each hour of the day, month by month: `result[month][hour]`, the "typical
 * day" of each month of hourly values (8,760 of them from 1 January 00:00).
 */
export function typicalDayByMonth(hourly: ArrayLike<number>): number[][] {
  if (hourly.length !== HOURS_PER_YEAR) throw new RangeError(`Expected ${HOURS_PER_YEAR} hourly values, got ${hourly.length}`);
  return DAYS_IN_MONTH.map((days, month) => {
    const first = FIRST_DAY_OF_MONTH[month]!;
    return Array.from({ length: 24 }, (_, hour) => {
      let sum = 0;
      for (let day = first; day < first + days; day++) sum += hourly[day * 24 + hour]!;
      return sum / days;
    });
  });
}
