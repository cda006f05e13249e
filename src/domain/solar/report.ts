import { DAYS_IN_MONTH } from '../typicalYear.ts';
import type { SolarResult } from './production.ts';

/** The report's CSV: the year's 8,760 hours, each dated by month, day and starting hour in local standard time. */
export function solarReportRows(result: Pick<SolarResult, 'hourlyKW'>): Record<string, number>[] {
  const rows: Record<string, number>[] = [];
  let hour = 0;
  DAYS_IN_MONTH.forEach((days, month) => {
    for (let day = 1; day <= days; day++) {
      for (let hourOfDay = 0; hourOfDay < 24; hourOfDay++) {
        rows.push({ Month: month + 1, Day: day, 'Hour (local standard time)': hourOfDay, 'AC power (kW)': result.hourlyKW[hour++]! });
      }
    }
  });
  return rows;
}
