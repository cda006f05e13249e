import { describe, expect, it } from 'vitest';
import { weekLabel, weeklySeries } from './weeklySeries';

describe('weeklySeries', () => {
  it('spreads rows over every week and key, zeros where nothing happened', () => {
    const weeks = ['2026-03-02', '2026-03-09', '2026-03-16'];
    const rows = [
      { week: '2026-03-02', type: 'ppa_epc', count: 2 },
      { week: '2026-03-16', type: 'ppa_epc', count: 1 },
      { week: '2026-03-09', type: 'bess_value', count: 4 },
      { week: '2025-01-06', type: 'bess_value', count: 9 }, // outside the range
    ];
    expect(weeklySeries(weeks, rows, (row) => row.type, ['ppa_epc', 'land_lease', 'bess_value'])).toEqual([
      { key: 'ppa_epc', values: [2, 0, 1] },
      { key: 'land_lease', values: [0, 0, 0] },
      { key: 'bess_value', values: [0, 4, 0] },
    ]);
  });

  it("names weeks by their Monday, whatever the reader's time zone", () => {
    expect(weekLabel('2026-03-02')).toBe('Mar 2');
  });
});
