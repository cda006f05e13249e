import { solvePpa, type PpaArrayInputs, type PpaInputs, type PpaResult } from '../../domain/finance/ppa.ts';
import { DEFAULT_PPA_TRACKING, type SpecificYield } from '../../domain/finance/solarResource.ts';
import { PPA_SITE_FIELDS } from '../../domain/schemas/calculators/ppaSite.ts';
import { SOLAR_DEFAULTS, type SolarRequest } from '../../domain/schemas/calculators/solar.ts';
import { solarProduction, type SolarResult } from '../../domain/solar/production.ts';
import { siteOf } from '../../domain/solar/site.ts';
import { STATE_SOLAR_POINTS } from '../../domain/solar/stateSolarPoints.ts';
import { loadWeatherYear } from './weather.ts';

/**
 * The solar calculator's answer: the site's station, its typical year read from disk, the simulation; and the
 * same system on the next two stations' years, so the answer shows how much the choice of station matters.
 */
export async function solarAnswer(request: SolarRequest): Promise<SolarResult> {
  const site = siteOf(request);
  const [weather, ...alternativeWeather] = await Promise.all(
    [site.station, ...site.alternatives.map((candidate) => candidate.station)].map((station) => loadWeatherYear(station.id)),
  );
  const alternativeYields = site.alternatives.map(
    (candidate, index) =>
      solarProduction(
        request,
        { ...site, station: candidate.station, distanceKm: candidate.distanceKm, alternatives: [] },
        alternativeWeather[index]!,
      ).specificYieldKWhPerKWdc,
  );
  return solarProduction(request, site, weather!, alternativeYields);
}

/** The model on the site's own station alone: the solar answer's figures without the neighbours' yields, which a PPA does not read. */
export async function productionAtSite(request: SolarRequest): Promise<SolarResult> {
  const site = siteOf(request);
  return solarProduction(request, site, await loadWeatherYear(site.station.id));
}

/**
 * How many modelled yields are kept, the least recently used dropped first: a state's point and array
 * are a few hundred at most, and arbitrary coordinates cannot grow memory past this.
 */
export const MODELLED_YIELD_CACHE_SIZE = 256;
const modelledYields = new Map<string, Promise<SpecificYield>>();

/** Where a PPA's yield is modelled: the request's coordinates, or its state's representative point of solar installations. */
export type PpaSite = NonNullable<SpecificYield['site']>;

/** The site a PPA request names, if any: coordinates decide, as in the solar calculator; else the state's point. */
export function ppaSiteOf(request: Pick<PpaInputs, 'latitude' | 'longitude' | 'state'>): PpaSite | undefined {
  if (request.latitude !== undefined && request.longitude !== undefined)
    return { latitude: request.latitude, longitude: request.longitude, basis: 'coordinates' };
  const point = request.state && STATE_SOLAR_POINTS.find((candidate) => candidate.state === request.state);
  if (!point) return undefined;
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    basis: 'state',
    name: point.name,
    estimate: point.estimate,
    source: `${point.source}, ${point.edition}`,
  };
}

/**
 * The year-1 yield of 1 kWdc at a site, through the solar calculator's model (its station via siteOf, its
 * defaults for what the request leaves out). Kept per model input (site and array): the model takes the
 * sun at the site's own coordinates, so two sites near one station may differ.
 */
export function modelledYield(site: PpaSite, request: Pick<PpaInputs, 'state' | 'tracking'> & PpaArrayInputs): Promise<SpecificYield> {
  const array: Record<string, unknown> = { tracking: request.tracking ?? DEFAULT_PPA_TRACKING };
  // Every solar field the PPA takes reaches the model: what the solar schema adds, the PPA passes on.
  for (const field of PPA_SITE_FIELDS)
    if (field !== 'latitude' && field !== 'longitude' && request[field] !== undefined) array[field] = request[field];
  const solarRequest = {
    ...SOLAR_DEFAULTS,
    ...array,
    latitude: site.latitude,
    longitude: site.longitude,
    systemSizeKWdc: 1,
  } as SolarRequest;
  const key = JSON.stringify(solarRequest);
  let modelled = modelledYields.get(key);
  if (modelled) modelledYields.delete(key);
  else {
    modelled = productionAtSite(solarRequest).then((result): SpecificYield => {
      const { systemSizeKWdc: _size, ...system } = result.system;
      return {
        kWhPerKW: result.specificYieldKWhPerKWdc,
        source: 'model',
        ...(request.state ? { state: request.state } : {}),
        station: { id: result.station.id, name: result.station.name, distanceKm: result.station.distanceKm },
        tracking: system.tracking,
        site,
        array: { ...system, lossesPercent: result.losses.totalPercent },
      };
    });
    const settled = modelled;
    settled.catch(() => modelledYields.get(key) === settled && modelledYields.delete(key));
  }
  // Newest last: the first key is the least recently used.
  modelledYields.set(key, modelled);
  if (modelledYields.size > MODELLED_YIELD_CACHE_SIZE) modelledYields.delete(modelledYields.keys().next().value!);
  return modelled;
}

/** How many modelled yields are kept now (for tests of the bound). */
export const modelledYieldCount = () => modelledYields.size;

/** The PPA solve with the site's modelled yield when the request names a site (coordinates or a state) and no yield of its own. */
export async function solvePpaAt(request: PpaInputs): Promise<PpaResult> {
  const site = request.specificYieldKWhPerKW === undefined ? ppaSiteOf(request) : undefined;
  return solvePpa(request, site ? await modelledYield(site, request) : undefined);
}
