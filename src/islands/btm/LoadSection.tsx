import { useState } from 'react';
import type { LoadFileResult } from '~/domain/btm/loadFile';
import { LOAD_SHAPE_CLIMATES, LOAD_SHAPE_KINDS } from '~/domain/btm/loadShapes';
import { formatNumber } from '~/domain/format';
import { formatEnergy, formatPower } from '~/domain/formatEnergy';
import { RadioChoice } from '../forms/RadioChoice';
import { groupChange, LOAD_MODES, type LoadInputs, type SectionProps } from './btmInputs';
import { BtmSection, FileInput, sectionFields } from './sectionFields';
import type { FileUpload } from './useUploadedFile';

interface Props extends SectionProps<LoadInputs> {
  /** The interval file, read in the worker. */
  file: FileUpload<LoadFileResult>;
}

const KIND_OPTIONS = LOAD_SHAPE_KINDS.map(({ id, label }) => ({ value: id, label }));
const CLIMATE_OPTIONS = LOAD_SHAPE_CLIMATES.map(({ id, city, ashraeZone, zoneLabel }) => ({
  value: id,
  label: `${city} (${ashraeZone}, ${zoneLabel})`,
}));

/** The site's load: its own interval data (read in the worker), or a typical building's scaled to its year. */
export function LoadSection({ inputs, onChange, file, errors }: Props) {
  const [dragging, setDragging] = useState(false);
  const { number, select } = sectionFields(inputs.typical, groupChange(onChange, 'typical'), errors);
  const { mode } = inputs;
  const { uploaded, error: fileError, reading } = file;
  return (
    <BtmSection legend="1. The site's load">
      <RadioChoice
        label="Where the load comes from"
        name="loadMode"
        value={mode}
        onChange={(mode) => onChange({ mode })}
        options={LOAD_MODES}
      />
      {mode === 'file' ? (
        <div className="flex flex-col gap-2">
          <label
            className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm ${
              dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
            }`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const dropped = event.dataTransfer.files[0];
              if (dropped) file.choose(dropped);
            }}
          >
            <span className="font-medium text-ink">Interval data (CSV)</span>
            <span className="text-slate-600">
              A year of 15-minute or hourly readings: a Green Button export from your utility, or a file of timestamp and kW (or kWh).
            </span>
            <FileInput
              name="loadFile"
              accept=".csv,text/csv,text/plain"
              className="mt-2 max-w-full text-sm"
              onFile={file.choose}
              aria-describedby="load-file-status"
            />
          </label>
          <div id="load-file-status" aria-live="polite" className="text-sm">
            {reading && <p className="text-slate-600">Reading the file…</p>}
            {fileError && <p className="text-red-700">{fileError}</p>}
            {errors.loadKW && !fileError && <p className="text-red-700">{errors.loadKW}</p>}
            {uploaded && !reading && !fileError && <LoadFileSummary name={uploaded.name} result={uploaded.content} />}
          </div>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {select('kind', 'Building', KIND_OPTIONS)}
          {select('climate', 'Climate', CLIMATE_OPTIONS)}
          {number('annualKWh', 'Annual use (kWh)', 1000, { min: 1000 })}
          {number('peakKW', 'Peak demand (kW, optional)', 1, { hint: "From your bill; blank keeps the building's own shape." })}
        </div>
      )}
    </BtmSection>
  );
}

function LoadFileSummary({ name, result }: { name: string; result: LoadFileResult }) {
  const format = { 'green-button': 'Green Button', sce: 'SCE', sdge: 'SDG&E', plain: 'CSV' }[result.format];
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-slate-800">
      <p className="font-medium text-ink">
        {name}: {format}, {result.sourceIntervalMinutes}-minute readings of {result.year}
      </p>
      <p>
        {formatEnergy(result.annualKWh)} a year, peak {formatPower(result.peakKW)}; optimized at {result.intervalMinutes}-minute intervals.
        {result.gaps.count > 0 && ` ${formatNumber(result.gaps.filled)} intervals filled (gaps of ${formatNumber(result.gaps.count)}).`}
        {result.duplicates.count > 0 && ` ${formatNumber(result.duplicates.count)} repeated intervals, the first of each kept.`}
      </p>
      {result.notes.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-800">What was done to the file ({result.notes.length})</summary>
          <ul className="mt-1 list-disc pl-5">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
