import { lazy, Suspense, useState } from 'react';
import { ppaReportRows } from '~/domain/finance/ppa';
import { US_STATES } from '~/domain/usStates';
import { NATIONAL_SPECIFIC_YIELD } from '~/domain/finance/solarResource';
import { formatNumber } from '~/domain/format';
import { PPA_DEFAULTS } from '~/domain/schemas/calculators/ppa';
import { SOLAR_TRACKING, SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import {
  DEBT_FORM_BOUNDS,
  PPA_FORM,
  PPA_FORM_BOUNDS,
  PPA_OPTION_FORM_BOUNDS,
  PPA_SITE_FORM_BOUNDS,
  ppaFormFieldOf,
  ppaFormUsesPtc,
} from '~/domain/schemas/calculators/ppaFull';
import { ModeTabs } from '../forms/ModeTabs';
import { numberFields } from '../forms/fieldBindings';
import { SelectField } from '../forms/SelectField';
import { textFields } from '../forms/fieldBindings';
import { useFormValues } from '../forms/useFormValues';
import { CalculatorLayout, FIELD_GRID } from './CalculatorLayout';
import type { PpaTextField } from './PpaAfterTaxFields';

import { PPA_MODES } from './ppaModes';
import { textOf, useCalculator } from './useCalculator';
import { useSiteBar } from './useSiteBar';

/** The result (tables, charts) loads with the first result, not with the page. */
const loadPpaResult = () => import('./PpaResult');
const PpaResult = lazy(() => loadPpaResult().then((module) => ({ default: module.PpaResult })));
/** The single owner's taxes, credit and debt load when the after-tax model is chosen: most visits price pre-tax. */
const PpaAfterTaxFields = lazy(() => import('./PpaAfterTaxFields'));

const TEXT = textOf(PPA_FORM.initial);
const BOUNDS = { ...PPA_FORM_BOUNDS, ...PPA_OPTION_FORM_BOUNDS, ...DEBT_FORM_BOUNDS, ...PPA_SITE_FORM_BOUNDS };

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const TRACKING_OPTIONS = SOLAR_TRACKING.map((value) => ({ value, label: SOLAR_TRACKING_LABELS[value] }));

/** The PPA ⇄ EPC calculator: the tabs choose the price solved for; the Advanced section holds the cost stack, taxes and debt. */
export default function PpaCalculator() {
  const { values, set, merge, formRef } = useFormValues(TEXT);
  const [useDebt, setUseDebt] = useState(false);
  const state = { ...values, useDebt };
  const { calculation, errors, layout, download } = useCalculator({
    type: 'ppa_epc',
    form: PPA_FORM,
    state,
    formRef,
    fill: (fields) => {
      if (typeof fields.useDebt === 'boolean') setUseDebt(fields.useDebt);
      merge(textOf(fields));
    },
    failureMessage: 'Failed to calculate PPA. Please check your inputs.',
    fieldOf: ppaFormFieldOf,
    reportExtras: (request) => ({ solveFor: request.solveFor }),
  });
  const siteBar = useSiteBar('ppa_epc', calculation?.request);
  const number = numberFields({ values, set, errors, bounds: BOUNDS });
  const epc = values.solveFor === 'epc';
  const afterTax = values.taxMode === 'after-tax';
  const ptc = ppaFormUsesPtc(values);
  const site = values.state || values.latitude || values.longitude;
  const field = textFields<PpaTextField>({ values, set, errors });

  return (
    <CalculatorLayout
      {...layout}
      loadResult={loadPpaResult}
      title="PPA calculator inputs"
      placeholder="Enter your project and press Calculate to see the price, LCOE, payback and the yearly cash flows."
      around={(form) => (
        <ModeTabs label="Solve for" options={PPA_MODES} value={values.solveFor!} onChange={set('solveFor')}>
          {form}
        </ModeTabs>
      )}
      fields={
        <>
          {siteBar}
          <div className={FIELD_GRID}>
            {number('systemSizeMW', 'System Size (MW)', 0.1)}
            {number('epcPricePerW', 'EPC Price ($/W)', 0.01, epc ? { hint: 'Solved for on this tab', disabled: true } : {})}
            {number('wacc', 'WACC (%)', 0.01)}
            {!ptc && number('itcPercent', 'ITC (%)', 1)}
            {number('omCostPerKWYear', 'O&M Cost ($/kW-yr)', 0.5)}
            {number('degradationPercent', 'Degradation (%/yr)', 0.05)}
            {number('termYears', 'Term (years)', 1)}
            {number('escalationPercent', 'PPA Escalation (%/yr)', 0.1)}
          </div>
          {epc && number('targetPPA', 'Target PPA ($/kWh)', 0.001)}
          <div className={FIELD_GRID}>
            <SelectField label="Project location (solar resource)" {...field('state')} options={STATE_OPTIONS} placeholder="US average" />
            {site && <SelectField label="Array (for the modeled yield)" {...field('tracking')} options={TRACKING_OPTIONS} />}
            {number('latitude', 'Site latitude (°N)', 0.0001, { hint: 'Optional; decides over the state' })}
            {number('longitude', 'Site longitude (°E, west negative)', 0.0001)}
          </div>
          {number('specificYieldKWhPerKW', 'Specific yield (kWh/kWdc, year 1)', 1, {
            hint: site
              ? 'Leave blank to model it for the location'
              : `Leave blank for the US average (${formatNumber(NATIONAL_SPECIFIC_YIELD)} kWh/kWdc), or choose a location`,
          })}
          <details className="rounded-lg border border-slate-200 p-4" open={afterTax || undefined}>
            <summary className="cursor-pointer font-semibold text-ink">Advanced: taxes, incentives, debt and costs</summary>
            <div className="mt-4 flex flex-col gap-4">
              <SelectField
                label="Model"
                {...field('taxMode')}
                options={[
                  { value: 'pre-tax', label: 'Pre-tax, unlevered' },
                  { value: 'after-tax', label: 'After-tax, single owner' },
                ]}
              />
              <div className={FIELD_GRID}>
                {number('omEscalationPercent', 'O&M escalation (%/yr)', 0.1)}
                {number('otherCapexPerW', 'Other capex ($/W)', 0.01, { hint: 'Interconnection, development; no ITC' })}
                {number('propertyTaxAndInsurancePercent', 'Property tax + insurance (% of capex/yr)', 0.05)}
                {number('inflationRate', 'Inflation (%/yr)', 0.1, { hint: 'For the real LCOE and the PTC' })}
                {number('landLeasePerYear', 'Land lease ($/yr)', 1000)}
                {number('landLeaseEscalationPercent', 'Land lease escalation (%/yr)', 0.1)}
              </div>
              {afterTax && (
                <Suspense>
                  <PpaAfterTaxFields number={number} field={field} ptc={ptc} useDebt={useDebt} setUseDebt={setUseDebt} />
                </Suspense>
              )}
            </div>
          </details>
        </>
      }
      result={
        calculation && (
          <PpaResult
            result={calculation.result}
            escalationPercent={calculation.request.escalationPercent ?? PPA_DEFAULTS.escalationPercent}
            onDownload={() => download(ppaReportRows(calculation.result))}
          />
        )
      }
    />
  );
}
