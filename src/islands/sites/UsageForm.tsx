import { EXAMPLE_TARIFFS, type ExampleTariffId } from '~/domain/btm/exampleTariffs';
import { LOAD_SHAPE_KINDS } from '~/domain/btm/loadShapes';
import { SYSTEM_COST_DEFAULTS } from '~/domain/finance/cashFlow';
import { BTM_ECONOMICS_BOUNDS } from '~/domain/schemas/calculators/btmEconomics';
import { updateSiteSchema, type UpdateSiteRequest } from '~/domain/schemas/sites';
import type { Site } from '~/domain/sites/site';
import { formatEnergy, formatPower } from '~/domain/formatEnergy';
import { isMeteredLoad, SITE_ANNUAL_KWH_BOUNDS, type MeteredLoad, type ReferenceLoad, type SiteEconomics } from '~/domain/sites/usage';
import { updateSite } from '~/client/sites';
import { ApiForm } from '../forms/ApiForm';
import { SelectField } from '../forms/SelectField';
import { SubmitRow } from '../forms/SubmitRow';
import { numberFields, textFields } from '../forms/fieldBindings';
import { useApiForm } from '../forms/useApiForm';
import { useFormValues } from '../forms/useFormValues';

const B = BTM_ECONOMICS_BOUNDS;
const NUMBER_BOUNDS = {
  annualKWh: SITE_ANNUAL_KWH_BOUNDS,
  pvCapexPerW: B.pvCapexPerW,
  batteryCapexPerKWh: B.batteryCapexPerKWh,
  itcPercent: B.itcPercent,
  discountRatePercent: B.discountRatePercent,
  tariffEscalationPercent: B.tariffEscalationPercent,
  analysisYears: B.analysisYears,
};
type UsageText = Record<keyof typeof NUMBER_BOUNDS | 'kind' | 'tariff', string>;

/** The tariff an API client gave as a URDB record, which this form keeps as it is. */
const URDB = 'urdb';
/** The interval data stored with the site, which this form keeps (or trades for a reference building). */
const METERED = 'metered';

/** "meter-2024.csv: 1,234 MWh a year, peak 456 kW, hourly, 2023" */
export function meteredLoadText(load: MeteredLoad): string {
  const interval = load.intervalMinutes === 60 ? 'hourly' : '15-minute';
  return `${load.name}: ${formatEnergy(load.annualKWh)} a year, peak ${formatPower(load.peakKW)}, ${interval}, ${load.year}`;
}
const KIND_OPTIONS = LOAD_SHAPE_KINDS.map((kind) => ({ value: kind.id, label: kind.label }));

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberOf = (text: string) => (text.trim() ? Number(text) : undefined);

/** The site's load, tariff and finance as the form's text; blank finance fields stand for the defaults. */
export function usageText(site: Pick<Site, 'usage' | 'economics'>): UsageText {
  const { usage, economics } = site;
  const reference = usage && !isMeteredLoad(usage.load) ? usage.load : undefined;
  return {
    kind: usage && isMeteredLoad(usage.load) ? METERED : (reference?.kind ?? 'office'),
    annualKWh: textOf(reference?.annualKWh),
    tariff: !usage ? '' : 'example' in usage.tariff ? usage.tariff.example : URDB,
    pvCapexPerW: textOf(economics?.pv?.capexPerW),
    batteryCapexPerKWh: textOf(economics?.battery?.capexPerKWh),
    itcPercent: textOf(economics?.pv?.itcPercent),
    discountRatePercent: textOf(economics?.discountRatePercent),
    tariffEscalationPercent: textOf(economics?.tariffEscalationPercent),
    analysisYears: textOf(economics?.analysisYears),
  };
}

/**
 * The form's text as the PATCH request: the usage when a tariff is chosen (no tariff clears it),
 * the finance fields given over what the site had (one ITC for PV and battery alike), or null when
 * the site then has none. The export rule and a URDB record given through the API are kept.
 */
export function usageRequest(site: Pick<Site, 'usage' | 'economics'>, text: UsageText) {
  const usage: UpdateSiteRequest['usage'] = text.tariff
    ? {
        ...site.usage,
        load:
          text.kind === METERED ? { metered: true } : { kind: text.kind as ReferenceLoad['kind'], annualKWh: numberOf(text.annualKWh)! },
        tariff: text.tariff === URDB && site.usage ? site.usage.tariff : { example: text.tariff as ExampleTariffId },
      }
    : null;
  const itcPercent = numberOf(text.itcPercent);
  const economics: SiteEconomics = {
    ...site.economics,
    pv: { ...site.economics?.pv, capexPerW: numberOf(text.pvCapexPerW), itcPercent },
    battery: { ...site.economics?.battery, capexPerKWh: numberOf(text.batteryCapexPerKWh), itcPercent },
    discountRatePercent: numberOf(text.discountRatePercent),
    tariffEscalationPercent: numberOf(text.tariffEscalationPercent),
    analysisYears: numberOf(text.analysisYears),
  };
  const given = (value: unknown): boolean =>
    value !== undefined && (typeof value !== 'object' || value === null || Object.values(value).some(given));
  return { usage, economics: given(economics) ? economics : null };
}

/** A stored URDB record by its own name, when it has one. */
function urdbLabel(urdb: Record<string, unknown>): string {
  return typeof urdb.name === 'string' && urdb.name.trim()
    ? `Saved tariff: ${urdb.name.trim().slice(0, 80)}`
    : 'The URDB record given through the API';
}

/** Where the API's message for a field of the request shows: under the form's field. */
function fieldOf(path: string): string {
  if (path.startsWith('usage.tariff')) return 'tariff';
  if (path === 'economics.pv.capexPerW') return 'pvCapexPerW';
  if (path === 'economics.battery.capexPerKWh') return 'batteryCapexPerKWh';
  if (/^economics\.(pv|battery)\.itc/.test(path)) return 'itcPercent';
  if (path.startsWith('usage.load.metered')) return 'kind';
  return path.replace(/^(usage\.load|economics)\./, '');
}

/** The load, the tariff and the finance the site's bills and economics come from. */
export function UsageForm({ site, onSaved }: { site: Site; onSaved(site: Site): void }) {
  const { values, set, formRef } = useFormValues(usageText(site));
  const request = usageRequest(site, values);
  const { errors, pending, formError, ...api } = useApiForm({
    schema: updateSiteSchema,
    send: (data) => updateSite(site.id, data),
    failure: { toast: { title: 'Error', description: 'Failed to save the load and tariff. Please try again.', variant: 'destructive' } },
    onSuccess: onSaved,
    fieldOf,
    values: request,
  });
  const field = textFields({ values, set, errors });
  const number = numberFields({ values, set, errors, bounds: NUMBER_BOUNDS });
  const d = SYSTEM_COST_DEFAULTS;
  const metered = site.usage && isMeteredLoad(site.usage.load) ? site.usage.load.metered : undefined;
  const kindOptions = metered ? [{ value: METERED, label: `Your interval data: ${metered.name}` }, ...KIND_OPTIONS] : KIND_OPTIONS;
  const tariffOptions = [
    ...EXAMPLE_TARIFFS.map((tariff) => ({ value: tariff.id, label: tariff.title })),
    ...(site.usage && 'urdb' in site.usage.tariff ? [{ value: URDB, label: urdbLabel(site.usage.tariff.urdb) }] : []),
  ];
  return (
    <ApiForm api={api} values={request} formRef={formRef} label="Load, tariff and finance">
      <SelectField
        label="Tariff"
        {...field('tariff')}
        options={tariffOptions}
        placeholder="No tariff: skip the bills"
        hint="Real commercial rates from the Utility Rate Database, one edition each."
      />
      <SelectField
        label={metered ? 'Load' : 'Building (reference load shape)'}
        {...field('kind')}
        options={kindOptions}
        hint={
          metered && values.kind === METERED ? meteredLoadText(metered) : 'A reference building, or interval data saved from the optimizer.'
        }
      />
      {values.kind !== METERED &&
        number('annualKWh', 'Annual consumption (kWh)', 1000, { hint: 'The reference building is scaled to this year of energy.' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {number('pvCapexPerW', `PV cost ($/W, default ${d.pv.capexPerW})`, 0.01)}
        {number('batteryCapexPerKWh', `Battery cost ($/kWh, default ${d.battery.capexPerKWh})`, 1)}
        {number('itcPercent', `Investment tax credit (%, default ${d.pv.itcPercent})`, 1)}
        {number('discountRatePercent', `Discount rate (%, default ${d.discountRatePercent})`, 0.1)}
        {number('tariffEscalationPercent', `Tariff escalation (%/yr, default ${d.tariffEscalationPercent})`, 0.1)}
        {number('analysisYears', `Analysis (years, default ${d.analysisYears})`, 1)}
      </div>
      <SubmitRow label="Save load and tariff" pendingLabel="Saving..." pending={pending} error={formError} />
    </ApiForm>
  );
}
