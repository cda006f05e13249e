// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { solarResultOf } from '../../../tests/fixtures/solar';
import { SolarResult } from './SolarResult';

/*
 * The solar result's charts in jsdom, which lays nothing out: every chart is drawn at the 640 px a
 * figure has until measured. Their text in a real browser at both widths: tests/e2e/solar.spec.ts.
 */

afterEach(cleanup);

const result = solarResultOf();
/** A chart's figure, by its own name or by its picture's (a title, then a description). */
const figure = (name: string) =>
  screen.queryByRole('figure', { name }) ?? screen.getByRole('img', { name: new RegExp(`^${name}`) }).closest('figure')!;

describe('the solar result', () => {
  it('labels each capacity factor with its basis: on the DC nameplate as PVWatts gives it, and on the AC rating', () => {
    render(<SolarResult result={result} onDownload={() => undefined} />);
    const stat = (label: string) => screen.getByText(label).closest('div')!.textContent!;
    // 2,600 kWdc and 2,000 kWac: the same energy is 1.3 times the share of the AC rating.
    expect(stat('Capacity factor (DC, PVWatts convention)')).toContain(`${(result.capacityFactorDC * 100).toFixed(1)}%`);
    expect(stat('Capacity factor (DC, PVWatts convention)')).toContain('2,600 kWdc');
    expect(stat('Capacity factor (AC)')).toContain(`${(result.capacityFactorAC * 100).toFixed(1)}%`);
    expect(stat('Capacity factor (AC)')).toContain('2,000 kWac');
  });

  it("gives the typical days' totals one unit, and the months' axis and bars one unit", () => {
    render(<SolarResult result={result} onDownload={() => undefined} />);
    const panels = within(figure('A typical day of each month')).getAllByRole('listitem', { hidden: true });
    const totals = panels.map((panel) => panel.querySelector('.tabular-nums')!.textContent!);
    expect(totals).toHaveLength(12);
    expect(new Set(totals.map((total) => total.split(' ')[1]))).toEqual(new Set(['MWh']));
    // The smallest still reads to a tenth: December's mean day is just under 9 MWh.
    expect(totals[11]).toMatch(/^\d\.\d MWh$/);

    const months = figure('Energy by month');
    const ticks = [...months.querySelectorAll('svg > g text')].map((tick) => tick.textContent!);
    expect(new Set(ticks.map((tick) => tick.split(' ')[1]))).toEqual(new Set(['MWh']));
  });

  it('reads out the hour under the pointer, and moves through the hours with the arrow keys', () => {
    render(<SolarResult result={result} onDownload={() => undefined} />);
    const heatmap = screen.getByRole('img', { name: 'Every hour of the year' });
    const reading = screen.getByTestId('hour-reading');
    expect(reading.textContent).toBe('Point at an hour or tap it to read its power here.');

    // Laid out as drawn: 640 × 222 px, the plot from x = 40 (a day is 592 / 365 px wide) and y = 8 (an hour is 8 px tall).
    heatmap.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 222 });
    const column = 592 / 365;
    // 16 June (day 166), 12:00.
    fireEvent.pointerMove(heatmap, { clientX: 40 + 166.5 * column, clientY: 8 + 12.5 * 8 });
    expect(reading.textContent).toBe(`Jun 16, 12:00: ${result.hourlyKW[166 * 24 + 12]!.toLocaleString('en-US')} kW`);
    // A tap is a pointer going down: 1 January, 06:00, before sunrise.
    fireEvent.pointerDown(heatmap, { clientX: 41, clientY: 8 + 6.5 * 8 });
    expect(reading.textContent).toBe('Jan 1, 06:00: 0 kW');

    heatmap.focus();
    fireEvent.keyDown(heatmap, { key: 'ArrowDown' });
    fireEvent.keyDown(heatmap, { key: 'ArrowRight' });
    expect(reading.textContent).toBe(`Jan 2, 07:00: ${result.hourlyKW[24 + 7]!.toLocaleString('en-US')} kW`);
    // The edges hold: no hour before midnight, no day before 1 January.
    for (let step = 0; step < 3; step++) fireEvent.keyDown(heatmap, { key: 'ArrowLeft' });
    expect(reading.textContent).toMatch(/^Jan 1, 07:00: /);
    expect(heatmap.tabIndex).toBe(0);
  });

  it('names the next two stations with their yields, and shows the warnings about the station', () => {
    const warning =
      "The weather station Marfa Ap is 145 km from the site (more than 50 km): its typical year may not describe the site's climate.";
    const { rerender } = render(<SolarResult result={result} onDownload={() => undefined} />);
    expect(
      screen.getByText(
        /Next stations: Phoenix-Deer Valley Ap \(AZ, 25 km\) 1,650 kWh\/kWdc; Chandler Muni \(Awos\) \(AZ, 28 km\) 1,702 kWh\/kWdc\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(/0 km from the site \(chosen without its height: give the site elevation to weigh it\)\./)).toBeTruthy();
    const higher = { ...result, station: { ...result.station, distanceKm: 145, elevationDifferenceM: -374 }, warnings: [warning] };
    rerender(<SolarResult result={higher} onDownload={() => undefined} />);
    expect(within(screen.getByRole('status')).getByText(warning)).toBeTruthy();
    expect(screen.getByText(/145 km from the site, 374 m below it\./)).toBeTruthy();
  });
});
