import type { FormEvent } from 'react';
import { leaseIncomeProjection, type LeaseScenario } from '~/domain/finance/lease';
import {
  LEASE_BOUNDS,
  LEASE_DEFAULTS,
  LEASE_STATES,
  LEASE_SEARCH_FORM,
  landLeaseRequestSchema,
} from '~/domain/schemas/calculators/landLease';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from '~/domain/format';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { SelectField } from '../forms/SelectField';
import { TextField } from '../forms/TextField';
import { BarChart } from '../ui/charts/BarChart';
import { CalculatorLayout } from './CalculatorLayout';
import { DownloadReportButton } from './DownloadReportButton';
import { ResultStat } from './ResultStat';
import { useCalculator } from './useCalculator';
import { useFormValues } from '../forms/useFormValues';
import { useUrlInputs } from './useUrlInputs';

const SCENARIOS: { key: 'conservative' | 'likely' | 'aggressive'; label: string }[] = [
  { key: 'conservative', label: 'Conservative' },
  { key: 'likely', label: 'Likely' },
  { key: 'aggressive', label: 'Aggressive' },
];

function ScenarioCard({ label, scenario, highlight }: { label: string; scenario: LeaseScenario; highlight: boolean }) {
  return (
    <div className={`rounded-lg border p-4 ${highlight ? 'border-brand-600 bg-white shadow-sm' : 'border-slate-200 bg-white'}`}>
      <h3 className="text-sm font-semibold text-slate-700">{label}</h3>
      <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{formatCurrency(scenario.perAcre)}</p>
      <p className="text-xs text-slate-600">per usable acre per year</p>
      <p className="mt-2 text-sm font-semibold tabular-nums text-brand-800">{formatCurrency(scenario.total)}/yr total</p>
    </div>
  );
}

/** The full land lease estimator (SPEC §2, issue 4). */
export default function LandLeaseEstimator() {
  const { values, set, merge, formRef } = useFormValues({
    acres: String(LEASE_DEFAULTS.acres),
    distanceToSubstation: String(LEASE_DEFAULTS.distanceToSubstation),
    state: LEASE_DEFAULTS.state,
    address: '',
  });
  // A saved calculation reopened from the dashboard.
  useUrlInputs(LEASE_SEARCH_FORM, (inputs) =>
    merge(Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, String(value)]))),
  );
  const { calculation, form, download } = useCalculator({
    type: 'land_lease',
    schema: landLeaseRequestSchema,
    toRequest: (request) => request,
    failureMessage: 'Failed to calculate lease estimate. Please check your inputs.',
  });
  const { errors, pending } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    void form.submit(event, {
      ...numbersFrom(values, ['acres', 'distanceToSubstation']),
      state: values.state,
      address: values.address?.trim() || undefined,
    });
  }

  const result = calculation?.result;
  const projection = result && leaseIncomeProjection(result.likely.total);

  return (
    <CalculatorLayout
      formRef={formRef}
      title="Land lease inputs"
      onSubmit={submit}
      pending={pending}
      placeholder="Enter your parcel and press Calculate to see conservative, likely and aggressive lease estimates."
      fields={
        <>
          <NumberField
            label="Total acres"
            name="acres"
            value={values.acres!}
            onChange={set('acres')}
            step={1}
            min={LEASE_BOUNDS.acres[0]}
            max={LEASE_BOUNDS.acres[1]}
            error={errors.acres}
          />
          <NumberField
            label="Distance to substation (miles)"
            name="distanceToSubstation"
            value={values.distanceToSubstation!}
            onChange={set('distanceToSubstation')}
            step={0.1}
            min={LEASE_BOUNDS.distanceToSubstation[0]}
            max={LEASE_BOUNDS.distanceToSubstation[1]}
            error={errors.distanceToSubstation}
            hint="To the nearest substation with a transmission or sub-transmission line."
          />
          <SelectField
            label="State"
            name="state"
            value={values.state}
            onChange={(event) => set('state')(event.target.value)}
            options={LEASE_STATES.map((code) => ({ value: code, label: code }))}
            error={errors.state}
          />
          <TextField
            label="Property address (optional)"
            name="address"
            value={values.address}
            onChange={(event) => set('address')(event.target.value)}
            autoComplete="street-address"
            error={errors.address}
          />
        </>
      }
      result={
        result &&
        projection && (
          <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
            <div className="grid gap-3 sm:grid-cols-3">
              {SCENARIOS.map(({ key, label }) => (
                <ScenarioCard key={key} label={label} scenario={result[key]} highlight={key === 'likely'} />
              ))}
            </div>
            <p className="text-sm text-slate-700">
              On {formatQuantity(result.usableAcres)} usable acres of {formatQuantity(result.totalAcres)} (
              {formatPercent(result.assumptions.usableShare, 0)}), in {result.assumptions.state},{' '}
              {formatNumber(result.assumptions.distanceToSubstation, 1)} miles from a substation (×
              {formatNumber(result.assumptions.distanceFactor, 3)}). Basis: {result.assumptions.basis}.
            </p>
            {result.warnings.length > 0 && (
              <ul className="flex flex-col gap-2">
                {result.warnings.map((warning) => (
                  <li key={warning} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                    {warning}
                  </li>
                ))}
              </ul>
            )}
            <div>
              <h3 className="text-base font-semibold text-ink">25-year lease income (likely case)</h3>
              <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                <ResultStat
                  label="Base income"
                  value={formatCurrency(projection.base)}
                  detail={`${formatCurrency(result.likely.total)} × 25 years`}
                />
                <ResultStat
                  label="With 2.5% Escalation"
                  value={formatCurrency(projection.escalated)}
                  detail={
                    <>
                      Σ rent × 1.025<sup>year − 1</sup> over 25 years = {formatCurrency(result.likely.total)} ×{' '}
                      {formatNumber(projection.multiplier * 25, 2)}
                    </>
                  }
                />
              </dl>
            </div>
            <BarChart
              title="Lease income by year, escalating 2.5%"
              description="Likely annual rent for each of the 25 years, rising 2.5 percent a year."
              labels={projection.schedule.map((_, index) => `Y${index + 1}`)}
              bars={{ label: 'Annual rent', values: projection.schedule }}
              formatValue={formatCompactCurrency}
            />
            <DownloadReportButton
              onClick={() => download(projection.schedule.map((rent, index) => ({ year: index + 1, rent: Number(rent.toFixed(2)) })))}
            />
          </div>
        )
      }
    />
  );
}
