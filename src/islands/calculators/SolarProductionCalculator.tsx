import { lazy, type ReactNode } from 'react';
import { US_STATES } from '~/domain/usStates';
import { SOLAR_BOUNDS, SOLAR_FORM } from '~/domain/schemas/calculators/solar';
import { SOLAR_TRACKING, SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import { solarReportRows } from '~/domain/solar/report';
import { SelectField } from '../forms/SelectField';
import { CalculatorLayout, FIELD_GRID } from './CalculatorLayout';
import { pointOf, SiteMap } from '../ui/SiteMap';
import { useSiteBar } from './useSiteBar';
import { useTextCalculator } from './useCalculator';

/** The result (charts of the 8,760 hours) loads with the first result, not with the page. */
const loadSolarResult = () => import('./SolarResult');
const SolarResult = lazy(() => loadSolarResult().then((module) => ({ default: module.SolarResult })));

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const TRACKING_OPTIONS = SOLAR_TRACKING.map((value) => ({ value, label: SOLAR_TRACKING_LABELS[value] }));

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value)}° ${value < 0 ? negative : positive}`;

/** Hourly solar production: the site (map, coordinates or a state), the array, and a year of hours from the server's model. */
export default function SolarProductionCalculator({ children }: { children: ReactNode }) {
  const { values, merge, calculation, layout, download, number, field } = useTextCalculator({
    type: 'solar',
    form: SOLAR_FORM,
    bounds: SOLAR_BOUNDS,
    failureMessage: 'Failed to calculate solar production. Please check your inputs.',
    // A year of hours is what PVWatts hands anyone: no account needed for it here either.
    reportForEveryone: true,
  });
  const siteBar = useSiteBar('solar', calculation?.request);
  const fixed = values.tracking !== 'single-axis';
  const site = pointOf(values);

  return (
    <CalculatorLayout
      {...layout}
      loadResult={loadSolarResult}
      title="Solar production inputs"
      placeholder="Pick a site and describe the array, then press Calculate to see a typical year of hourly production."
      fields={
        <>
          {siteBar}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Site</legend>
            <SiteMap
              site={site}
              onPick={(latitude, longitude) => merge({ latitude: String(latitude), longitude: String(longitude), state: '' })}
            >
              {children}
            </SiteMap>
            <p className="text-xs text-slate-600" aria-live="polite">
              {site
                ? `Site: ${degrees(site.latitude, 'N', 'S')}, ${degrees(site.longitude, 'E', 'W')}. The answer names the weather station nearest it in climate (distance, height, coast).`
                : values.state
                  ? `Weather: ${values.state}'s main station, named with the answer.`
                  : 'Click the map, type coordinates or choose a state.'}
            </p>
            <div className={FIELD_GRID}>
              {number('latitude', 'Latitude (°N)', 0.0001)}
              {number('longitude', 'Longitude (°E, west negative)', 0.0001)}
              {number('elevationM', 'Site elevation (m, optional)', 1)}
            </div>
            <SelectField
              label="Or a state (its main weather station)"
              {...field('state')}
              onChange={(event) => merge({ state: event.target.value, ...(event.target.value ? { latitude: '', longitude: '' } : {}) })}
              options={STATE_OPTIONS}
              placeholder="Use the coordinates"
            />
          </fieldset>
          <div className={FIELD_GRID}>
            {number('systemSizeKWdc', 'System size (kWdc)', 1)}
            <SelectField label="Array" {...field('tracking')} options={TRACKING_OPTIONS} />
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
