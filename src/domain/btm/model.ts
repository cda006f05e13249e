import { DAYS_IN_MONTH, MONTH_OF_DAY } from '../typicalYear.ts';
import { exportRuleOfTariff, exportTermsOf, trueUpCredits, type ExportTerms } from './exports.ts';
import { federalHolidays } from './holidays.ts';
import { LOAD_SHAPE_CALENDAR_YEAR } from './loadShapes.ts';
import { tierCharge, type EnergyTiers } from './tiers.ts';

/*
 * The behind-the-meter model's shared shapes: a year of intervals on the typical year's calendar
 * (365 days from 1 January 00:00 local standard time, no leap day), and a utility tariff as the
 * optimizer and the bill read it, whatever it was written in (OpenEI URDB JSON or the page's form).
 */

/** Interval lengths the optimizer takes: hourly, or 15 minutes (interval meters' usual resolution). */
export const INTERVAL_MINUTES = [60, 15] as const;
export type IntervalMinutes = (typeof INTERVAL_MINUTES)[number];

export const intervalsPerYear = (minutes: IntervalMinutes) => (365 * 24 * 60) / minutes;

/**
 * Which days are weekends: the typical year's day d is the date of the same month and day in
 * `year` (a leap year's 29 February has no day of its own), so a tariff's weekday and weekend
 * schedules fall as they did that year. URDB tariffs have no holiday schedule: on the federal
 * holidays (observed dates, holidays.ts) the weekend schedule applies, as utilities bill them.
 */
export interface YearCalendar {
  year: number;
  /** 365 flags, true on Saturdays and Sundays. */
  weekend: readonly boolean[];
  /** 365 flags, true on the days federal holidays are observed: billed on the weekend schedule. */
  holiday: readonly boolean[];
  /**
   * The hours of the year (local standard time) when clocks are an hour ahead, or null where they
   * never are (Arizona, Hawaii). Tariff schedules are written in clock time, so in these hours the
   * schedule's hour is the standard hour + 1.
   */
  daylightSaving: { startHour: number; endHour: number } | null;
}

/** Without a year of its own, a request's weekdays are those the typical load shapes were simulated on. */
export const DEFAULT_CALENDAR_YEAR = LOAD_SHAPE_CALENDAR_YEAR;

/**
 * The calendar of `year`: its weekends, and US daylight saving time as the Energy Policy Act of
 * 2005 sets it from 2007: clocks go forward at 02:00 on the second Sunday of March (02:00 standard
 * time) and back at 02:00 on the first Sunday of November (01:00 standard time).
 */
export function calendarOf(year: number, { daylightSaving = true }: { daylightSaving?: boolean } = {}): YearCalendar {
  const weekend: boolean[] = [];
  DAYS_IN_MONTH.forEach((days, month) => {
    for (let day = 1; day <= days; day++) {
      const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
      weekend.push(weekday === 0 || weekday === 6);
    }
  });
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + 7 * (nth - 1);
  };
  const dayOfYear = (month: number, day: number) => DAYS_IN_MONTH.slice(0, month).reduce((sum, days) => sum + days, 0) + day - 1;
  const holidays = federalHolidays(year);
  return {
    year,
    weekend,
    holiday: weekend.map((_, day) => holidays.has(day)),
    daylightSaving: daylightSaving
      ? { startHour: dayOfYear(2, sunday(2, 2)) * 24 + 2, endHour: dayOfYear(10, sunday(10, 1)) * 24 + 1 }
      : null,
  };
}

/** A 12 × 24 schedule: for each month (0–11) and hour of the day (0–23), a period of the matching rates. */
export type Schedule = readonly (readonly number[])[];

/**
 * A tariff, first tier of every period: what the bill and the optimizer need. Rates are per kWh of
 * energy imported in an interval, per kW of a month's highest interval demand, and per month.
 */
export interface Tariff {
  /** Shown with results: the utility and the rate's name, or "Your tariff". */
  name: string;
  /** $/kWh of each energy period (URDB's rate + adj). */
  energyRates: readonly number[];
  energyWeekday: Schedule;
  energyWeekend: Schedule;
  /** $/kW of each time-of-use demand period, charged on the month's highest demand within the period; empty for none. */
  demandRates: readonly number[];
  demandWeekday: Schedule;
  demandWeekend: Schedule;
  /** $/kW of each flat (whole-month) demand period, charged on the month's highest demand; empty for none. */
  flatDemandRates: readonly number[];
  /** The flat demand period (an index into flatDemandRates) of each month. */
  flatDemandMonths: readonly number[];
  /** Fixed customer charge, per month or per day of the month. */
  fixedCharge: { amount: number; per: 'month' | 'day' };
  /** Monthly kWh tiers over each period's base rate (energyRates); absent: one price per period. */
  energyTiers?: EnergyTiers;
  /** $/kWh credited for energy exported to the grid; null: export is not paid, and neither PV nor the battery exports. */
  exportPricePerKWh: number | null;
}

/** A month's bill: charges in $, and its highest interval demand (kW imported). */
export interface MonthBill {
  energyCharges: number;
  /** Credit for exported energy ($, positive), already taken off `total`. */
  exportCredit: number;
  demandCharges: number;
  fixedCharges: number;
  total: number;
  peakKW: number;
}

/**
 * Per interval of the year: its month, energy period and TOU demand period (−1 where the tariff has
 * none), and the clock hour and schedule (1: weekend or holiday) the tariff reads it at.
 */
export interface IntervalPeriods {
  month: Uint8Array;
  energyPeriod: Uint16Array;
  demandPeriod: Int16Array;
  hour: Uint8Array;
  weekendSchedule: Uint8Array;
}

/** Where each interval falls in the tariff's schedules. */
export function periodsOf(tariff: Tariff, calendar: YearCalendar, intervalMinutes: IntervalMinutes): IntervalPeriods {
  const count = intervalsPerYear(intervalMinutes);
  const perHour = 60 / intervalMinutes;
  const month = new Uint8Array(count);
  const energyPeriod = new Uint16Array(count);
  const demandPeriod = new Int16Array(count).fill(-1);
  const hourOfDay = new Uint8Array(count);
  const weekendSchedule = new Uint8Array(count);
  const hasDemand = tariff.demandRates.length > 0;
  const dst = calendar.daylightSaving;
  for (let index = 0; index < count; index++) {
    const standardHour = Math.floor(index / perHour);
    // The tariff's schedules read the clock: an hour ahead in daylight saving time (the last hour of 31 December stays in its year).
    const hourOfYear = dst && standardHour >= dst.startHour && standardHour < dst.endHour ? Math.min(standardHour + 1, 8759) : standardHour;
    const day = Math.floor(hourOfYear / 24);
    const hour = hourOfYear % 24;
    const m = MONTH_OF_DAY[day]!;
    const weekend = calendar.weekend[day]! || calendar.holiday[day]!;
    month[index] = m;
    hourOfDay[index] = hour;
    weekendSchedule[index] = weekend ? 1 : 0;
    energyPeriod[index] = (weekend ? tariff.energyWeekend : tariff.energyWeekday)[m]![hour]!;
    if (hasDemand) demandPeriod[index] = (weekend ? tariff.demandWeekend : tariff.demandWeekday)[m]![hour]!;
  }
  return { month, energyPeriod, demandPeriod, hour: hourOfDay, weekendSchedule };
}

/**
 * The bill of a year of net grid flows: `gridKW[i]` is the mean power over interval i, imported
 * when positive and exported when negative. Energy charges on imports at each interval's energy
 * rate (plus the tier adders on the month's kWh, tiers.ts); export credited by the export rule
 * (exports.ts; without one, the tariff's own export price, if any); TOU demand charges on the
 * month's highest import within each demand period; the flat demand charge on the month's highest
 * import; fixed charges per month or per day.
 */
export function billOf(
  tariff: Tariff,
  calendar: YearCalendar,
  intervalMinutes: IntervalMinutes,
  gridKW: ArrayLike<number>,
  exports?: ExportTerms,
): MonthBill[] {
  const periods = periodsOf(tariff, calendar, intervalMinutes);
  const terms = exports ?? exportTermsOf(exportRuleOfTariff(tariff), tariff, periods);
  const hours = intervalMinutes / 60;
  const months = DAYS_IN_MONTH.map(() => ({ energy: 0, importedKWh: 0, credit: 0, peak: 0, touPeaks: tariff.demandRates.map(() => 0) }));
  for (let index = 0; index < gridKW.length; index++) {
    const kW = gridKW[index]!;
    const month = months[periods.month[index]!]!;
    if (kW > 0) {
      month.energy += kW * hours * tariff.energyRates[periods.energyPeriod[index]!]!;
      month.importedKWh += kW * hours;
      month.peak = Math.max(month.peak, kW);
      const period = periods.demandPeriod[index]!;
      if (period >= 0) month.touPeaks[period] = Math.max(month.touPeaks[period]!, kW);
    } else if (terms.paid) {
      month.credit -= kW * hours * terms.pricePerKWh[index]!;
    }
  }
  const { energyTiers } = tariff;
  const energyCharges = months.map(
    (month, index) => month.energy + (energyTiers ? tierCharge(energyTiers, DAYS_IN_MONTH[index]!, month.importedKWh) : 0),
  );
  const credits = trueUpCredits(
    terms,
    months.map((month) => month.credit),
    energyCharges,
  );
  return months.map((month, index) => {
    const exportCredit = credits[index]!;
    const flat = tariff.flatDemandRates.length > 0 ? tariff.flatDemandRates[tariff.flatDemandMonths[index]!]! * month.peak : 0;
    const demandCharges = flat + month.touPeaks.reduce((sum, peak, period) => sum + peak * tariff.demandRates[period]!, 0);
    const fixedCharges = tariff.fixedCharge.amount * (tariff.fixedCharge.per === 'day' ? DAYS_IN_MONTH[index]! : 1);
    return {
      energyCharges: energyCharges[index]!,
      exportCredit,
      demandCharges,
      fixedCharges,
      total: energyCharges[index]! - exportCredit + demandCharges + fixedCharges,
      peakKW: month.peak,
    };
  });
}
