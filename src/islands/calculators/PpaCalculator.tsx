import { useState, type FormEvent } from 'react';
import { NATIONAL_SPECIFIC_YIELD, SPECIFIC_YIELD_BY_STATE } from '~/domain/finance/solarResource';
import { PPA_OPTION_DEFAULTS } from '~/domain/finance/ppa';
import { PPA_DEFAULTS, PPA_PERCENT_FIELDS } from '~/domain/schemas/calculators/ppa';
import {
  DEBT_FORM_BOUNDS,
  PPA_FORM_BOUNDS,
  PPA_OPTION_FORM_BOUNDS,
  PPA_OPTION_PERCENT_FIELDS,
  ppaFormFieldOf,
  ppaFormSchema,
  ppaFullRequestFromForm,
  PPA_SEARCH_FORM,
} from '~/domain/schemas/calculators/ppaFull';
import { percentOf } from '~/domain/schemas/calculators/numbers';
import { formatCompactCurrency, formatCurrency, formatEnergy, formatNumber, formatPercent } from '~/domain/format';
import { NumberField, numbersFrom } from '../forms/NumberField';
import { SelectField } from '../forms/SelectField';
import { BarChart } from '../ui/charts/BarChart';
import { CalculatorLayout } from './CalculatorLayout';
import { DownloadReportButton } from './DownloadReportButton';
import { ResultStat } from './ResultStat';
import { PPA_MODES, type PpaMode } from './ppaModes';
import { useCalculator } from './useCalculator';
import { useFormChecked, useFormValues } from '../forms/useFormValues';
import { useUrlInputs } from './useUrlInputs';

type Mode = PpaMode;
const NUMBER_FIELDS = [
  'systemSizeMW',
  'epcPricePerW',
  'wacc',
  'itcPercent',
  'omCostPerKWYear',
  'degradationPercent',
  'termYears',
  'escalationPercent',
  'targetPPA',
] as const;
/** The Advanced section (issue 15): the cost stack in either mode, taxes and debt after tax. */
const COST_FIELDS = [
  'omEscalationPercent',
  'otherCapexPerW',
  'propertyTaxAndInsurancePercent',
  'landLeasePerYear',
  'landLeaseEscalationPercent',
  'inflationRate',
] as const;
const TAX_FIELDS = ['federalTaxRate', 'stateTaxRate', 'ptcPerKWh', 'creditTransferPrice', 'bonusDepreciationPercent'] as const;
const DEBT_FIELDS = ['debtDscr', 'debtTenorYears', 'debtInterestRate', 'targetEquityIrr'] as const;
type AdvancedField = (typeof COST_FIELDS)[number] | (typeof TAX_FIELDS)[number] | (typeof DEBT_FIELDS)[number];
const ADVANCED_BOUNDS: Record<AdvancedField, readonly [number, number]> = { ...PPA_OPTION_FORM_BOUNDS, ...DEBT_FORM_BOUNDS };

/** SPEC §9 full-page defaults, percent fields shown in percent. */
const INITIAL: Record<string, string> = {
  systemSizeMW: String(PPA_DEFAULTS.systemSizeMW),
  epcPricePerW: String(PPA_DEFAULTS.epcPricePerW),
  wacc: String(percentOf(PPA_DEFAULTS.wacc)),
  itcPercent: String(PPA_DEFAULTS.itcPercent),
  omCostPerKWYear: String(PPA_DEFAULTS.omCostPerKWYear),
  degradationPercent: String(percentOf(PPA_DEFAULTS.degradationPercent)),
  termYears: String(PPA_DEFAULTS.termYears),
  escalationPercent: String(percentOf(PPA_DEFAULTS.escalationPercent)),
  targetPPA: String(PPA_DEFAULTS.targetPPA),
  state: '',
  taxMode: 'pre-tax',
  incentive: PPA_OPTION_DEFAULTS.incentive,
  omEscalationPercent: '0',
  otherCapexPerW: '0',
  propertyTaxAndInsurancePercent: '0',
  landLeasePerYear: '0',
  landLeaseEscalationPercent: '0',
  inflationRate: String(percentOf(PPA_OPTION_DEFAULTS.inflationRate)),
  federalTaxRate: String(percentOf(PPA_OPTION_DEFAULTS.federalTaxRate)),
  stateTaxRate: String(percentOf(PPA_OPTION_DEFAULTS.stateTaxRate)),
  ptcPerKWh: String(PPA_OPTION_DEFAULTS.ptcPerKWh),
  creditTransferPrice: String(PPA_OPTION_DEFAULTS.creditTransferPrice),
  bonusDepreciationPercent: String(PPA_OPTION_DEFAULTS.bonusDepreciationPercent),
  debtDscr: '1.3',
  debtTenorYears: '18',
  debtInterestRate: '6',
  targetEquityIrr: '10',
};

const STATE_OPTIONS = Object.entries(SPECIFIC_YIELD_BY_STATE).map(([code, kWh]) => ({
  value: code,
  label: `${code} · ${formatNumber(kWh)} kWh/kWdc`,
}));

/** The PPA ⇄ EPC calculator (SPEC §2 "Calculator pages", issue 4). */
export default function PpaCalculator() {
  const [mode, setMode] = useState<Mode>('ppa');
  const { values, set, merge, formRef } = useFormValues(INITIAL);
  const [useDebt, setUseDebt] = useFormChecked(formRef, 'useDebt', false);
  const afterTax = values.taxMode === 'after-tax';
  // A saved calculation reopened from the dashboard: its mode and inputs (fractions shown in percent).
  useUrlInputs(PPA_SEARCH_FORM, ({ solveFor, dscr, tenorYears, interestRate, ...inputs }) => {
    if (solveFor === 'ppa' || solveFor === 'epc') setMode(solveFor);
    const percent: readonly string[] = [...PPA_PERCENT_FIELDS, ...PPA_OPTION_PERCENT_FIELDS];
    const debt =
      typeof dscr === 'number' && typeof tenorYears === 'number' && typeof interestRate === 'number'
        ? { debtDscr: String(dscr), debtTenorYears: String(tenorYears), debtInterestRate: String(percentOf(interestRate)) }
        : {};
    if (Object.keys(debt).length > 0) setUseDebt(true);
    merge({
      ...Object.fromEntries(
        Object.entries(inputs).map(([name, value]) => [name, String(percent.includes(name) ? percentOf(value as number) : value)]),
      ),
      ...debt,
    });
  });
  const { calculation, form, download } = useCalculator({
    type: 'ppa_epc',
    schema: ppaFormSchema,
    toRequest: ppaFullRequestFromForm,
    failureMessage: 'Failed to calculate PPA. Please check your inputs.',
    fieldOf: ppaFormFieldOf,
    reportExtras: (request) => ({ solveFor: request.solveFor }),
  });
  const { errors, pending } = form;

  const field = (name: (typeof NUMBER_FIELDS)[number], label: string, step: number, hint?: string, disabled = false) => (
    <NumberField
      label={label}
      name={name}
      value={values[name]!}
      onChange={set(name)}
      step={step}
      min={PPA_FORM_BOUNDS[name][0]}
      max={PPA_FORM_BOUNDS[name][1]}
      error={errors[name]}
      hint={hint}
      disabled={disabled}
    />
  );

  const advanced = (name: AdvancedField, label: string, step: number, hint?: string) => (
    <NumberField
      label={label}
      name={name}
      value={values[name]!}
      onChange={set(name)}
      step={step}
      min={ADVANCED_BOUNDS[name][0]}
      max={ADVANCED_BOUNDS[name][1]}
      error={errors[name]}
      hint={hint}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    const numbers = numbersFrom(values, NUMBER_FIELDS);
    const options = afterTax
      ? {
          taxMode: 'after-tax',
          incentive: values.incentive,
          ...numbersFrom(values, TAX_FIELDS),
          ...(useDebt ? { useDebt, ...numbersFrom(values, DEBT_FIELDS) } : {}),
        }
      : { taxMode: 'pre-tax' };
    // The disabled price is not an input in this mode.
    void form.submit(event, {
      ...numbers,
      ...numbersFrom(values, COST_FIELDS),
      ...options,
      solveFor: mode,
      state: values.state || undefined,
      ...(mode === 'epc' ? { epcPricePerW: undefined } : { targetPPA: undefined }),
    });
  }

  const result = calculation?.result;
  return (
    <CalculatorLayout
      formRef={formRef}
      title="PPA calculator inputs"
      onSubmit={submit}
      pending={pending}
      placeholder="Enter your project and press Calculate to see the price, LCOE, payback and the yearly cash flows."
      modes={{ label: 'Solve for', options: PPA_MODES, value: mode, onChange: (value) => setMode(value as Mode) }}
      fields={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('systemSizeMW', 'System Size (MW)', 0.1)}
            {field('epcPricePerW', 'EPC Price ($/W)', 0.01, mode === 'epc' ? 'Solved for on this tab' : undefined, mode === 'epc')}
            {field('wacc', 'WACC (%)', 0.01)}
            {field('itcPercent', 'ITC (%)', 1)}
            {field('omCostPerKWYear', 'O&M Cost ($/kW-yr)', 0.5)}
            {field('degradationPercent', 'Degradation (%/yr)', 0.05)}
            {field('termYears', 'Term (years)', 1)}
            {field('escalationPercent', 'PPA Escalation (%/yr)', 0.1)}
          </div>
          {mode === 'epc' && field('targetPPA', 'Target PPA ($/kWh)', 0.001)}
          <SelectField
            label="Project location (solar resource)"
            name="state"
            value={values.state}
            onChange={(event) => set('state')(event.target.value)}
            options={STATE_OPTIONS}
            placeholder={`US average · ${formatNumber(NATIONAL_SPECIFIC_YIELD)} kWh/kWdc`}
          />
          <details className="group rounded-lg border border-slate-200 p-4" open={afterTax || undefined}>
            <summary className="cursor-pointer font-semibold text-ink">Advanced: taxes, incentives, debt and costs</summary>
            <div className="mt-4 flex flex-col gap-4">
              <SelectField
                label="Model"
                name="taxMode"
                value={values.taxMode}
                onChange={(event) => set('taxMode')(event.target.value)}
                options={[
                  { value: 'pre-tax', label: 'Pre-tax, unlevered (first screen)' },
                  { value: 'after-tax', label: 'After-tax, single owner' },
                ]}
                error={errors.taxMode}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                {advanced('omEscalationPercent', 'O&M escalation (%/yr)', 0.1)}
                {advanced('otherCapexPerW', 'Other capex ($/W)', 0.01, 'Interconnection, development; no ITC')}
                {advanced('propertyTaxAndInsurancePercent', 'Property tax + insurance (% of capex/yr)', 0.05)}
                {advanced('inflationRate', 'Inflation (%/yr)', 0.1, 'For the real LCOE and the PTC')}
                {advanced('landLeasePerYear', 'Land lease ($/yr)', 1000)}
                {advanced('landLeaseEscalationPercent', 'Land lease escalation (%/yr)', 0.1)}
              </div>
              {afterTax && (
                <>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {advanced('federalTaxRate', 'Federal tax rate (%)', 0.5)}
                    {advanced('stateTaxRate', 'State tax rate (%)', 0.5)}
                    <SelectField
                      label="Tax credit"
                      name="incentive"
                      value={values.incentive}
                      onChange={(event) => set('incentive')(event.target.value)}
                      options={[
                        { value: 'itc', label: 'ITC (the ITC % above)' },
                        { value: 'ptc', label: 'PTC (per kWh, 10 years)' },
                      ]}
                      error={errors.incentive}
                    />
                    {values.incentive === 'ptc'
                      ? advanced('ptcPerKWh', 'PTC ($/kWh, year 1)', 0.001)
                      : advanced('bonusDepreciationPercent', 'Bonus depreciation (%)', 1)}
                    {advanced('creditTransferPrice', 'Credit transfer price ($ per $1)', 0.01, '1 if the owner uses the credit')}
                    {values.incentive === 'ptc' && advanced('bonusDepreciationPercent', 'Bonus depreciation (%)', 1)}
                  </div>
                  <label className="flex items-center gap-3 text-sm text-ink">
                    <input
                      type="checkbox"
                      name="useDebt"
                      checked={useDebt}
                      onChange={(event) => setUseDebt(event.target.checked)}
                      className="h-5 w-5 rounded border-slate-400 accent-brand-700"
                    />
                    Sculpted debt (levered returns)
                  </label>
                  {useDebt && (
                    <div className="grid gap-4 sm:grid-cols-2">
                      {advanced('debtDscr', 'DSCR', 0.05)}
                      {advanced('debtTenorYears', 'Debt tenor (years)', 1)}
                      {advanced('debtInterestRate', 'Interest rate (%)', 0.1)}
                      {advanced('targetEquityIrr', 'Target equity IRR (%)', 0.1)}
                    </div>
                  )}
                </>
              )}
            </div>
          </details>
        </>
      }
      result={
        result && (
          <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
            {!result.viable ? (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                <p className="text-lg font-semibold">Not viable at this price</p>
                <p className="mt-1 text-sm">{result.reason}</p>
              </div>
            ) : (
              <>
                {result.solveFor === 'ppa' ? (
                  <div>
                    <p className="text-sm font-medium text-slate-700">Estimated PPA Price</p>
                    <p className="text-4xl font-bold tabular-nums text-brand-800">${result.ppaPrice.toFixed(4)}/kWh</p>
                    <p className="mt-1 text-sm text-slate-700">
                      In year 1, escalating{' '}
                      {formatNumber(percentOf(calculation.request.escalationPercent ?? PPA_DEFAULTS.escalationPercent), 1)}%/yr.
                    </p>
                  </div>
                ) : (
                  <div>
                    <p className="text-sm font-medium text-slate-700">Maximum EPC Price</p>
                    <p className="text-4xl font-bold tabular-nums text-brand-800">${result.maxEpcPrice.toFixed(2)}/W</p>
                    <p className="mt-1 text-sm text-slate-700">
                      The highest EPC price that still earns the WACC at ${result.ppaPrice.toFixed(4)}/kWh.
                    </p>
                  </div>
                )}
                <p className="text-xs font-medium text-slate-600">
                  {result.taxMode === 'after-tax' ? 'After-tax, single owner' : 'Pre-tax, unlevered'} model.
                </p>
                <dl className="grid grid-cols-2 gap-3">
                  <ResultStat
                    label="Nominal LCOE ($/kWh)"
                    value={`$${result.lcoe.toFixed(4)}`}
                    detail={`Real: $${result.lcoeReal.toFixed(4)} in today's dollars`}
                  />
                  <ResultStat label="Annual production" value={formatEnergy(result.annualProduction)} detail="Year 1" />
                  <ResultStat
                    label="Net capex"
                    value={formatCurrency(result.netCapex)}
                    detail={result.taxMode === 'after-tax' ? 'Before credits' : 'After the ITC'}
                  />
                  <ResultStat
                    label="Breakeven"
                    value={result.breakeven ? `Year ${result.breakeven}` : 'Beyond the term'}
                    detail="Simple payback"
                  />
                </dl>
                {result.warnings.length > 0 && (
                  <ul className="flex flex-col gap-2">
                    {result.warnings.map((warning) => (
                      <li key={warning} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                        {warning}
                      </li>
                    ))}
                  </ul>
                )}
                <p className="text-xs text-slate-600">
                  Solar resource: {formatNumber(result.specificYield.kWhPerKW)} kWh/kWdc per year (
                  {result.specificYield.source === 'state'
                    ? `typical for ${result.specificYield.state}`
                    : result.specificYield.source === 'national'
                      ? 'US average'
                      : 'your figure'}
                  , single-axis tracking).
                </p>
                {result.afterTax && (
                  <div>
                    <dl className="grid grid-cols-2 gap-3">
                      <ResultStat
                        label="Project IRR"
                        value={result.afterTax.projectIrr === null ? 'None' : formatPercent(result.afterTax.projectIrr, 2)}
                        detail={`After tax at ${formatPercent(result.afterTax.combinedTaxRate, 2)} combined`}
                      />
                      <ResultStat label="Project NPV" value={formatCurrency(result.afterTax.npv)} detail="At the WACC" />
                      {result.afterTax.debt && (
                        <>
                          <ResultStat
                            label="Debt"
                            value={formatCurrency(result.afterTax.debt.amount)}
                            detail={`${formatPercent(result.afterTax.debt.shareOfCapex, 0)} of capex, DSCR ${formatNumber(result.afterTax.debt.dscr, 2)}`}
                          />
                          <ResultStat
                            label="Equity IRR"
                            value={result.afterTax.equityIrr === null ? 'None' : formatPercent(result.afterTax.equityIrr, 2)}
                            detail="The target, met exactly"
                          />
                        </>
                      )}
                    </dl>
                    <p className="mt-2 text-xs text-slate-600">
                      The owner is assumed to have tax appetite: a year's tax loss (from depreciation) offsets other income that year.
                    </p>
                  </div>
                )}
                <BarChart
                  title="Yearly net cash flow"
                  description={`Net cash flow (${result.taxMode === 'after-tax' ? 'after tax and credits' : 'revenue minus operating costs'}) for each of the ${result.cashFlows.length} years.`}
                  labels={result.cashFlows.map((row) => `Y${row.year}`)}
                  bars={{ label: 'Net cash flow', values: result.cashFlows.map((row) => row.netCashFlow) }}
                  formatValue={formatCompactCurrency}
                />
                <BarChart
                  title="Cumulative position"
                  description="What the project has returned less what it cost, at the end of each year: it crosses zero at the breakeven year."
                  labels={result.cashFlows.map((row) => `Y${row.year}`)}
                  bars={{ label: 'Cumulative (after net capex)', values: result.cashFlows.map((row) => row.cumulativeCashFlow) }}
                  formatValue={formatCompactCurrency}
                />
              </>
            )}
            <DownloadReportButton
              onClick={() =>
                download(
                  result.cashFlows.map((row) => ({
                    year: row.year,
                    energy_kwh: Math.round(row.energyKWh),
                    price_per_kwh: Number(row.pricePerKWh.toFixed(6)),
                    revenue: Number(row.revenue.toFixed(2)),
                    om_cost: Number(row.omCost.toFixed(2)),
                    net_cash_flow: Number(row.netCashFlow.toFixed(2)),
                    cumulative_cash_flow: Number(row.cumulativeCashFlow.toFixed(2)),
                    present_value: Number(row.presentValue.toFixed(2)),
                  })),
                )
              }
            />
          </div>
        )
      }
    />
  );
}
