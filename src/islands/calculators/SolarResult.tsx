import { useMemo } from 'react';
import { formatNumber, formatPercent } from '~/domain/format';
import { energyFormatFor, formatEnergy, formatPower } from '~/domain/formatEnergy';
import { SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import type { SolarResult as Result } from '~/domain/solar/production';
import { MONTH_NAMES, typicalDayByMonth } from '~/domain/typicalYear';
import { BarChart } from '../ui/charts/BarChart';
import { HourHeatmap } from '../ui/charts/HourHeatmap';
import { MonthlyProfiles } from '../ui/charts/MonthlyProfiles';
import { ResultCard } from './ResultCard';
import { ResultStat } from './ResultStat';

/** A typical year of the array at the site: the year's figures, its months, its days and hours, the station and the sources. */
export function SolarResult({ result, onDownload }: { result: Result; onDownload(): void }) {
  const { station, system } = result;
  const typicalDays = useMemo(() => typicalDayByMonth(result.hourlyKW), [result.hourlyKW]);
  // One unit per chart: the months' axis and bars, and the twelve days' totals.
  const formatMonth = energyFormatFor(result.monthlyKWh);
  const formatDayTotal = energyFormatFor(typicalDays.map((day) => day.reduce((sum, value) => sum + value, 0)));
  const array =
    system.tracking === 'fixed'
      ? `${SOLAR_TRACKING_LABELS.fixed.toLowerCase()} at ${formatNumber(system.tiltDeg)}°, facing ${formatNumber(system.azimuthDeg)}°`
      : `${SOLAR_TRACKING_LABELS['single-axis'].toLowerCase()} with backtracking, GCR ${formatNumber(system.gcr, 2)}, turning to ±${formatNumber(system.rotationLimitDeg)}°`;
  return (
    <ResultCard onDownload={onDownload}>
      <dl className="grid grid-cols-2 gap-3">
        <ResultStat label="Annual energy (AC)" value={formatEnergy(result.annualKWh)} detail="A typical year" />
        <ResultStat
          label="Specific yield"
          value={`${formatNumber(Math.round(result.specificYieldKWhPerKWdc))} kWh/kWdc`}
          detail="AC energy per kW of modules"
        />
        <ResultStat
          label="Capacity factor (DC, PVWatts convention)"
          value={formatPercent(result.capacityFactorDC, 1)}
          detail={`On ${formatNumber(Math.round(system.systemSizeKWdc))} kWdc`}
        />
        <ResultStat
          label="Capacity factor (AC)"
          value={formatPercent(result.capacityFactorAC, 1)}
          detail={`On ${formatNumber(Math.round(result.acRatingKW))} kWac`}
        />
        <ResultStat
          label="Peak hour"
          value={`${formatNumber(Math.round(result.peakKW))} kW`}
          detail={`Inverters clip at ${formatNumber(Math.round(result.acRatingKW))} kW`}
        />
      </dl>
      <p className="text-sm text-slate-700">
        {formatNumber(system.systemSizeKWdc)} kWdc, {array}, DC/AC {formatNumber(system.dcAcRatio, 2)},{' '}
        {formatNumber(result.losses.totalPercent, 2)}% losses. Weather: the typical year of {station.name} ({station.state}),{' '}
        {result.site.basis === 'state' ? "the state's main station" : `${formatNumber(Math.round(station.distanceKm))} km from the site`}
        {result.site.basis === 'state'
          ? ''
          : station.elevationDifferenceM === null
            ? ' (chosen without its height: give the site elevation to weigh it)'
            : `, ${formatNumber(Math.abs(station.elevationDifferenceM))} m ${station.elevationDifferenceM >= 0 ? 'above' : 'below'} it`}
        .
        {result.alternatives.length > 0 &&
          ` Next stations: ${result.alternatives
            .map(
              (other) =>
                `${other.name} (${other.state}, ${formatNumber(Math.round(other.distanceKm))} km) ${formatNumber(Math.round(other.specificYieldKWhPerKWdc))} kWh/kWdc`,
            )
            .join('; ')}.`}
      </p>
      {result.warnings.length > 0 && (
        <div role="status" className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <ul>
            {result.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <BarChart
        title="Energy by month"
        description="AC energy produced in each month of the typical year."
        labels={[...MONTH_NAMES]}
        bars={{ label: 'AC energy', values: result.monthlyKWh }}
        formatValue={formatMonth}
        labelHeading="Month"
      />
      <MonthlyProfiles
        title="A typical day of each month"
        description="AC power hour by hour on the mean day of each month."
        profiles={typicalDays}
        formatValue={formatPower}
        formatDayTotal={formatDayTotal}
        dayTotalMeaning="the energy of its typical day"
      />
      <HourHeatmap
        title="Every hour of the year"
        description="AC power of each of the 8,760 hours: a column per day from January to December, a row per hour from midnight at the top, darker for less and yellow for the year's highest. Download the report for the hours as numbers."
        hourly={result.hourlyKW}
        formatValue={formatPower}
      />
      {result.losses.items && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-semibold text-ink">
            System losses: {formatNumber(result.losses.totalPercent, 2)}% in all
          </summary>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
            {result.losses.items.map((item) => (
              <li key={item.name} className="flex justify-between gap-2">
                <span>{item.name}</span>
                <span className="tabular-nums">{formatNumber(item.percent, 1)}%</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="text-xs text-slate-600">
        <h3 className="font-semibold text-slate-700">Sources</h3>
        <ul className="mt-1 list-disc pl-4">
          {result.sources.map((source) => (
            <li key={source.title}>
              {source.title}: {source.detail}
            </li>
          ))}
        </ul>
      </div>
    </ResultCard>
  );
}
