import { US_STATES } from '~/domain/usStates';
import { formatEnergy } from '~/domain/formatEnergy';
import { SOLAR_TRACKING, SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import { RadioChoice } from '../forms/RadioChoice';
import { groupChange, PV_MODES, type PvInputs, type SectionProps } from './btmInputs';
import { BtmSection, FileInput, sectionFields } from './sectionFields';
import type { FileUpload } from './useUploadedFile';

interface Props extends SectionProps<PvInputs> {
  /** Another model's 8,760 hours of output. */
  file: FileUpload<number[]>;
}

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const TRACKING_OPTIONS = SOLAR_TRACKING.map((value) => ({ value, label: SOLAR_TRACKING_LABELS[value] }));

/** Solar beside the load (optional): our hourly model at the site, or another model's 8,760 hours. */
export function PvSection({ inputs, onChange, file, errors }: Props) {
  // Named `pv…` within the optimizer's one form; their messages are under the request's `pv.` paths.
  const { number, select } = sectionFields(inputs.model, groupChange(onChange, 'model'), errors, 'pv.');
  const { mode } = inputs;
  const hours = file.uploaded && { annualKWh: file.uploaded.content.reduce((a, b) => a + b, 0), source: file.uploaded.name };
  return (
    <BtmSection legend="3. Solar (optional)">
      <RadioChoice label="Solar at the site" name="pvMode" value={mode} onChange={(mode) => onChange({ mode })} options={PV_MODES} />
      {mode === 'model' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {number('systemSizeKWdc', 'PV size (kWdc)', 1, { name: 'pvSizeKWdc' })}
          {select('tracking', 'Array', TRACKING_OPTIONS, { name: 'pvTracking' })}
          {number('latitude', 'Site latitude (°N)', 0.0001, { name: 'pvLatitude' })}
          {number('longitude', 'Site longitude (°E)', 0.0001, { name: 'pvLongitude' })}
          {select('state', 'Or a state', STATE_OPTIONS, { name: 'pvState', placeholder: 'Use the coordinates' })}
          <p className="self-end text-xs text-slate-600">
            Modeled hour by hour as NREL&apos;s PVWatts does, on the nearest station&apos;s typical year (
            <a href="/tools/solar-production">solar calculator</a>).
          </p>
        </div>
      )}
      {mode === 'file' && (
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium text-ink" htmlFor="pv-file">
            Hourly PV output (CSV, 8,760 hours)
          </label>
          <FileInput id="pv-file" name="pvFile" accept=".csv,text/csv,text/plain" className="max-w-full text-sm" onFile={file.choose} />
          <p className="text-xs text-slate-600">A PVWatts or SAM hourly export, or one column of kW.</p>
          {file.error && <p className="text-sm text-red-700">{file.error}</p>}
        </div>
      )}
      {mode === 'file' && hours && (
        <p className="text-sm text-slate-700" aria-live="polite">
          PV: {formatEnergy(hours.annualKWh)} a year ({hours.source}).
        </p>
      )}
      {errors.pvKW && <p className="text-sm text-red-700">{errors.pvKW}</p>}
    </BtmSection>
  );
}
