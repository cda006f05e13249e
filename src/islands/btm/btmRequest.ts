import { ILLUSTRATIVE_EXPORT_TABLE } from '~/domain/btm/exampleExportTable';
import { isExampleTariffId, loadExampleTariff } from '~/domain/btm/exampleTariffs';
import { atInterval, batteryFromForm, builtTariff, costsFromForm } from '~/domain/btm/form';
import type { LoadFileResult } from '~/domain/btm/loadFile';
import {
  decodeLoadShape,
  LOAD_SHAPE_CALENDAR_YEAR,
  loadShapeUrl,
  scaleLoadShape,
  type LoadShapeClimate,
  type LoadShapeKind,
} from '~/domain/btm/loadShapes';
import { tariffFormSchema, tariffFromForm } from '~/domain/btm/tariffForm';
import { urdbOf } from '~/domain/btm/urdb';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { solarRequestSchema, type SolarRequestInput } from '~/domain/schemas/calculators/solar';
import { calculate } from '~/client/calculators';
import type { BtmInputs, LoadInputs, PvInputs, TariffInputs } from './btmInputs';
import type { Uploaded } from './useUploadedFile';
import { InvalidRequestError, messageOf } from './useOptimizerWorker';

/** The files the form was given: the site's interval data, and another model's hours of PV output. */
export interface BtmFiles {
  load: Uploaded<LoadFileResult> | null;
  pv: Uploaded<number[]> | null;
}

/** A message by the request's path of the field it is about. */
type Problems = Record<string, string>;

/**
 * The request the form makes: the load (a file's, or a typical building's fetched and scaled),
 * the tariff (an example's, pasted URDB JSON, or one built in the form), the solar hours (a file's,
 * or our model's asked of the API) and the battery. What the form can tell by itself is checked
 * first, so that a request it would refuse is never sent; throws with every field's message at once
 * when a part cannot be made.
 */
export async function btmRequest(inputs: BtmInputs, files: BtmFiles): Promise<BtmRequestInput> {
  const problems: Problems = {};
  const annualKWh = typicalUseOf(inputs.load, files.load, problems);
  const pastedTariff = pastedTariffOf(inputs.tariff, problems);
  const solar = solarRequestOf(inputs.pv, files.pv, problems);
  throwIfAny(problems);

  const { loadKW, intervalMinutes, year } = await loadSeries(inputs.load, files.load, annualKWh, problems);
  const tariff = await tariffOf(inputs.tariff, pastedTariff);
  const pvKW = await pvSeries(inputs.pv, files.pv, solar, intervalMinutes, problems);
  throwIfAny(problems);
  const { limits, costs, withCosts, size } = inputs.battery;
  const { economics } = inputs;
  const pvModelKW = pvKW && inputs.pv.mode === 'model' ? Number(inputs.pv.model.systemSizeKWdc) : undefined;
  return {
    intervalMinutes,
    loadKW: loadKW!,
    ...(pvKW ? { pvKW } : {}),
    year,
    daylightSaving: inputs.tariff.daylightSaving,
    tariff: tariff!,
    export: exportOf(inputs.tariff),
    gridCharging: inputs.battery.gridCharging,
    battery: batteryFromForm(limits),
    ...(withCosts ? { costs: costsFromForm(costs), size } : {}),
    ...(economics.enabled
      ? {
          // Loaded with the request, not the page: most requests have no economics.
          economics: (await import('~/domain/btm/economicsForm')).economicsFromForm(economics.values, pvModelKW),
          size: economics.coSize || (withCosts && size),
        }
      : {}),
  };
}

function throwIfAny(problems: Problems) {
  if (Object.keys(problems).length > 0)
    throw new InvalidRequestError(Object.entries(problems).map(([path, message]) => ({ path, message })));
}

/** The typical building's annual use, once it is a number of kWh; an interval file, once one is chosen. */
function typicalUseOf(load: LoadInputs, file: BtmFiles['load'], problems: Problems): number | undefined {
  if (load.mode === 'file') {
    if (!file) problems.loadKW = 'Choose a file of interval data, or use a typical building';
    return undefined;
  }
  const annualKWh = Number(load.typical.annualKWh);
  if (!load.typical.annualKWh.trim() || !(annualKWh > 0)) problems.annualKWh = 'Required: the kWh on a year of bills';
  return annualKWh;
}

/** The site's load in kW at its interval, over its year: a file's, or a typical building's (hourly, over the load shapes' year). */
async function loadSeries(
  load: LoadInputs,
  file: BtmFiles['load'],
  annualKWh: number | undefined,
  problems: Problems,
): Promise<{ loadKW?: number[]; intervalMinutes: 60 | 15; year: number }> {
  const typicalYear = { intervalMinutes: 60, year: LOAD_SHAPE_CALENDAR_YEAR } as const;
  if (load.mode === 'file') return file!.content;
  const { typical } = load;
  const response = await fetch(loadShapeUrl(typical.climate as LoadShapeClimate, typical.kind as LoadShapeKind));
  if (!response.ok) throw new Error(`Could not read the load shape (${response.status})`);
  const shape = decodeLoadShape(await response.json());
  try {
    return {
      ...typicalYear,
      loadKW: scaleLoadShape(shape, { annualKWh: annualKWh!, ...(typical.peakKW.trim() ? { peakKW: Number(typical.peakKW) } : {}) }),
    };
  } catch (error) {
    problems.peakKW = messageOf(error);
    return typicalYear;
  }
}

/** A tariff pasted as URDB JSON, or built in the form: read here (an example's is loaded with its code). */
function pastedTariffOf(inputs: TariffInputs, problems: Problems): Record<string, unknown> | undefined {
  if (inputs.mode === 'urdb') {
    try {
      return JSON.parse(inputs.urdbText) as Record<string, unknown>;
    } catch {
      problems.tariff = inputs.urdbText.trim() ? 'Not JSON: paste the rate as OpenEI shows it (JSON), or choose its file' : 'Required';
    }
  } else if (inputs.mode === 'form') {
    const form = tariffFormSchema.safeParse(builtTariff(inputs.built));
    if (form.success) return urdbOf(tariffFromForm(form.data));
    problems.tariff = form.error.issues.map((issue) => issue.message).join('; ');
  }
  return undefined;
}

async function tariffOf(inputs: TariffInputs, pasted: Record<string, unknown> | undefined): Promise<Record<string, unknown> | undefined> {
  let tariff = pasted;
  if (inputs.mode === 'example' && isExampleTariffId(inputs.exampleId))
    tariff = (await loadExampleTariff(inputs.exampleId)) as Record<string, unknown>;
  return tariff;
}

/** The request's export rule from the form; a blank figure is sent as missing, for the API to name. */
export function exportOf(inputs: TariffInputs): BtmRequestInput['export'] {
  const figure = (text: string) => (text.trim() ? Number(text) : undefined) as number;
  switch (inputs.exportRule) {
    case 'none':
      return { rule: 'none' };
    case 'flat':
      return { rule: 'flat', pricePerKWh: figure(inputs.exportPrice) };
    case 'net-metering':
      return { rule: 'net-metering', nonBypassablePerKWh: figure(inputs.nonBypassable), trueUp: inputs.trueUp };
    case 'net-billing-table':
      return { rule: 'net-billing', table: ILLUSTRATIVE_EXPORT_TABLE };
  }
}

/**
 * What our solar model is asked, once the API's own schema takes it (a site, as coordinates or a
 * state, and the array's size): its messages under their fields, and nothing sent.
 */
function solarRequestOf(pv: PvInputs, file: BtmFiles['pv'], problems: Problems): SolarRequestInput | undefined {
  if (pv.mode === 'file' && !file) problems.pvKW = 'Choose a file of hourly PV output, or no solar';
  if (pv.mode !== 'model') return undefined;
  const { model } = pv;
  const number = (text: string) => (text.trim() ? Number(text) : undefined);
  const coordinates = Boolean(model.latitude.trim() || model.longitude.trim());
  // Coordinates decide where the site is; the state is used without them.
  const request = {
    latitude: number(model.latitude),
    longitude: number(model.longitude),
    state: coordinates ? undefined : model.state || undefined,
    systemSizeKWdc: number(model.systemSizeKWdc),
    tracking: model.tracking,
  };
  const parsed = solarRequestSchema.safeParse(request);
  if (parsed.success) return request as SolarRequestInput;
  for (const issue of parsed.error.issues) problems[`pv.${issue.path.join('.')}`] ??= issue.message;
  return undefined;
}

/** The solar hours at the load's interval: a file's, or our model's (asked of the API). */
async function pvSeries(
  pv: PvInputs,
  file: BtmFiles['pv'],
  solar: SolarRequestInput | undefined,
  intervalMinutes: 60 | 15,
  problems: Problems,
) {
  if (pv.mode === 'file') return atInterval(file!.content, intervalMinutes);
  if (pv.mode !== 'model' || !solar) return undefined;
  try {
    return atInterval((await calculate('solar', solar)).hourlyKW, intervalMinutes);
  } catch (error) {
    problems['pv.systemSizeKWdc'] = solarMessage(error);
    return undefined;
  }
}

/** The section of the form whose inputs a message (by the field it shows under) is about. */
export function sectionOfField(field: string): keyof BtmInputs | undefined {
  if (field === 'loadKW' || field === 'annualKWh' || field === 'peakKW') return 'load';
  if (field === 'tariff' || field.startsWith('tariff.') || field.startsWith('export.')) return 'tariff';
  if (field === 'pvKW' || field.startsWith('pv.')) return 'pv';
  if (field.startsWith('battery.') || field.startsWith('costs.') || field === 'size') return 'battery';
  if (field.startsWith('economics.')) return 'economics';
  return undefined;
}

/** Where an issue of the request shows: under its field, the tariff's issues under the tariff, the series' under their section. */
export function fieldOfIssue(path: string): string {
  if (path.startsWith('export.')) return path;
  if (path.startsWith('tariff')) return 'tariff';
  if (path.startsWith('loadKW')) return 'loadKW';
  if (path.startsWith('pvKW')) return 'pvKW';
  return path;
}

function solarMessage(error: unknown): string {
  const issue = /"message":"([^"]+)"/.exec(messageOf(error));
  return issue ? `Solar: ${issue[1]}` : 'Could not model the solar: check its inputs';
}
