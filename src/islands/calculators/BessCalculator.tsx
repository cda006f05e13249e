import { useState, type FormEvent } from 'react';
import { BESS_ECONOMICS_DEFAULTS, DEFAULT_DISCHARGE_WINDOW_HOURS, bessSavingsProjection, type BessEconomics } from '~/domain/finance/bess';
import {
  BESS_DEFAULTS,
  BESS_FORM_BOUNDS,
  BESS_PERCENT_FIELDS,
  BESS_SEARCH_FORM,
  bessFormSchema,
  bessRequestFromForm,
} from '~/domain/schemas/calculators/bess';
import { percentOf } from '~/domain/schemas/calculators/numbers';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from '~/domain/format';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { BarChart } from '../ui/charts/BarChart';
import { CalculatorLayout } from './CalculatorLayout';
import { DownloadReportButton } from './DownloadReportButton';
import { ResultStat } from './ResultStat';
import { useCalculator } from './useCalculator';
import { useFormChecked, useFormValues } from '../forms/useFormValues';
import { useUrlInputs } from './useUrlInputs';

/** The "Costs and returns" section's cost inputs: sent only with an installed cost. */
const COST_FIELDS = ['capexPerKWh', 'itcPercent', 'omPerKWYear', 'degradationPercent', 'analysisYears', 'discountRate'] as const;
/** Every field of that section, the discharge window first. */
const SECTION_FIELDS = ['dischargeWindowHours', ...COST_FIELDS] as const;
const NUMBER_FIELDS = [
  'batteryCapacityKW',
  'batteryCapacityKWh',
  'demandChargeRate',
  'peak',
  'offPeak',
  'roundTripEfficiency',
  'cyclesPerMonth',
  ...SECTION_FIELDS,
] as const;
const PERCENT: readonly string[] = BESS_PERCENT_FIELDS;

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
    dischargeWindowHours: String(DEFAULT_DISCHARGE_WINDOW_HOURS),
    capexPerKWh: '',
    itcPercent: String(BESS_ECONOMICS_DEFAULTS.itcPercent),
    omPerKWYear: String(BESS_ECONOMICS_DEFAULTS.omPerKWYear),
    degradationPercent: String(percentOf(BESS_ECONOMICS_DEFAULTS.degradationPercent)),
    analysisYears: String(BESS_ECONOMICS_DEFAULTS.analysisYears),
    discountRate: String(percentOf(BESS_ECONOMICS_DEFAULTS.discountRate)),
  });
  const [includeResilience, setIncludeResilience] = useFormChecked(formRef, 'includeResilience', BESS_DEFAULTS.includeResilience);
  const [costsOpen, setCostsOpen] = useState(false);
  // A saved calculation reopened from the dashboard (fractions shown in percent); the costs section
  // opens when the link carries an installed cost or a window other than the default.
  useUrlInputs(BESS_SEARCH_FORM, ({ includeResilience: resilience, ...inputs }) => {
    if (typeof resilience === 'boolean') setIncludeResilience(resilience);
    if (
      inputs.capexPerKWh !== undefined ||
      (inputs.dischargeWindowHours ?? DEFAULT_DISCHARGE_WINDOW_HOURS) !== DEFAULT_DISCHARGE_WINDOW_HOURS
    )
      setCostsOpen(true);
    merge(
      Object.fromEntries(
        Object.entries(inputs).map(([name, value]) => [name, String(PERCENT.includes(name) ? percentOf(value as number) : value)]),
      ),
    );
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
  // A message in the closed section opens it, so the first invalid field can take the focus.
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    if (SECTION_FIELDS.some((field) => errors[field])) setCostsOpen(true);
  }
  const sectionField = (name: (typeof SECTION_FIELDS)[number], label: string, step: number, hint?: string) => (
    <NumberField
      label={label}
      name={name}
      value={values[name]!}
      onChange={set(name)}
      step={step}
      {...bounds(name)}
      error={errors[name]}
      hint={hint}
    />
  );

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
      dischargeWindowHours: numbers.dischargeWindowHours,
      // The cost inputs mean something only with an installed cost; blank ones take the defaults.
      ...(numbers.capexPerKWh === undefined ? {} : Object.fromEntries(COST_FIELDS.map((field) => [field, numbers[field]]))),
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
            <NumberField
              label="Battery power (kW)"
              name="batteryCapacityKW"
              value={values.batteryCapacityKW!}
              onChange={set('batteryCapacityKW')}
              step={10}
              {...bounds('batteryCapacityKW')}
              error={errors.batteryCapacityKW}
            />
            <NumberField
              label="Battery energy (kWh)"
              name="batteryCapacityKWh"
              value={values.batteryCapacityKWh!}
              onChange={set('batteryCapacityKWh')}
              step={10}
              {...bounds('batteryCapacityKWh')}
              error={errors.batteryCapacityKWh}
            />
            <NumberField
              label="Demand charge ($/kW-month)"
              name="demandChargeRate"
              value={values.demandChargeRate!}
              onChange={set('demandChargeRate')}
              step={0.5}
              {...bounds('demandChargeRate')}
              error={errors.demandChargeRate}
            />
            <NumberField
              label="Cycles per month"
              name="cyclesPerMonth"
              value={values.cyclesPerMonth!}
              onChange={set('cyclesPerMonth')}
              step={1}
              {...bounds('cyclesPerMonth')}
              error={errors.cyclesPerMonth}
            />
            <NumberField
              label="Peak rate ($/kWh)"
              name="peak"
              value={values.peak!}
              onChange={set('peak')}
              step={0.01}
              {...bounds('peak')}
              error={errors.peak}
            />
            <NumberField
              label="Off-peak rate ($/kWh)"
              name="offPeak"
              value={values.offPeak!}
              onChange={set('offPeak')}
              step={0.01}
              {...bounds('offPeak')}
              error={errors.offPeak}
            />
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
          <details
            open={costsOpen}
            onToggle={(event) => setCostsOpen(event.currentTarget.open)}
            className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
          >
            <summary className="cursor-pointer py-1 font-medium text-brand-800">Costs and returns (optional)</summary>
            <div className="mt-3 flex flex-col gap-4">
              {sectionField(
                'dischargeWindowHours',
                'Discharge window (hours)',
                0.5,
                'Hours at full power per arbitrage cycle; used with or without costs.',
              )}
              <p className="text-sm text-slate-700">
                Enter the installed cost to see NPV, IRR, payback and the yearly cash flows. Blank fields use the values shown.
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                {sectionField('capexPerKWh', 'Installed cost ($/kWh)', 10)}
                {sectionField('itcPercent', 'ITC (%)', 1)}
                {sectionField('omPerKWYear', 'O&M ($/kW-yr)', 0.5)}
                {sectionField('degradationPercent', 'Capacity fade (%/yr)', 0.1)}
                {sectionField('analysisYears', 'Analysis period (years)', 1)}
                {sectionField('discountRate', 'Discount rate (%)', 0.5)}
              </div>
            </div>
          </details>
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
              <ResultStat
                label="Demand charge reduction"
                value={`${formatCurrency(result.demandReduction.annual)}/yr`}
                detail={`${formatCurrency(result.demandReduction.monthly)} a month`}
              />
              <ResultStat
                label="Energy arbitrage"
                value={`${formatCurrency(result.arbitrage.annual)}/yr`}
                detail={`${formatCurrency(result.arbitrage.monthly)} a month · ${formatCurrency(result.arbitrage.daily)} a cycling day`}
              />
              {result.resilience && (
                <ResultStat
                  label="Resilience value"
                  value={`${formatCurrency(result.resilience.annual)}/yr`}
                  detail={`${formatCurrency(result.resilience.monthly)} a month, expected`}
                />
              )}
            </dl>
            {result.economics && <Economics economics={result.economics} />}
            <div>
              <h3 className="text-base font-semibold text-ink">Assumptions used</h3>
              <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
                <li>{formatNumber(result.assumptions.cyclesPerMonth)} cycles a month</li>
                <li>Round-trip efficiency {formatPercent(result.assumptions.roundTripEfficiency)}</li>
                <li>Average spread ${result.assumptions.averageSpread.toFixed(3)}/kWh discharged</li>
                <li>
                  Holds {formatNumber(result.assumptions.firmPowerKW)} kW through a {result.assumptions.peakWindowHours}-hour peak
                </li>
                <li>
                  Discharges {formatNumber(result.assumptions.energyPerCycleKWh)} kWh a cycle in a{' '}
                  {formatQuantity(result.assumptions.dischargeWindowHours, 1)}-hour window
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
                <ResultStat
                  label="Total savings"
                  value={formatCurrency(projection.base)}
                  detail={`${formatCurrency(result.total.annual)} × 10 years`}
                />
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
            <DownloadReportButton
              onClick={() =>
                download(
                  result.economics
                    ? economicsRows(result.economics)
                    : projection.schedule.map((value, index) => ({ year: index + 1, value: Number(value.toFixed(2)) })),
                )
              }
            />
          </div>
        )
      }
    />
  );
}

/** The cost side's answer: NPV, IRR, payback and net capex, the yearly cash flows as a chart and a table. */
function Economics({ economics }: { economics: BessEconomics }) {
  const { assumptions: used, years } = economics;
  const period = `${used.analysisYears} years`;
  return (
    <section aria-labelledby="bess-economics" className="flex flex-col gap-3">
      <h3 id="bess-economics" className="text-base font-semibold text-ink">
        Costs and returns
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultStat label="NPV" value={formatCurrency(economics.npv)} detail={`At ${formatPercent(used.discountRate)} over ${period}`} />
        <ResultStat
          label="IRR"
          value={economics.irr === null ? 'None' : formatPercent(economics.irr)}
          detail={economics.irr === null ? 'The cash flows never repay the cost' : 'Internal rate of return'}
        />
        <ResultStat
          label="Payback"
          value={economics.paybackYear === null ? `Beyond year ${used.analysisYears}` : `Year ${economics.paybackYear}`}
          detail="Simple, undiscounted"
        />
        <ResultStat
          label="Net capex"
          value={formatCurrency(economics.netCapex)}
          detail={`${formatCurrency(economics.capex)} less ${formatQuantity(used.itcPercent, 1)}% ITC`}
        />
      </dl>
      <p className="text-xs text-slate-600">
        Savings are demand and arbitrage at today's rates, with the battery's capacity fading {formatPercent(used.degradationPercent)} a
        year; O&M {formatCurrency(years[0]?.omCost ?? 0)} a year. Resilience is not counted as cash.
      </p>
      {/* Each on its own scale: beside the cumulative line the yearly bars read as a flat line. */}
      <BarChart
        title="Yearly net cash flow"
        description={`Savings minus O&M for each of the ${used.analysisYears} years.`}
        labels={years.map((row) => `Y${row.year}`)}
        bars={{ label: 'Net cash flow', values: years.map((row) => row.netCashFlow) }}
        formatValue={formatCompactCurrency}
      />
      <BarChart
        title="Cumulative position"
        description="What the battery has saved less what it cost, at the end of each year: it crosses zero at payback."
        labels={years.map((row) => `Y${row.year}`)}
        bars={{ label: 'Cumulative (after net capex)', values: years.map((row) => row.cumulativeCashFlow) }}
        formatValue={formatCompactCurrency}
      />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">Yearly table</summary>
        <p className="mt-2 text-xs text-slate-600">Net is savings less O&M; cumulative starts from the net capex.</p>
        {/* Scrolls sideways on a narrow phone: focusable, so a keyboard can scroll it too. */}
        <div
          className="mt-2 overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          tabIndex={0}
          role="region"
          aria-label="Yearly cash flows"
        >
          <table className="w-full text-right text-xs tabular-nums">
            <thead>
              <tr className="border-b border-slate-200">
                {['Year', 'Capacity', 'Savings', 'Net', 'Cumulative'].map((heading) => (
                  <th key={heading} scope="col" className="py-1 pl-2 font-semibold first:pl-0 first:text-left">
                    {heading}
                  </th>
                ))}
                {/* The present values sum to the NPV above; a phone's width goes to the other columns. */}
                <th scope="col" className="hidden py-1 pl-2 font-semibold sm:table-cell">
                  Discounted
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((row) => (
                <tr key={row.year} className="border-b border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {row.year}
                  </th>
                  <td className="py-1 pl-2">{formatPercent(row.capacityRemaining, 0)}</td>
                  <td className="py-1 pl-2">{formatCompactCurrency(row.savings)}</td>
                  <td className="py-1 pl-2">{formatCompactCurrency(row.netCashFlow)}</td>
                  <td className="py-1 pl-2">{formatCompactCurrency(row.cumulativeCashFlow)}</td>
                  <td className="hidden py-1 pl-2 sm:table-cell">{formatCompactCurrency(row.presentValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** The yearly table as the CSV report's rows. */
function economicsRows(economics: BessEconomics) {
  return economics.years.map((row) => ({
    year: row.year,
    capacity_remaining: Number(row.capacityRemaining.toFixed(6)),
    usable_kwh: Math.round(row.usableKWh),
    demand_savings: Number(row.demandSavings.toFixed(2)),
    arbitrage_savings: Number(row.arbitrageSavings.toFixed(2)),
    savings: Number(row.savings.toFixed(2)),
    om_cost: Number(row.omCost.toFixed(2)),
    net_cash_flow: Number(row.netCashFlow.toFixed(2)),
    cumulative_cash_flow: Number(row.cumulativeCashFlow.toFixed(2)),
    present_value: Number(row.presentValue.toFixed(2)),
  }));
}
