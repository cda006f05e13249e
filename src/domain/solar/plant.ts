/**
 * From plane-of-array irradiance to AC power, as PVWatts v5 does (Dobos 2014, "PVWatts Version 5
 * Manual", NREL/TP-6A20-62641): cell temperature, DC power with a linear temperature coefficient,
 * system losses as one derate, and the part-load inverter efficiency curve with clipping.
 */

/**
 * PVWatts' default system losses, percent, itemised as PVWatts shows them. They combine by
 * multiplication: total = 1 − Π(1 − lᵢ) = 14.08 %.
 */
export const LOSS_ITEMS = [
  { id: 'soiling', label: 'Soiling', percent: 2 },
  { id: 'shading', label: 'Shading', percent: 3 },
  { id: 'snow', label: 'Snow', percent: 0 },
  { id: 'mismatch', label: 'Mismatch', percent: 2 },
  { id: 'wiring', label: 'Wiring', percent: 2 },
  { id: 'connections', label: 'Connections', percent: 0.5 },
  { id: 'lightInducedDegradation', label: 'Light-induced degradation', percent: 1.5 },
  { id: 'nameplate', label: 'Nameplate rating', percent: 1 },
  { id: 'age', label: 'Age', percent: 0 },
  { id: 'availability', label: 'Availability', percent: 3 },
] as const;

/** Total of loss items in percent: 100·(1 − Π(1 − lᵢ/100)). */
export function combinedLossPercent(items: readonly { percent: number }[]): number {
  return 100 * (1 - items.reduce((kept, item) => kept * (1 - item.percent / 100), 1));
}

/**
 * Sandia's open-rack glass/polymer parameters (King, Boyson & Kratochvil 2004, "Photovoltaic Array
 * Performance Model", SAND2004-3535, Table 1): a, b (s/m) and the cell–back difference ΔT at 1,000 W/m².
 */
export const SAPM_OPEN_RACK_GLASS_POLYMER = { a: -3.56, b: -0.075, deltaT: 3 } as const;

/**
 * Cell temperature by the Sandia Array Performance Model (King et al. 2004, Eq. 11–12):
 * back-of-module T_m = E·exp(a + b·WS) + T_a, cell T_c = T_m + (E/1000)·ΔT, E the incident
 * plane-of-array irradiance (W/m²), WS the wind speed at 10 m (m/s), T_a the air temperature (°C).
 * PVWatts v5 uses Fuentes 1987 instead; SAPM is chosen here for being closed-form and stateless
 * (Fuentes carries each hour's module temperature into the next and iterates within the hour),
 * with published parameters for the open-rack mounting PVWatts' default array assumes. The two
 * usually agree within a couple of degrees, about 0.5–1 % of DC power at −0.37 %/°C.
 */
export function cellTemperature(poaIrradiance: number, windMs: number, airTempC: number): number {
  const { a, b, deltaT } = SAPM_OPEN_RACK_GLASS_POLYMER;
  const moduleTemp = poaIrradiance * Math.exp(a + b * windMs) + airTempC;
  return moduleTemp + (poaIrradiance / 1000) * deltaT;
}

/**
 * DC power before losses, PVWatts v5 (Dobos 2014, DC system model): P_dc = (E_tr/1000)·P_dc0·(1 + γ(T_c − 25)),
 * E_tr the irradiance transmitted to the cells (W/m²), γ per °C. Never negative.
 */
export function dcPower(transmittedIrradiance: number, cellTempC: number, nameplateKW: number, temperatureCoefficientPerC: number): number {
  return Math.max(0, (transmittedIrradiance / 1000) * nameplateKW * (1 + temperatureCoefficientPerC * (cellTempC - 25)));
}

/** PVWatts v5's reference efficiency of the inverter curve (the curve's peak), against which the nominal efficiency scales it. */
export const INVERTER_REFERENCE_EFFICIENCY = 0.9637;

/**
 * AC power, PVWatts v5 inverter model (Dobos 2014, inverter model): with P_dc0,inv = P_ac0 / η_nom
 * and ζ = P_dc / P_dc0,inv, η = (η_nom/η_ref)·(−0.0162ζ − 0.0059/ζ + 0.9858), η_ref = 0.9637;
 * P_ac = min(η·P_dc, P_ac0), the clipping at the AC rating; 0 when the curve goes negative at
 * very low load (ζ < 0.6 %).
 */
export function inverterAcPower(dcKW: number, acRatingKW: number, nominalEfficiency: number): number {
  if (!(dcKW > 0) || !(acRatingKW > 0)) return 0;
  const dcRatingKW = acRatingKW / nominalEfficiency;
  const load = dcKW / dcRatingKW;
  const efficiency = (nominalEfficiency / INVERTER_REFERENCE_EFFICIENCY) * (-0.0162 * load - 0.0059 / load + 0.9858);
  return Math.min(acRatingKW, Math.max(0, efficiency * dcKW));
}
