/**
 * A synthetic cloudless year for a site, for tests and benchmarks (a model's sanity, not a
 * forecast): beam by Meinel & Meinel 1976, DNI = I0·0.7^(AM^0.678); diffuse by Liu & Jordan 1960,
 * DHI = I0·cos z·(0.271 − 0.294·DNI/I0); GHI = DNI·cos z + DHI, so the three agree exactly; air at
 * 20 °C, wind 2 m/s, albedo 0.2, the standard atmosphere's pressure.
 */
import { extraterrestrialNormal, relativeAirmass } from './irradiance.ts';
import { RAD, refractionCorrection, sunYear, type Site } from './sunPosition.ts';
import { HOURS_PER_YEAR, type WeatherYear } from './weather.ts';

export function clearSkyWeatherYear(site: Site): WeatherYear {
  const sun = sunYear(site);
  const pressure = 1013.25 * Math.pow(1 - 2.25577e-5 * site.elevationM, 5.25588);
  const year: WeatherYear = {
    ghi: new Float32Array(HOURS_PER_YEAR),
    dni: new Float32Array(HOURS_PER_YEAR),
    dhi: new Float32Array(HOURS_PER_YEAR),
    tempC: new Float32Array(HOURS_PER_YEAR).fill(20),
    windMs: new Float32Array(HOURS_PER_YEAR).fill(2),
    albedo: new Float32Array(HOURS_PER_YEAR).fill(0.2),
    pressureMbar: new Float32Array(HOURS_PER_YEAR).fill(pressure),
  };
  for (let hour = 0; hour < HOURS_PER_YEAR; hour += 1) {
    const e0 = sun.geometricElevation[hour]!;
    if (Number.isNaN(e0)) continue;
    const elevation = e0 + refractionCorrection(e0, pressure, 20);
    if (elevation <= 0) continue;
    const cosZenith = Math.cos((90 - elevation) * RAD);
    const extraterrestrial = extraterrestrialNormal(Math.floor(hour / 24) + 1);
    const dni = extraterrestrial * Math.pow(0.7, Math.pow(relativeAirmass(90 - elevation), 0.678));
    const dhi = extraterrestrial * cosZenith * (0.271 - (0.294 * dni) / extraterrestrial);
    year.dni[hour] = dni;
    year.dhi[hour] = dhi;
    year.ghi[hour] = dni * cosZenith + dhi;
  }
  return year;
}
