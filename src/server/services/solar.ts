import type { UsState } from '../../domain/constants.ts';
import { solvePpa, type PpaInputs, type PpaResult } from '../../domain/finance/ppa.ts';
import { DEFAULT_PPA_TRACKING, type SpecificYield } from '../../domain/finance/solarResource.ts';
import { SOLAR_DEFAULTS, type SolarRequest } from '../../domain/schemas/calculators/solar.ts';
import type { SolarTracking } from '../../domain/schemas/calculators/tracking.ts';
import { solarProduction, type SolarResult } from '../../domain/solar/production.ts';
import { siteOf } from '../../domain/solar/site.ts';
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

/** 51 states × 2 arrays at most: each modelled once per process. */
const stateYields = new Map<string, Promise<SpecificYield>>();

/** A state's year-1 yield for the PPA solve: 1 kWdc at its representative station, PVWatts's defaults but the array. */
export function modelledYield(state: UsState, tracking: SolarTracking): Promise<SpecificYield> {
  const key = `${state}:${tracking}`;
  let modelled = stateYields.get(key);
  if (!modelled) {
    modelled = solarAnswer({ ...SOLAR_DEFAULTS, state, systemSizeKWdc: 1, tracking }).then((result) => ({
      kWhPerKW: result.specificYieldKWhPerKWdc,
      source: 'model' as const,
      state,
      station: { id: result.station.id, name: result.station.name },
      tracking,
    }));
    modelled.catch(() => stateYields.get(key) === modelled && stateYields.delete(key));
    stateYields.set(key, modelled);
  }
  return modelled;
}

/** The PPA solve with the site's modelled yield when the request names a state and no yield of its own. */
export async function solvePpaAt(request: PpaInputs): Promise<PpaResult> {
  const resource =
    request.specificYieldKWhPerKW === undefined && request.state
      ? await modelledYield(request.state, request.tracking ?? DEFAULT_PPA_TRACKING)
      : undefined;
  return solvePpa(request, resource);
}
