import { lazy } from 'react';
import { leaseReportRows } from '~/domain/finance/lease';
import { LEASE_BOUNDS, LEASE_STATES } from '~/domain/schemas/calculators/landLease';
import { LEASE_FORM } from '~/domain/schemas/calculators/landLeaseForm';
import { SelectField } from '../forms/SelectField';
import { TextField } from '../forms/TextField';
import { CalculatorLayout } from './CalculatorLayout';

import { useSiteBar } from './useSiteBar';
import { useTextCalculator } from './useCalculator';

/** The result (tables, charts) loads with the first result, not with the page. */
const loadLandLeaseResult = () => import('./LandLeaseResult');
const LandLeaseResult = lazy(() => loadLandLeaseResult().then((module) => ({ default: module.LandLeaseResult })));

const STATE_OPTIONS = LEASE_STATES.map((code) => ({ value: code, label: code }));

/** The full land lease estimator. */
export default function LandLeaseEstimator() {
  const { calculation, layout, download, number, field } = useTextCalculator({
    type: 'land_lease',
    form: LEASE_FORM,
    bounds: LEASE_BOUNDS,
    failureMessage: 'Failed to calculate lease estimate. Please check your inputs.',
  });
  const siteBar = useSiteBar('land_lease', calculation?.request);

  return (
    <CalculatorLayout
      {...layout}
      loadResult={loadLandLeaseResult}
      title="Land lease inputs"
      placeholder="Enter your parcel and press Calculate to see conservative, likely and aggressive lease estimates."
      fields={
        <>
          {siteBar}
          {number('acres', 'Total acres', 1)}
          {number('distanceToSubstation', 'Distance to substation (miles)', 0.1, {
            hint: 'To the nearest substation with a transmission or sub-transmission line.',
          })}
          <SelectField label="State" {...field('state')} options={STATE_OPTIONS} />
          <TextField label="Property address (optional)" {...field('address')} autoComplete="street-address" />
        </>
      }
      result={
        calculation && <LandLeaseResult result={calculation.result} onDownload={() => download(leaseReportRows(calculation.result))} />
      }
    />
  );
}
