import { lazy, useMemo, type ReactNode } from 'react';
import { US_STATES } from '~/domain/usStates';
import { SOLAR_BOUNDS, SOLAR_FORM } from '~/domain/schemas/calculators/solar';
import { SOLAR_TRACKING, SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import { STATE_REPRESENTATIVE_STATION } from '~/domain/solar/stateStations';
import { nearestOf } from '~/domain/solar/geo';
import { solarReportRows } from '~/domain/solar/report';
import { SelectField } from '../forms/SelectField';
import { CalculatorLayout, FIELD_GRID } from './CalculatorLayout';
import { SiteMap, unpackMapStations, type MapStation } from './SiteMap';
import { useTextCalculator } from './useCalculator';

/** The result (charts of the 8,760 hours) loads with the first result, not with the page. */
const loadSolarResult = () => import('./SolarResult');
const SolarResult = lazy(() => loadSolarResult().then((module) => ({ default: module.SolarResult })));

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const TRACKING_OPTIONS = SOLAR_TRACKING.map((value) => ({ value, label: SOLAR_TRACKING_LABELS[value] }));

/** The station nearest the form's site, if the site is complete: ringed on the map and named under it (the answer may pick another nearby, nearer in climate). */
function currentStation(stations: readonly MapStation[], values: Record<string, string>) {
  const latitude = values.latitude?.trim() ? Number(values.latitude) : undefined;
  const longitude = values.longitude?.trim() ? Number(values.longitude) : undefined;
  if (latitude !== undefined && longitude !== undefined && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return { ...nearestOf(stations, latitude, longitude), basis: 'coordinates' as const };
  }
  const station = values.state ? stations.find((candidate) => candidate.id === STATE_REPRESENTATIVE_STATION[values.state!]) : undefined;
  return station && { station, distanceKm: 0, basis: 'state' as const };
}

/** Hourly solar production: the site (map, coordinates or a state), the array, and a year of hours from the server's model. */
export default function SolarProductionCalculator({
  stations: given,
  children,
}: {
  /** The stations, or the page's packed text of them (packMapStations). */
  stations: readonly MapStation[] | string;
  children: ReactNode;
}) {
  const stations = useMemo(() => (typeof given === 'string' ? unpackMapStations(given) : given), [given]);
  const { values, merge, calculation, layout, download, number, select } = useTextCalculator({
    type: 'solar',
    form: SOLAR_FORM,
    bounds: SOLAR_BOUNDS,
    failureMessage: 'Failed to calculate solar production. Please check your inputs.',
    // A year of hours is what PVWatts hands anyone: no account needed for it here either.
    reportForEveryone: true,
  });
  const fixed = values.tracking !== 'single-axis';
  const site = currentStation(stations, values);

  return (
    <CalculatorLayout
      {...layout}
      loadResult={loadSolarResult}
      title="Solar production inputs"
      placeholder="Pick a site and describe the array, then press Calculate to see a typical year of hourly production."
      fields={
        <>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Site</legend>
            <SiteMap
              stations={stations}
              selectedId={site?.station.id}
              onPick={(id) => {
                const station = stations.find((candidate) => candidate.id === id)!;
                merge({ latitude: String(station.latitude), longitude: String(station.longitude), state: '' });
              }}
            >
              {children}
            </SiteMap>
            <p className="text-xs text-slate-600" aria-live="polite">
              {site
                ? site.basis === 'state'
                  ? `Weather: ${site.station.name} (${site.station.state}), the state's main station.`
                  : `Nearest station: ${site.station.name} (${site.station.state}), ${Math.round(site.distanceKm)} km away; the answer uses the station nearest in climate (distance, height, coast).`
                : 'Click the map, type coordinates or choose a state.'}
            </p>
            <div className={FIELD_GRID}>
              {number('latitude', 'Latitude (°N)', 0.0001)}
              {number('longitude', 'Longitude (°E, west negative)', 0.0001)}
              {number('elevationM', 'Site elevation (m, optional)', 1)}
            </div>
            <SelectField
              label="Or a state (its main weather station)"
              {...select('state')}
              onChange={(event) => merge({ state: event.target.value, ...(event.target.value ? { latitude: '', longitude: '' } : {}) })}
              options={STATE_OPTIONS}
              placeholder="Use the coordinates"
            />
          </fieldset>
          <div className={FIELD_GRID}>
            {number('systemSizeKWdc', 'System size (kWdc)', 1)}
            <SelectField label="Array" {...select('tracking')} options={TRACKING_OPTIONS} />
            {fixed && number('tiltDeg', 'Tilt (°)', 1)}
            {fixed && number('azimuthDeg', 'Azimuth (°, 180 = south)', 1)}
            {!fixed && number('gcr', 'Ground coverage ratio', 0.01)}
            {!fixed && number('rotationLimitDeg', 'Rotation limit (±°)', 1)}
            {number('dcAcRatio', 'DC/AC ratio', 0.01)}
            {number('lossesPercent', 'System losses (%)', 0.01)}
            {number('moduleTempCoeffPercentPerC', 'Temperature coefficient (%/°C)', 0.01)}
          </div>
        </>
      }
      result={calculation && <SolarResult result={calculation.result} onDownload={() => download(solarReportRows(calculation.result))} />}
    />
  );
}
