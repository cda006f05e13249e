import { useState, type ReactNode } from 'react';
import { createSiteSchema } from '~/domain/schemas/sites';
import { SOLAR_BOUNDS } from '~/domain/schemas/calculators/solar';
import type { Site } from '~/domain/sites/site';
import { createSite } from '~/client/sites';
import { RadioChoice } from '../forms/RadioChoice';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { numberFields, textFields } from '../forms/fieldBindings';
import { useApiForm } from '../forms/useApiForm';
import { useFormValues } from '../forms/useFormValues';
import { pointOf, SiteMap } from '../ui/SiteMap';

type Placement = 'zip' | 'coordinates';
const PLACEMENTS = [
  { value: 'zip', label: 'By ZIP code' },
  { value: 'coordinates', label: 'By coordinates' },
] as const satisfies readonly { value: Placement; label: string }[];

const POINT_BOUNDS = { latitude: SOLAR_BOUNDS.latitude, longitude: SOLAR_BOUNDS.longitude };

const numberOf = (text: string) => (text.trim() ? Number(text) : undefined);

/** The form's text as the API's request: the name, and the ZIP code or the coordinates, whichever way the site is placed. */
export function newSiteRequest(placement: Placement, values: { name: string; zip: string; latitude: string; longitude: string }) {
  return placement === 'zip'
    ? // A blank ZIP code is sent as it is: its message then asks for five digits.
      { name: values.name, zip: values.zip.trim() }
    : { name: values.name, latitude: numberOf(values.latitude), longitude: numberOf(values.longitude) };
}

/**
 * A new site: a name and where it stands, by ZIP code, by latitude and longitude, or by a click on
 * the map (`map`: the US map drawn at build time), which gives the coordinates. Each message, the
 * form's own or the API's (a ZIP code with no tabulation area, a point outside the covered states),
 * shows under its field; a new site opens on its own page.
 */
export function NewSiteForm({ onCreated, map }: { onCreated(site: Site): void; map?: ReactNode }) {
  const [placement, setPlacement] = useState<Placement>('zip');
  const { values, set, formRef } = useFormValues({ name: '', zip: '', latitude: '', longitude: '' });
  const request = newSiteRequest(placement, values);
  const { errors, pending, formError, ...api } = useApiForm({
    schema: createSiteSchema,
    send: createSite,
    failure: { toast: { title: 'Error', description: 'Failed to create the site. Please try again.', variant: 'destructive' } },
    onSuccess: onCreated,
    // With a ZIP code, "give the site a point" belongs under the ZIP code field.
    fieldOf: (path) => (placement === 'zip' && (path === 'latitude' || path === 'longitude') ? 'zip' : path),
    values: request,
  });
  const number = numberFields({ values, set, errors, bounds: POINT_BOUNDS });
  const field = textFields({ values, set, errors });
  function pick(latitude: number, longitude: number) {
    setPlacement('coordinates');
    set('latitude')(String(latitude));
    set('longitude')(String(longitude));
  }
  return (
    <ApiForm api={api} values={request} formRef={formRef} label="New site">
      <TextField label="Site name" {...field('name')} autoComplete="off" maxLength={80} />
      <div className="flex flex-col gap-3">
        {/* The group's name for sighted readers; screen readers hear it from the group itself. */}
        <p aria-hidden="true" className="-mb-1 text-sm font-medium text-ink">
          Where it stands
        </p>
        <RadioChoice<Placement> label="Where it stands" name="placement" value={placement} onChange={setPlacement} options={PLACEMENTS} />
        {placement === 'zip' ? (
          <TextField
            label="ZIP code"
            {...field('zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            hint="The site stands at the ZIP code area's center point."
          />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {number('latitude', 'Latitude (°N)', 0.0001)}
            {number('longitude', 'Longitude (°E, west negative)', 0.0001)}
          </div>
        )}
      </div>
      {map && (
        <div>
          <SiteMap site={placement === 'coordinates' ? pointOf(values) : undefined} onPick={pick}>
            {map}
          </SiteMap>
          <p className="mt-1 text-xs text-slate-600">Or click the map: the site takes the coordinates where you click.</p>
        </div>
      )}
      <SubmitRow label="Create site" pendingLabel="Creating..." pending={pending} error={formError} />
    </ApiForm>
  );
}
