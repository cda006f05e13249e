import { BATTERY_SIZE_BOUNDS } from '~/domain/schemas/calculators/batterySize';
import { SOLAR_BOUNDS } from '~/domain/schemas/calculators/solar';
import { SOLAR_TRACKING, SOLAR_TRACKING_LABELS, type SolarTracking } from '~/domain/schemas/calculators/tracking';
import { updateSiteSchema } from '~/domain/schemas/sites';
import type { SiteDesign } from '~/domain/sites/design';
import type { Site } from '~/domain/sites/site';
import { updateSite } from '~/client/sites';
import { optionsOf } from '~/domain/labels';
import { SelectField } from '../forms/SelectField';
import { ApiForm } from '../forms/ApiForm';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { numberFields, textFields } from '../forms/fieldBindings';
import { useApiForm } from '../forms/useApiForm';
import { useFormValues } from '../forms/useFormValues';

const TRACKING_OPTIONS = optionsOf(SOLAR_TRACKING, SOLAR_TRACKING_LABELS);

const DESIGN_BOUNDS = {
  systemSizeKWdc: SOLAR_BOUNDS.systemSizeKWdc,
  tiltDeg: SOLAR_BOUNDS.tiltDeg,
  azimuthDeg: SOLAR_BOUNDS.azimuthDeg,
  dcAcRatio: SOLAR_BOUNDS.dcAcRatio,
  batteryPowerKW: BATTERY_SIZE_BOUNDS.powerKW,
  batteryEnergyKWh: BATTERY_SIZE_BOUNDS.energyKWh,
};

type DesignText = Record<'name' | 'tracking' | keyof typeof DESIGN_BOUNDS, string>;

/** A design as the form's text. */
export function designText(design: SiteDesign): DesignText {
  return {
    name: design.name,
    systemSizeKWdc: String(design.pv.systemSizeKWdc),
    tracking: design.pv.tracking,
    tiltDeg: String(design.pv.tiltDeg),
    azimuthDeg: String(design.pv.azimuthDeg),
    dcAcRatio: String(design.pv.dcAcRatio),
    batteryPowerKW: design.battery ? String(design.battery.powerKW) : '',
    batteryEnergyKWh: design.battery ? String(design.battery.energyKWh) : '',
  };
}

const numberOf = (text: string) => (text.trim() ? Number(text) : undefined);

/**
 * The form's text as the design it describes: the fields it does not show (ground coverage, losses,
 * the trackers' rotation limit, the equipment it names) as they were; no battery when both its fields are blank.
 */
export function designOf(design: SiteDesign, text: DesignText): SiteDesign {
  const noBattery = !text.batteryPowerKW.trim() && !text.batteryEnergyKWh.trim();
  return {
    id: design.id,
    name: text.name,
    pv: {
      ...design.pv,
      systemSizeKWdc: numberOf(text.systemSizeKWdc)!,
      tracking: text.tracking as SolarTracking,
      tiltDeg: numberOf(text.tiltDeg)!,
      azimuthDeg: numberOf(text.azimuthDeg)!,
      dcAcRatio: numberOf(text.dcAcRatio)!,
    },
    battery: noBattery ? null : { powerKW: numberOf(text.batteryPowerKW)!, energyKWh: numberOf(text.batteryEnergyKWh)! },
    ...(design.equipment ? { equipment: design.equipment } : {}),
  };
}

/** Which field shows an issue of the PATCH request at `designs.<n>.…`. */
export function designFieldOf(path: string): string {
  const field = path.replace(/^designs\.\d+\.(pv\.)?/, '');
  return { 'battery.powerKW': 'batteryPowerKW', 'battery.energyKWh': 'batteryEnergyKWh' }[field] ?? field;
}

/**
 * One of the site's designs: its name, the array's size, mounting, tilt and azimuth (fixed arrays),
 * DC/AC ratio and an optional battery; saved with the site (the others as they are).
 */
export function DesignForm({ site, design, onSaved }: { site: Site; design: SiteDesign; onSaved(site: Site): void }) {
  const { values, set, formRef } = useFormValues(designText(design));
  const request = { designs: site.designs.map((each) => (each.id === design.id ? designOf(design, values) : each)) };
  const { errors, pending, formError, ...api } = useApiForm({
    schema: updateSiteSchema,
    send: (data) => updateSite(site.id, data),
    failure: { toast: { title: 'Error', description: 'Failed to save the design. Please try again.', variant: 'destructive' } },
    onSuccess: onSaved,
    fieldOf: designFieldOf,
    values: request,
  });
  const number = numberFields({ values, set, errors, bounds: DESIGN_BOUNDS });
  const field = textFields({ values, set, errors });
  const fixed = values.tracking === 'fixed';
  return (
    <ApiForm api={api} values={request} formRef={formRef} label={`Design: ${design.name}`} className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Design name" {...field('name')} autoComplete="off" maxLength={60} />
      </div>
      {number('systemSizeKWdc', 'PV size (kWdc)', 1)}
      <SelectField label="Array" {...field('tracking')} options={TRACKING_OPTIONS} />
      {fixed && number('tiltDeg', 'Tilt (°)', 1)}
      {fixed && number('azimuthDeg', 'Azimuth (°, 180 = south)', 1)}
      {number('dcAcRatio', 'DC/AC ratio', 0.01)}
      <div className="hidden sm:block" />
      {number('batteryPowerKW', 'Battery power (kW, optional)', 1, { hint: 'Leave both battery fields blank for none.' })}
      {number('batteryEnergyKWh', 'Battery energy (kWh, optional)', 1)}
      <SubmitRow label="Save design" pendingLabel="Saving..." pending={pending} error={formError} className="sm:col-span-2" />
    </ApiForm>
  );
}
