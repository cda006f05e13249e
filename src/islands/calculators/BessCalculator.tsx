import { lazy, useState } from 'react';
import { bessReportRows } from '~/domain/finance/bess';
import { BESS_COST_FIELDS, BESS_FORM, BESS_FORM_BOUNDS } from '~/domain/schemas/calculators/bess';
import { numberFields } from '../forms/fieldBindings';
import { useFormValues } from '../forms/useFormValues';

import { CalculatorLayout, FIELD_GRID } from './CalculatorLayout';
import { textOf, useCalculator } from './useCalculator';
import { useSiteBar } from './useSiteBar';
import { CheckboxField } from '../forms/CheckboxField';

/** The result (tables, charts) loads with the first result, not with the page. */
const loadBessResult = () => import('./BessResult');
const BessResult = lazy(() => loadBessResult().then((module) => ({ default: module.BessResult })));

const TEXT = textOf(BESS_FORM.initial);
/** The "Costs and returns" section's fields: the cost inputs, then the assumptions of the long view. */
const SECTION_FIELDS = [...BESS_COST_FIELDS, 'dischargeWindowHours', 'degradationPercent', 'analysisYears'] as const;
const opensSection = (fields: Readonly<Record<string, unknown>>) =>
  SECTION_FIELDS.some((field) => fields[field] !== undefined && fields[field] !== TEXT[field]);

/** The battery storage value estimator: round-trip efficiency, capacity fade and the discount rate in percent. */
export default function BessCalculator() {
  const { values, set, merge, formRef } = useFormValues(TEXT);
  const [includeResilience, setIncludeResilience] = useState(false);
  const [sectionOpen, setSectionOpen] = useState(false);
  const { calculation, errors, submits, layout, download } = useCalculator({
    type: 'bess_value',
    form: BESS_FORM,
    state: { ...values, includeResilience },
    formRef,
    // A link with an installed cost or other assumptions than the defaults opens the section that holds them.
    fill: (fields) => {
      if (typeof fields.includeResilience === 'boolean') setIncludeResilience(fields.includeResilience);
      if (opensSection(fields)) setSectionOpen(true);
      merge(textOf(fields));
    },
    failureMessage: 'Failed to calculate BESS value. Please check your inputs.',
    // The TOU rates are nested in the request, flat in the form.
    fieldOf: (path) => path.replace('touRates.', ''),
  });
  // A message for a field of the closed section opens it, so the first invalid field can take the
  // focus: on each submit that brings one (the messages' object changes on every keystroke).
  const sectionError = SECTION_FIELDS.some((field) => errors[field]);
  const shown = `${submits}:${sectionError}`;
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    if (sectionError) setSectionOpen(true);
  }
  const number = numberFields({ values, set, errors, bounds: BESS_FORM_BOUNDS });
  const siteBar = useSiteBar('bess_value', calculation?.request);

  return (
    <CalculatorLayout
      {...layout}
      loadResult={loadBessResult}
      title="Battery storage inputs"
      placeholder="Describe the battery and the site's tariff, then press Calculate to see demand-charge and arbitrage savings."
      fields={
        <>
          {siteBar}
          <div className={FIELD_GRID}>
            {number('batteryCapacityKW', 'Battery power (kW)', 10)}
            {number('batteryCapacityKWh', 'Battery energy (kWh)', 10)}
            {number('demandChargeRate', 'Demand charge ($/kW-month)', 0.5)}
            {number('cyclesPerMonth', 'Cycles per month', 1)}
            {number('peak', 'Peak rate ($/kWh)', 0.01)}
            {number('offPeak', 'Off-peak rate ($/kWh)', 0.01)}
            {number('roundTripEfficiency', 'Round-trip efficiency (%)', 0.5)}
          </div>
          <CheckboxField name="includeResilience" checked={includeResilience} onChange={setIncludeResilience}>
            Include resilience value (backup power during outages)
          </CheckboxField>
          <details
            open={sectionOpen}
            onToggle={(event) => setSectionOpen(event.currentTarget.open)}
            className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
          >
            <summary className="cursor-pointer py-1 font-medium text-brand-800">Costs and returns (optional)</summary>
            <div className="mt-3 flex flex-col gap-4">
              <p className="text-sm text-slate-700">
                Enter the installed cost to see NPV, IRR, payback and the yearly cash flows. Blank fields use the values shown.
              </p>
              <div className={FIELD_GRID}>
                {number('capexPerKWh', 'Installed cost ($/kWh)', 10)}
                {number('itcPercent', 'ITC (%)', 1)}
                {number('omPerKWYear', 'O&M ($/kW-yr)', 0.5)}
                {number('discountRate', 'Discount rate (%)', 0.5)}
              </div>
              <p className="text-sm text-slate-700">Used with or without a cost:</p>
              <div className={FIELD_GRID}>
                {number('dischargeWindowHours', 'Discharge window (hours)', 0.5, { hint: 'Hours at full power per arbitrage cycle.' })}
                {number('degradationPercent', 'Capacity fade (%/yr)', 0.1)}
                {number('analysisYears', 'Analysis period (years)', 1)}
              </div>
            </div>
          </details>
        </>
      }
      result={
        calculation && (
          <BessResult
            request={calculation.request}
            result={calculation.result}
            onDownload={() => download(bessReportRows(calculation.request, calculation.result))}
          />
        )
      }
    />
  );
}
