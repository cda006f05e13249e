import type { FormEvent } from 'react';
import { PRESCREEN_TECHNOLOGIES, PRESCREEN_TECHNOLOGY_LABELS, US_STATES } from '~/domain/constants';
import { formatCompactCurrency, formatCurrency, formatQuantity } from '~/domain/format';
import { REGIONS, STATE_REGIONS, type RegionId } from '~/domain/interconnection/data/regions';
import type { Flag, PrescreenResult } from '~/domain/interconnection/prescreen';
import {
  INTERCONNECTION_BOUNDS,
  INTERCONNECTION_DEFAULTS,
  INTERCONNECTION_SEARCH_FORM,
  interconnectionRequestSchema,
} from '~/domain/schemas/calculators/interconnection';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { SelectField } from '../forms/SelectField';
import { useFormValues } from '../forms/useFormValues';
import { CalculatorLayout } from './CalculatorLayout';
import { DownloadReportButton } from './DownloadReportButton';
import { ResultStat } from './ResultStat';
import { useCalculator } from './useCalculator';
import { useUrlInputs } from './useUrlInputs';

const NUMBER_FIELDS = [
  'systemSizeMW',
  'distanceToSubstationMiles',
  'interconnectionVoltageKV',
  'substationAvailableMW',
  'queuedAheadMW',
] as const;

const FLAG_STYLES: Record<Flag['level'], { label: string; className: string }> = {
  red: { label: 'Risk', className: 'border-red-200 bg-red-50 text-red-900' },
  amber: { label: 'Watch', className: 'border-amber-200 bg-amber-50 text-amber-900' },
  green: { label: 'OK', className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
};
const FLAG_ORDER: Record<Flag['level'], number> = { red: 0, amber: 1, green: 2 };

function months(value: number): string {
  return `${formatQuantity(value, 1)} mo`;
}

/** The low–high band in months with the typical figure marked, on a scale to the next 12 months past the high. */
function TimelineBand({ timeline }: { timeline: PrescreenResult['timeline'] }) {
  const scale = Math.ceil(timeline.highMonths / 12) * 12;
  const at = (value: number) => `${(value / scale) * 100}%`;
  const label = `From request to operation: ${months(timeline.lowMonths)} to ${months(timeline.highMonths)}, typically ${months(timeline.typicalMonths)}`;
  return (
    <figure className="mt-3">
      <div role="img" aria-label={label} className="relative h-4 rounded-full bg-slate-100">
        <div
          className="absolute inset-y-0 rounded-full bg-brand-200"
          style={{ left: at(timeline.lowMonths), width: at(timeline.highMonths - timeline.lowMonths) }}
        />
        <div className="absolute -inset-y-1 w-1 -translate-x-1/2 rounded bg-brand-800" style={{ left: at(timeline.typicalMonths) }} />
      </div>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600 tabular-nums">
        <span>0</span>
        <span>{scale / 2} months</span>
        <span>{scale} months</span>
      </figcaption>
    </figure>
  );
}

/** Where the band's ends come from, in a sentence. */
function bandSentence(timeline: PrescreenResult['timeline']): string {
  switch (timeline.band.kind) {
    case 'quartiles':
      return `The band is the middle half of those projects (25th to 75th percentile)${timeline.band.verified ? '' : ', as read from the data file by a third party'}.`;
    case 'stated-range':
      return 'The band is the range the source states.';
    case 'estimate':
      return 'The band is a Voltfield estimate around the published figure (see sources).';
  }
}

function GenTie({ genTie }: { genTie: PrescreenResult['genTie'] }) {
  if (genTie.low && genTie.total > 0) {
    return (
      <ResultStat
        label="Feeder extension"
        value={`${formatCompactCurrency(genTie.low.total)} – ${formatCompactCurrency(genTie.total)}`}
        detail={`${formatQuantity(genTie.routeMiles, 2)} route miles of new overhead distribution line at ${formatCompactCurrency(genTie.low.usdPerMile)}–${formatCompactCurrency(genTie.usdPerMile)}/mile (EEI survey, rural to urban); ${formatCurrency(genTie.low.perKW)}–${formatCurrency(genTie.perKW)}/kW`}
      />
    );
  }
  return (
    <ResultStat
      label={genTie.kind === 'feeder-extension' ? 'Feeder extension' : 'Gen-tie line'}
      value={genTie.total === 0 ? '$0' : formatCompactCurrency(genTie.total)}
      detail={`${formatQuantity(genTie.routeMiles, 2)} route miles at ${formatCompactCurrency(genTie.usdPerMile)}/mile (${genTie.costVoltageKV} kV class) plus adders; ${formatCurrency(genTie.perKW)}/kW`}
    />
  );
}

function FlagList({ flags }: { flags: Flag[] }) {
  const sorted = [...flags].sort((a, b) => FLAG_ORDER[a.level] - FLAG_ORDER[b.level]);
  return (
    <ul className="flex flex-col gap-2">
      {sorted.map((flag) => {
        const style = FLAG_STYLES[flag.level];
        return (
          <li key={`${flag.code}-${flag.message}`} className={`flex gap-3 rounded-lg border px-3 py-2 text-sm ${style.className}`}>
            <span className="w-12 shrink-0 font-semibold">{style.label}</span>
            <span>{flag.message}</span>
          </li>
        );
      })}
    </ul>
  );
}

function UpgradeCost({ cost }: { cost: PrescreenResult['upgradeCost'] }) {
  if (!cost.available) return <ResultStat label="Network upgrade cost" value="No public figure" detail={cost.reason} />;
  return (
    <ResultStat
      label="Network upgrade cost"
      value={`${formatCompactCurrency(cost.low)} – ${formatCompactCurrency(cost.high)}`}
      detail={`${formatCurrency(cost.lowPerKW)}–${formatCurrency(cost.highPerKW)}/kW from LBNL's cost studies${cost.verified ? '' : ' (some figures unverified)'}`}
    />
  );
}

/** The figures a spreadsheet wants, one per row, each with its source. */
function reportRows(result: PrescreenResult) {
  const cost = result.upgradeCost;
  return [
    { figure: 'Process', value: result.process.name, unit: '', source: result.process.source },
    { figure: 'Timeline, low', value: result.timeline.lowMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Timeline, typical', value: result.timeline.typicalMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Timeline, high', value: result.timeline.highMonths, unit: 'months', source: result.timeline.source },
    { figure: 'Reached operation', value: result.odds.completionPct, unit: '%', source: result.odds.source },
    ...(cost.available
      ? [
          { figure: 'Upgrade cost, low', value: Math.round(cost.low), unit: 'USD', source: cost.figures[0]?.source ?? '' },
          { figure: 'Upgrade cost, high', value: Math.round(cost.high), unit: 'USD', source: cost.figures[0]?.source ?? '' },
        ]
      : []),
    ...(result.genTie.low
      ? [
          {
            figure: 'Feeder extension, low',
            value: Math.round(result.genTie.low.total),
            unit: 'USD',
            source: result.genTie.sources.join(' '),
          },
          {
            figure: 'Feeder extension, high',
            value: Math.round(result.genTie.total),
            unit: 'USD',
            source: result.genTie.sources.join(' '),
          },
        ]
      : [{ figure: 'Gen-tie estimate', value: Math.round(result.genTie.total), unit: 'USD', source: result.genTie.sources.join(' ') }]),
    ...result.flags.map((flag) => ({ figure: `Flag: ${flag.code}`, value: flag.level, unit: '', source: flag.source ?? '' })),
  ];
}

function Result({ result, onDownload }: { result: PrescreenResult; onDownload(): void }) {
  const { region, process, timeline, odds, genTie, headroom, voltage } = result;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <div>
        <p className="text-sm font-semibold text-brand-800">{region.name}</p>
        <h3 className="mt-1 text-xl font-bold text-ink">{process.name}</h3>
        <p className="mt-2 text-sm text-slate-700">{process.description}</p>
        {process.fastTrack && <p className="mt-2 text-xs text-slate-600">Fast Track: {process.fastTrack.assumption}</p>}
        <p className="mt-3 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-slate-800">
          <strong>Next step:</strong> {process.nextStep}
        </p>
      </div>

      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h4 className="text-sm text-slate-600">Request to operation</h4>
        <p className="mt-1 text-lg font-semibold text-ink tabular-nums sm:text-xl">
          {formatQuantity(timeline.lowMonths, 1)}–{formatQuantity(timeline.highMonths, 1)} months, typically{' '}
          {formatQuantity(timeline.typicalMonths, 1)}
        </p>
        <TimelineBand timeline={timeline} />
        <p className="mt-2 text-xs text-slate-600">
          {timeline.scope === 'national' ? 'National figure' : `${region.name} figure`}: {timeline.cohort}. {bandSentence(timeline)}{' '}
          {timeline.basis}
        </p>
        {timeline.context.length > 0 && (
          <p className="mt-1 text-xs text-slate-600">
            Also published for {region.name}:{' '}
            {timeline.context.map((row) => `${formatQuantity(row.months, 1)} months, the ${row.label} (${row.cohort})`).join('; ')}.
          </p>
        )}
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat
          label="Reached operation"
          value={`${odds.lowerBound ? 'over ' : ''}${formatQuantity(odds.completionPct, 1)}% of requests`}
          detail={`${odds.scope === 'national' ? 'US' : region.name}, ${odds.technology === 'all' ? 'all technologies' : odds.technology}: ${odds.cohort}`}
        />
        <UpgradeCost cost={result.upgradeCost} />
        <GenTie genTie={genTie} />
        <ResultStat
          label={headroom ? 'Substation headroom' : 'Voltage'}
          value={headroom ? `${formatQuantity(headroom.remainingMW, 1)} MW left` : `${formatQuantity(voltage.kV, 2)} kV`}
          detail={
            headroom
              ? `${formatQuantity(headroom.availableMW, 1)} MW available − ${formatQuantity(headroom.queuedAheadMW, 1)} MW queued ahead, for ${formatQuantity(headroom.sizeMW, 1)} MW`
              : voltage.basis
          }
        />
      </dl>

      <section aria-labelledby="prescreen-flags">
        <h3 id="prescreen-flags" className="text-base font-semibold text-ink">
          Flags
        </h3>
        <div className="mt-2">
          <FlagList flags={result.flags} />
        </div>
      </section>

      {odds.regionalContext.length > 0 && (
        <p className="text-xs text-slate-600">
          Unverified regional completion figures, for context only:{' '}
          {odds.regionalContext.map((row) => `${row.lowerBound ? 'over ' : ''}${row.completionPct}% (${row.cohort})`).join('; ')}.
        </p>
      )}

      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-ink">
          Sources ({result.sources.length}), data edition {result.dataVersion}
        </summary>
        <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-slate-700">
          {result.sources.map((source) => (
            <li key={source.id}>
              <a href={source.url} className="text-brand-800 underline" rel="noopener noreferrer" target="_blank">
                {source.title}
              </a>
              . {source.publisher}, {source.edition}.
            </li>
          ))}
        </ol>
      </details>

      <DownloadReportButton onClick={onDownload} />
    </div>
  );
}

/** The interconnection prescreen (issue 14): a basic utility assessment from public queue and cost data. */
export default function InterconnectionPrescreen() {
  const { values, set, merge, formRef } = useFormValues({
    state: String(INTERCONNECTION_DEFAULTS.state),
    region: '',
    technology: String(INTERCONNECTION_DEFAULTS.technology),
    systemSizeMW: String(INTERCONNECTION_DEFAULTS.systemSizeMW),
    distanceToSubstationMiles: String(INTERCONNECTION_DEFAULTS.distanceToSubstationMiles),
    interconnectionVoltageKV: '',
    substationAvailableMW: '',
    queuedAheadMW: '',
  });
  useUrlInputs(INTERCONNECTION_SEARCH_FORM, (inputs) =>
    merge(Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, String(value)]))),
  );
  const { calculation, form, download } = useCalculator({
    type: 'interconnection',
    schema: interconnectionRequestSchema,
    toRequest: (request) => request,
    failureMessage: 'Failed to run the interconnection prescreen. Please check your inputs.',
  });
  const { errors, pending } = form;
  const stateRegions: readonly RegionId[] = STATE_REGIONS[values.state as keyof typeof STATE_REGIONS]?.regions ?? [];

  function submit(event: FormEvent<HTMLFormElement>) {
    void form.submit(event, {
      ...numbersFrom(values, NUMBER_FIELDS),
      state: values.state,
      technology: values.technology,
      region: stateRegions.length > 1 && values.region ? values.region : undefined,
    });
  }

  const number = (name: (typeof NUMBER_FIELDS)[number], label: string, step: number, hint?: string) => (
    <NumberField
      label={label}
      name={name}
      value={values[name]!}
      onChange={set(name)}
      step={step}
      min={INTERCONNECTION_BOUNDS[name][0]}
      max={INTERCONNECTION_BOUNDS[name][1]}
      error={errors[name]}
      hint={hint}
    />
  );

  return (
    <CalculatorLayout
      formRef={formRef}
      title="Site inputs"
      onSubmit={submit}
      pending={pending}
      placeholder="Enter your site and press Calculate to see the likely process, timeline, odds, costs and flags."
      fields={
        <>
          <SelectField
            label="State"
            name="state"
            value={values.state}
            onChange={(event) => merge({ state: event.target.value, region: '' })}
            options={US_STATES.map((code) => ({ value: code, label: code }))}
            error={errors.state}
          />
          {stateRegions.length > 1 && (
            <SelectField
              label="Grid region"
              name="region"
              value={values.region}
              onChange={(event) => set('region')(event.target.value)}
              options={[
                { value: '', label: `Most of ${values.state}: ${REGIONS[stateRegions[0]!].name}` },
                ...stateRegions.slice(1).map((id) => ({ value: id, label: REGIONS[id].name })),
              ]}
              error={errors.region}
              hint={`${values.state} is served by more than one grid operator.`}
            />
          )}
          <SelectField
            label="Technology"
            name="technology"
            value={values.technology}
            onChange={(event) => set('technology')(event.target.value)}
            options={PRESCREEN_TECHNOLOGIES.map((value) => ({ value, label: PRESCREEN_TECHNOLOGY_LABELS[value] }))}
            error={errors.technology}
          />
          {number('systemSizeMW', 'System size (MW AC)', 0.1)}
          {number('distanceToSubstationMiles', 'Distance to substation (miles)', 0.1)}
          <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink">From a pre-application report (optional)</legend>
            {number('interconnectionVoltageKV', 'Line voltage (kV)', 0.01, 'Leave blank to assume one from the size.')}
            {number('substationAvailableMW', 'Available capacity (MW)', 0.1)}
            {number('queuedAheadMW', 'Queued ahead (MW)', 0.1)}
          </fieldset>
        </>
      }
      result={calculation && <Result result={calculation.result} onDownload={() => download(reportRows(calculation.result))} />}
    />
  );
}
