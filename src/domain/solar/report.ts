import type { SolarResult } from './production.ts';

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The report's CSV: the year's 8,760 hours, each dated by month, day and starting hour in local standard time. */
export function solarReportRows(result: Pick<SolarResult, 'hourlyKW'>): Record<string, number>[] {
  const rows: Record<string, number>[] = [];
  let hour = 0;
  MONTH_LENGTHS.forEach((days, month) => {
    for (let day = 1; day <= days; day++) {
      for (let hourOfDay = 0; hourOfDay < 24; hourOfDay++) {
        rows.push({ Month: month + 1, Day: day, 'Hour (local standard time)': hourOfDay, 'AC power (kW)': result.hourlyKW[hour++]! });
      }
    }
  });
  return rows;
}
