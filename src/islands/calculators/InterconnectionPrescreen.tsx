import { lazy } from 'react';
import { PRESCREEN_TECHNOLOGIES, PRESCREEN_TECHNOLOGY_LABELS, US_STATES } from '~/domain/constants';
import { REGIONS } from '~/domain/interconnection/data/regions';
import { prescreenReportRows } from '~/domain/interconnection/prescreen';
import { INTERCONNECTION_BOUNDS, INTERCONNECTION_FORM, regionChoices } from '~/domain/schemas/calculators/interconnection';
import { SelectField } from '../forms/SelectField';
import { CalculatorLayout } from './CalculatorLayout';

import { useSiteBar } from './useSiteBar';
import { useTextCalculator } from './useCalculator';

/** The result (tables, charts) loads with the first result, not with the page. */
const loadPrescreenResult = () => import('./PrescreenResult');
const PrescreenResult = lazy(() => loadPrescreenResult().then((module) => ({ default: module.PrescreenResult })));

const STATE_OPTIONS = US_STATES.map((code) => ({ value: code, label: code }));
const TECHNOLOGY_OPTIONS = PRESCREEN_TECHNOLOGIES.map((value) => ({ value, label: PRESCREEN_TECHNOLOGY_LABELS[value] }));

/** The interconnection prescreen: a basic utility assessment from public queue and cost data. */
export default function InterconnectionPrescreen() {
  const { values, merge, calculation, layout, download, number, field } = useTextCalculator({
    type: 'interconnection',
    form: INTERCONNECTION_FORM,
    bounds: INTERCONNECTION_BOUNDS,
    failureMessage: 'Failed to run the interconnection prescreen. Please check your inputs.',
  });
  const siteBar = useSiteBar('interconnection', calculation?.request);
  const regions = regionChoices(values.state!);

  return (
    <CalculatorLayout
      {...layout}
      loadResult={loadPrescreenResult}
      title="Site inputs"
      placeholder="Enter your site and press Calculate to see the likely process, timeline, odds, costs and flags."
      fields={
        <>
          {siteBar}
          <SelectField
            label="State"
            {...field('state')}
            onChange={(event) => merge({ state: event.target.value, region: '' })}
            options={STATE_OPTIONS}
          />
          {regions.length > 1 && (
            <SelectField
              label="Grid region"
              {...field('region')}
              options={[
                { value: '', label: `Most of ${values.state}: ${REGIONS[regions[0]!].name}` },
                ...regions.slice(1).map((id) => ({ value: id, label: REGIONS[id].name })),
              ]}
              hint={`${values.state} is served by more than one grid operator.`}
            />
          )}
          <SelectField label="Technology" {...field('technology')} options={TECHNOLOGY_OPTIONS} />
          {number('systemSizeMW', 'System size (MW AC)', 0.1)}
          {number('distanceToSubstationMiles', 'Distance to substation (miles)', 0.1)}
          <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink">From a pre-application report (optional)</legend>
            {number('interconnectionVoltageKV', 'Line voltage (kV)', 0.01, { hint: 'Leave blank to assume one from the size.' })}
            {number('substationAvailableMW', 'Available capacity (MW)', 0.1)}
            {number('queuedAheadMW', 'Queued ahead (MW)', 0.1)}
          </fieldset>
        </>
      }
      result={
        calculation && <PrescreenResult result={calculation.result} onDownload={() => download(prescreenReportRows(calculation.result))} />
      }
    />
  );
}
