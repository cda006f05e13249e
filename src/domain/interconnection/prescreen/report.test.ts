import { describe, expect, it } from 'vitest';
import { prescreenInterconnection } from '../prescreen.ts';
import { prescreenReportRows } from './report.ts';

const TODAY = new Date('2026-11-22T12:00:00Z');

describe('prescreenReportRows', () => {
  it('lists the process, timeline, odds, costs and flags, each with its source', () => {
    const result = prescreenInterconnection({ state: 'PA', systemSizeMW: 150, technology: 'solar', distanceToSubstationMiles: 3 }, TODAY);
    const rows = prescreenReportRows(result);
    expect(rows.map((row) => row.figure).slice(0, 8)).toEqual([
      'Process',
      'Timeline, low',
      'Timeline, typical',
      'Timeline, high',
      'Reached operation',
      'Upgrade cost, low',
      'Upgrade cost, high',
      'Gen-tie estimate',
    ]);
    expect(rows[2]).toEqual({ figure: 'Timeline, typical', value: 61, unit: 'months', source: 'lbnl-queued-up-2026' });
    expect(rows.filter((row) => row.figure.startsWith('Flag: '))).toHaveLength(result.flags.length);
    expect(rows.every((row) => row.source !== '' || row.figure.startsWith('Flag: '))).toBe(true);
  });

  it('gives a feeder extension as a low and a high figure, and no upgrade cost where none is published', () => {
    const result = prescreenInterconnection(
      { state: 'MA', systemSizeMW: 2, technology: 'solar', distanceToSubstationMiles: 0.5, interconnectionVoltageKV: 12.47 },
      TODAY,
    );
    const figures = prescreenReportRows(result).map((row) => row.figure);
    expect(figures).toContain('Feeder extension, low');
    expect(figures).toContain('Feeder extension, high');
    expect(figures).not.toContain('Upgrade cost, low');
  });
});
