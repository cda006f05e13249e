import { INTERCONNECTION_BOUNDS } from '~/domain/schemas/calculators/interconnection';
import { LEASE_BOUNDS } from '~/domain/schemas/calculators/landLease';
import { updateSiteSchema } from '~/domain/schemas/sites';
import type { Site } from '~/domain/sites/site';
import { updateSite } from '~/client/sites';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { numberFields } from '../forms/fieldBindings';
import { useApiForm } from '../forms/useApiForm';
import { useFormValues } from '../forms/useFormValues';

const INPUT_BOUNDS = {
  distanceToSubstationMiles: INTERCONNECTION_BOUNDS.distanceToSubstationMiles,
  interconnectionVoltageKV: INTERCONNECTION_BOUNDS.interconnectionVoltageKV,
  acres: LEASE_BOUNDS.acres,
};
type InputsText = Record<keyof typeof INPUT_BOUNDS, string>;

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberOf = (text: string) => (text.trim() ? Number(text) : undefined);

/** The site's interconnection and land as the form's text. */
export function inputsText(site: Pick<Site, 'interconnection' | 'land'>): InputsText {
  return {
    distanceToSubstationMiles: textOf(site.interconnection?.distanceToSubstationMiles),
    interconnectionVoltageKV: textOf(site.interconnection?.interconnectionVoltageKV),
    acres: textOf(site.land?.acres),
  };
}

/**
 * The form's text as the PATCH request: the interconnection when either of its fields is given
 * (the distance is then required), the land when its acres are; blank ones clear what the site had.
 * The substation's capacity figures, which the form does not show, are kept.
 */
export function inputsRequest(site: Pick<Site, 'interconnection'>, text: InputsText) {
  const given = text.distanceToSubstationMiles.trim() || text.interconnectionVoltageKV.trim();
  return {
    interconnection: given
      ? {
          ...site.interconnection,
          distanceToSubstationMiles: numberOf(text.distanceToSubstationMiles)!,
          interconnectionVoltageKV: numberOf(text.interconnectionVoltageKV),
        }
      : null,
    land: text.acres.trim() ? { acres: numberOf(text.acres)! } : null,
  };
}

/** What the prescreen and the lease estimate need beyond the site itself: the distance to the substation, its voltage, and the acres. */
export function SiteInputsForm({ site, onSaved }: { site: Site; onSaved(site: Site): void }) {
  const { values, set, formRef } = useFormValues(inputsText(site));
  const request = inputsRequest(site, values);
  const { errors, pending, formError, ...api } = useApiForm({
    schema: updateSiteSchema,
    send: (data) => updateSite(site.id, data),
    failure: { toast: { title: 'Error', description: 'Failed to save the inputs. Please try again.', variant: 'destructive' } },
    onSuccess: onSaved,
    fieldOf: (path) => path.replace(/^(interconnection|land)\./, ''),
    values: request,
  });
  const number = numberFields({ values, set, errors, bounds: INPUT_BOUNDS });
  return (
    <ApiForm api={api} values={request} formRef={formRef} label="Interconnection and land">
      {number('distanceToSubstationMiles', 'Distance to substation (miles)', 0.1, {
        hint: 'Leave blank to skip the interconnection prescreen.',
      })}
      {number('interconnectionVoltageKV', 'Interconnection voltage (kV, optional)', 0.01)}
      {number('acres', 'Land (acres)', 1, { hint: 'Leave blank to skip the lease estimate.' })}
      <SubmitRow label="Save inputs" pendingLabel="Saving..." pending={pending} error={formError} />
    </ApiForm>
  );
}
