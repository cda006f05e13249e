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
 * or our model's asked of the API) and the battery. Throws with every field's message at once when
 * a part cannot be made.
 */
export async function btmRequest(inputs: BtmInputs, files: BtmFiles): Promise<BtmRequestInput> {
  const problems: Problems = {};
  const { loadKW, intervalMinutes, year } = await loadSeries(inputs.load, files.load, problems);
  const tariff = await tariffOf(inputs.tariff, problems);
  const pvKW = await pvSeries(inputs.pv, files.pv, intervalMinutes, problems);
  if (Object.keys(problems).length > 0)
    throw new InvalidRequestError(Object.entries(problems).map(([path, message]) => ({ path, message })));
  const { limits, costs, withCosts, size } = inputs.battery;
  return {
    intervalMinutes,
    loadKW: loadKW!,
    ...(pvKW ? { pvKW } : {}),
    year,
    daylightSaving: inputs.tariff.daylightSaving,
    tariff: tariff!,
    battery: batteryFromForm(limits),
    ...(withCosts ? { costs: costsFromForm(costs), size } : {}),
  };
}

/** The site's load in kW at its interval, over its year: a file's, or a typical building's (hourly, over the load shapes' year). */
async function loadSeries(
  load: LoadInputs,
  file: BtmFiles['load'],
  problems: Problems,
): Promise<{ loadKW?: number[]; intervalMinutes: 60 | 15; year: number }> {
  const typicalYear = { intervalMinutes: 60, year: LOAD_SHAPE_CALENDAR_YEAR } as const;
  if (load.mode === 'file') {
    if (file) return file.content;
    problems.loadKW = 'Choose a file of interval data, or use a typical building';
    return typicalYear;
  }
  const { typical } = load;
  const annualKWh = Number(typical.annualKWh);
  if (!typical.annualKWh.trim() || !(annualKWh > 0)) {
    problems.annualKWh = 'Required: the kWh on a year of bills';
    return typicalYear;
  }
  const response = await fetch(loadShapeUrl(typical.climate as LoadShapeClimate, typical.kind as LoadShapeKind));
  if (!response.ok) throw new Error(`Could not read the load shape (${response.status})`);
  const shape = decodeLoadShape(await response.json());
  try {
    return {
      ...typicalYear,
      loadKW: scaleLoadShape(shape, { annualKWh, ...(typical.peakKW.trim() ? { peakKW: Number(typical.peakKW) } : {}) }),
    };
  } catch (error) {
    problems.peakKW = messageOf(error);
    return typicalYear;
  }
}

async function tariffOf(inputs: TariffInputs, problems: Problems): Promise<Record<string, unknown> | undefined> {
  let tariff: Record<string, unknown> | undefined;
  if (inputs.mode === 'example' && isExampleTariffId(inputs.exampleId))
    tariff = (await loadExampleTariff(inputs.exampleId)) as Record<string, unknown>;
  else if (inputs.mode === 'urdb') {
    try {
      tariff = JSON.parse(inputs.urdbText) as Record<string, unknown>;
    } catch {
      problems.tariff = inputs.urdbText.trim() ? 'Not JSON: paste the rate as OpenEI shows it (JSON), or choose its file' : 'Required';
    }
  } else if (inputs.mode === 'form') {
    const form = tariffFormSchema.safeParse(builtTariff(inputs.built));
    if (form.success) tariff = urdbOf(tariffFromForm(form.data));
    else problems.tariff = form.error.issues.map((issue) => issue.message).join('; ');
  }
  if (tariff && inputs.exportPaid)
    tariff = { ...tariff, exportPricePerKWh: inputs.exportPrice.trim() ? Number(inputs.exportPrice) : undefined };
  return tariff;
}

async function pvSeries(pv: PvInputs, file: BtmFiles['pv'], intervalMinutes: 60 | 15, problems: Problems) {
  if (pv.mode === 'file') {
    if (!file) problems.pvKW = 'Choose a file of hourly PV output, or no solar';
    else return atInterval(file.content, intervalMinutes);
  } else if (pv.mode === 'model') {
    const { model } = pv;
    const coordinates = model.latitude.trim() && model.longitude.trim();
    try {
      const solar = await calculate('solar', {
        ...(coordinates
          ? { latitude: Number(model.latitude), longitude: Number(model.longitude) }
          : model.state
            ? { state: model.state }
            : {}),
        systemSizeKWdc: Number(model.systemSizeKWdc),
        tracking: model.tracking as 'fixed' | 'single-axis',
      });
      return atInterval(solar.hourlyKW, intervalMinutes);
    } catch (error) {
      problems['pv.systemSizeKWdc'] = solarMessage(error);
    }
  }
  return undefined;
}

/** Where an issue of the request shows: under its field, the tariff's issues under the tariff, the series' under their section. */
export function fieldOfIssue(path: string): string {
  if (path.startsWith('tariff.exportPricePerKWh')) return 'tariff.exportPricePerKWh';
  if (path.startsWith('tariff')) return 'tariff';
  if (path.startsWith('loadKW')) return 'loadKW';
  if (path.startsWith('pvKW')) return 'pvKW';
  return path;
}

function solarMessage(error: unknown): string {
  const issue = /"message":"([^"]+)"/.exec(messageOf(error));
  return issue ? `Solar: ${issue[1]}` : 'Could not model the solar: check its inputs';
}
