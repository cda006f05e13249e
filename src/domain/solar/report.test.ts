import { describe, expect, it } from 'vitest';
import { solarReportRows } from './report.ts';

describe('solarReportRows', () => {
  it('dates each of the 8,760 hours by month, day and starting hour', () => {
    const rows = solarReportRows({ hourlyKW: Array.from({ length: 8760 }, (_, hour) => hour / 10) });
    expect(rows).toHaveLength(8760);
    expect(rows[0]).toEqual({ Month: 1, Day: 1, 'Hour (local standard time)': 0, 'AC power (kW)': 0 });
    // 1 March 13:00 is hour (31 + 28) × 24 + 13.
    expect(rows[(31 + 28) * 24 + 13]).toEqual({ Month: 3, Day: 1, 'Hour (local standard time)': 13, 'AC power (kW)': 142.9 });
    expect(rows[8759]).toEqual({ Month: 12, Day: 31, 'Hour (local standard time)': 23, 'AC power (kW)': 875.9 });
  });
});
