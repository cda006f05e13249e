import { US_STATES } from '~/domain/usStates';
import { formatEnergy } from '~/domain/format';
import { SOLAR_TRACKING, SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import { NumberField } from '../forms/NumberField';
import { RadioChoice } from '../forms/RadioChoice';
import { SelectField } from '../forms/SelectField';

export type PvMode = 'none' | 'model' | 'file';

export interface PvModelFields {
  state: string;
  latitude: string;
  longitude: string;
  systemSizeKWdc: string;
  tracking: string;
}

interface Props {
  mode: PvMode;
  onMode(mode: PvMode): void;
  model: PvModelFields;
  onModel(change: Partial<PvModelFields>): void;
  /** The hours in use, whichever way they came, and where from. */
  hours: { annualKWh: number; source: string } | null;
  fileError?: string;
  onFile(file: File): void;
  errors: Readonly<Record<string, string>>;
}

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const TRACKING_OPTIONS = SOLAR_TRACKING.map((value) => ({ value, label: SOLAR_TRACKING_LABELS[value] }));

/** Solar beside the load (optional): our hourly model at the site, or another model's 8,760 hours. */
export function PvSection({ mode, onMode, model, onModel, hours, fileError, onFile, errors }: Props) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-ink">3. Solar (optional)</legend>
      <RadioChoice
        label="Solar at the site"
        name="pvMode"
        value={mode}
        onChange={onMode}
        options={[
          { value: 'none', label: 'None' },
          { value: 'model', label: 'Model it' },
          { value: 'file', label: 'Upload hours' },
        ]}
      />
      {mode === 'model' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <NumberField
            label="PV size (kWdc)"
            name="pvSizeKWdc"
            value={model.systemSizeKWdc}
            onChange={(systemSizeKWdc) => onModel({ systemSizeKWdc })}
            step={1}
            error={errors['pv.systemSizeKWdc']}
          />
          <SelectField
            label="Array"
            name="pvTracking"
            value={model.tracking}
            onChange={(event) => onModel({ tracking: event.target.value })}
            options={TRACKING_OPTIONS}
          />
          <NumberField
            label="Site latitude (°N)"
            name="pvLatitude"
            value={model.latitude}
            onChange={(latitude) => onModel({ latitude })}
            step={0.0001}
            error={errors['pv.latitude']}
          />
          <NumberField
            label="Site longitude (°E)"
            name="pvLongitude"
            value={model.longitude}
            onChange={(longitude) => onModel({ longitude })}
            step={0.0001}
            error={errors['pv.longitude']}
          />
          <SelectField
            label="Or a state"
            name="pvState"
            value={model.state}
            onChange={(event) => onModel({ state: event.target.value })}
            options={STATE_OPTIONS}
            placeholder="Use the coordinates"
          />
          <p className="self-end text-xs text-slate-600">
            Modelled hour by hour as NREL&apos;s PVWatts does, on the nearest station&apos;s typical year (
            <a href="/tools/solar-production">solar calculator</a>).
          </p>
        </div>
      )}
      {mode === 'file' && (
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium text-ink" htmlFor="pv-file">
            Hourly PV output (CSV, 8,760 hours)
          </label>
          <input
            id="pv-file"
            type="file"
            name="pvFile"
            accept=".csv,text/csv,text/plain"
            className="max-w-full text-sm"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              if (chosen) onFile(chosen);
            }}
          />
          <p className="text-xs text-slate-600">A PVWatts or SAM hourly export, or one column of kW.</p>
          {fileError && <p className="text-sm text-red-700">{fileError}</p>}
        </div>
      )}
      {mode !== 'none' && hours && (
        <p className="text-sm text-slate-700" aria-live="polite">
          PV: {formatEnergy(hours.annualKWh)} a year ({hours.source}).
        </p>
      )}
      {errors.pvKW && <p className="text-sm text-red-700">{errors.pvKW}</p>}
    </fieldset>
  );
}

export const PV_MODEL_INITIAL: PvModelFields = { state: '', latitude: '', longitude: '', systemSizeKWdc: '500', tracking: 'fixed' };
