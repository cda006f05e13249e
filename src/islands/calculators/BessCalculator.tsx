import type { FormEvent } from 'react';
import { bessSavingsProjection } from '~/domain/finance/bess';
import { BESS_DEFAULTS, BESS_FORM_BOUNDS, bessFormSchema, BESS_SEARCH_FORM, bessRequestFromForm } from '~/domain/schemas/calculators/bess';
import { percentOf } from '~/domain/schemas/calculators/numbers';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent } from '~/domain/format';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { BarChart } from './BarChart';
import { CalculatorLayout } from './CalculatorLayout';
import { DownloadReportButton } from './DownloadReportButton';
import { ResultStat } from './ResultStat';
import { useCalculator } from './useCalculator';
import { useFormChecked, useFormValues } from '../forms/useFormValues';
import { useUrlInputs } from './useUrlInputs';

const NUMBER_FIELDS = ['batteryCapacityKW', 'batteryCapacityKWh', 'demandChargeRate', 'peak', 'offPeak', 'roundTripEfficiency', 'cyclesPerMonth'] as const;

/** The battery storage value estimator (SPEC §2, issue 4). Round-trip efficiency is entered in percent. */
export default function BessCalculator() {
  const { values, set, merge, formRef } = useFormValues({
    batteryCapacityKW: String(BESS_DEFAULTS.batteryCapacityKW),
    batteryCapacityKWh: String(BESS_DEFAULTS.batteryCapacityKWh),
    demandChargeRate: String(BESS_DEFAULTS.demandChargeRate),
    peak: String(BESS_DEFAULTS.touRates.peak),
    offPeak: String(BESS_DEFAULTS.touRates.offPeak),
    roundTripEfficiency: String(percentOf(BESS_DEFAULTS.roundTripEfficiency)),
    cyclesPerMonth: String(BESS_DEFAULTS.cyclesPerMonth),
  });
  const [includeResilience, setIncludeResilience] = useFormChecked(formRef, 'includeResilience', BESS_DEFAULTS.includeResilience);
  // A saved calculation reopened from the dashboard (round-trip efficiency shown in percent).
  useUrlInputs(BESS_SEARCH_FORM, ({ includeResilience: resilience, ...inputs }) => {
    if (typeof resilience === 'boolean') setIncludeResilience(resilience);
    merge(Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, String(name === 'roundTripEfficiency' ? percentOf(value as number) : value)])));
  });
  const { calculation, form, download } = useCalculator({
    type: 'bess_value',
    schema: bessFormSchema,
    toRequest: bessRequestFromForm,
    failureMessage: 'Failed to calculate BESS value. Please check your inputs.',
    // The TOU rates are nested in the request, flat in the form.
    fieldOf: (path) => path.replace('touRates.', ''),
  });
  const { errors, pending } = form;
  const bounds = (field: keyof typeof BESS_FORM_BOUNDS) => ({ min: BESS_FORM_BOUNDS[field][0], max: BESS_FORM_BOUNDS[field][1] });

  function submit(event: FormEvent<HTMLFormElement>) {
    const numbers = numbersFrom(values, NUMBER_FIELDS);
    void form.submit(event, {
      batteryCapacityKW: numbers.batteryCapacityKW,
      batteryCapacityKWh: numbers.batteryCapacityKWh,
      demandChargeRate: numbers.demandChargeRate,
      touRates: { peak: numbers.peak, offPeak: numbers.offPeak },
      roundTripEfficiency: numbers.roundTripEfficiency,
      cyclesPerMonth: numbers.cyclesPerMonth,
      includeResilience,
    });
  }

  const result = calculation?.result;
  const projection = result && bessSavingsProjection(result.total.annual);

  return (
    <CalculatorLayout
      formRef={formRef}
      title="Battery storage inputs"
      onSubmit={submit}
      pending={pending}
      placeholder="Describe the battery and the site's tariff, then press Calculate to see demand-charge and arbitrage savings."
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField label="Battery power (kW)" name="batteryCapacityKW" value={values.batteryCapacityKW!} onChange={set('batteryCapacityKW')} step={10} {...bounds('batteryCapacityKW')} error={errors.batteryCapacityKW} />
            <NumberField label="Battery energy (kWh)" name="batteryCapacityKWh" value={values.batteryCapacityKWh!} onChange={set('batteryCapacityKWh')} step={10} {...bounds('batteryCapacityKWh')} error={errors.batteryCapacityKWh} />
            <NumberField label="Demand charge ($/kW-month)" name="demandChargeRate" value={values.demandChargeRate!} onChange={set('demandChargeRate')} step={0.5} {...bounds('demandChargeRate')} error={errors.demandChargeRate} />
            <NumberField label="Cycles per month" name="cyclesPerMonth" value={values.cyclesPerMonth!} onChange={set('cyclesPerMonth')} step={1} {...bounds('cyclesPerMonth')} error={errors.cyclesPerMonth} />
            <NumberField label="Peak rate ($/kWh)" name="peak" value={values.peak!} onChange={set('peak')} step={0.01} {...bounds('peak')} error={errors.peak} />
            <NumberField label="Off-peak rate ($/kWh)" name="offPeak" value={values.offPeak!} onChange={set('offPeak')} step={0.01} {...bounds('offPeak')} error={errors.offPeak} />
            <NumberField
              label="Round-trip efficiency (%)"
              name="roundTripEfficiency"
              value={values.roundTripEfficiency!}
              onChange={set('roundTripEfficiency')}
              step={0.5}
              {...bounds('roundTripEfficiency')}
              error={errors.roundTripEfficiency}
            />
          </div>
          <label className="flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name="includeResilience"
              checked={includeResilience}
              onChange={(event) => setIncludeResilience(event.target.checked)}
              className="h-5 w-5 rounded border-slate-400 accent-brand-700"
            />
            Include resilience value (backup power during outages)
          </label>
        </>
      }
      result={
        result &&
        projection && (
          <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
            <div>
              <p className="text-sm font-medium text-slate-700">Total annual value</p>
              <p className="text-4xl font-bold tabular-nums text-brand-800">{formatCurrency(result.total.annual)}</p>
              <p className="mt-1 text-sm text-slate-700">{formatCurrency(result.total.monthly)} a month</p>
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <ResultStat label="Demand charge reduction" value={`${formatCurrency(result.demandReduction.annual)}/yr`} detail={`${formatCurrency(result.demandReduction.monthly)} a month`} />
              <ResultStat
                label="Energy arbitrage"
                value={`${formatCurrency(result.arbitrage.annual)}/yr`}
                detail={`${formatCurrency(result.arbitrage.monthly)} a month · ${formatCurrency(result.arbitrage.daily)} a cycling day`}
              />
              {result.resilience && <ResultStat label="Resilience value" value={`${formatCurrency(result.resilience.annual)}/yr`} detail={`${formatCurrency(result.resilience.monthly)} a month, expected`} />}
            </dl>
            <div>
              <h3 className="text-base font-semibold text-ink">Assumptions used</h3>
              <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
                <li>{formatNumber(result.assumptions.cyclesPerMonth)} cycles a month</li>
                <li>Round-trip efficiency {formatPercent(result.assumptions.roundTripEfficiency)}</li>
                <li>Average spread ${result.assumptions.averageSpread.toFixed(3)}/kWh discharged</li>
                <li>
                  Holds {formatNumber(result.assumptions.firmPowerKW)} kW through a {result.assumptions.peakWindowHours}-hour peak
                </li>
                {result.assumptions.outageHoursPerYear !== undefined && (
                  <li>
                    {result.assumptions.outageHoursPerYear} outage hours a year at ${result.assumptions.valueOfLostLoadPerKWh}/kWh unserved
                  </li>
                )}
              </ul>
            </div>
            <div>
              <h3 className="text-base font-semibold text-ink">10-year projection</h3>
              <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                <ResultStat label="Total savings" value={formatCurrency(projection.base)} detail={`${formatCurrency(result.total.annual)} × 10 years`} />
                <ResultStat
                  label="With 3% Escalation"
                  value={formatCurrency(projection.escalated)}
                  detail={`Σ savings × 1.03^(year − 1) over 10 years = annual × ${formatNumber(projection.multiplier * 10, 2)}`}
                />
              </dl>
            </div>
            <BarChart
              title="Savings by year, escalating 3%"
              description="Total annual value of the battery for each of ten years, rising 3 percent a year."
              labels={projection.schedule.map((_, index) => `Y${index + 1}`)}
              bars={{ label: 'Annual value', values: projection.schedule }}
              formatValue={formatCompactCurrency}
            />
            <DownloadReportButton onClick={() => download(projection.schedule.map((value, index) => ({ year: index + 1, value: Number(value.toFixed(2)) })))} />
          </div>
        )
      }
    />
  );
}
