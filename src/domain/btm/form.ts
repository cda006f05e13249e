import { BESS_ECONOMICS_DEFAULTS } from '../finance/bess.ts';
import { fractionOf, numbersOf, percentOf } from '../schemas/calculators/numbers.ts';
import type { BtmRequestInput } from '../schemas/calculators/btm.ts';
import { FIRST_DAY_OF_MONTH, MONTH_NAMES } from '../typicalYear.ts';
import type { BtmAnswer } from './answer.ts';
import { intervalsPerYear, type IntervalMinutes } from './model.ts';
import { BATTERY_DEFAULTS } from './optimize.ts';
import type { TariffFormInput } from './tariffForm.ts';

/*
 * The optimizer page's form and its request, written once: the fields' text as the page opens
 * (percent where people think in percent), the request's battery, costs and a simple built
 * tariff from them, and the report's rows from an answer.
 */

export const BATTERY_FORM_INITIAL = {
  powerKW: '250',
  energyKWh: '1000',
  roundTripEfficiency: '88',
  minSocPercent: String(BATTERY_DEFAULTS.minSocPercent),
  maxSocPercent: String(BATTERY_DEFAULTS.maxSocPercent),
  initialSocPercent: String(BATTERY_DEFAULTS.initialSocPercent),
};

export const COSTS_FORM_INITIAL = {
  capexPerKWh: '350',
  capexPerKW: '0',
  itcPercent: String(BESS_ECONOMICS_DEFAULTS.itcPercent),
  omPerKWYear: String(BESS_ECONOMICS_DEFAULTS.omPerKWYear),
  degradationPercent: String(percentOf(BESS_ECONOMICS_DEFAULTS.degradationPercent)),
  analysisYears: String(BESS_ECONOMICS_DEFAULTS.analysisYears),
  discountRate: String(percentOf(BESS_ECONOMICS_DEFAULTS.discountRate)),
};

/** A simple tariff a facility manager reads off a bill: one on-peak window in a season, demand charges, a fixed charge. */
export const BUILT_TARIFF_INITIAL = {
  offPeakRate: '0.12',
  onPeakRate: '0.32',
  onPeakStart: '16',
  onPeakEnd: '21',
  seasonFirstMonth: '6',
  seasonLastMonth: '9',
  weekdaysOnly: 'yes',
  onPeakDemandRate: '18',
  flatDemandRate: '15',
  fixedMonthlyCharge: '250',
};

type Text = Readonly<Record<string, string>>;
const number = (text: string | undefined) => (text?.trim() ? Number(text) : undefined);

export function batteryFromForm(values: Text): BtmRequestInput['battery'] {
  const numbers = numbersOf(values, ['powerKW', 'energyKWh', 'roundTripEfficiency', 'minSocPercent', 'maxSocPercent', 'initialSocPercent']);
  return {
    ...numbers,
    roundTripEfficiency: numbers.roundTripEfficiency === undefined ? undefined : fractionOf(numbers.roundTripEfficiency),
  } as BtmRequestInput['battery'];
}

/** A request's battery back in the form's text (percent where the form shows percent). */
export function formOfBattery(battery: BtmRequestInput['battery']): Record<string, string> {
  const text = (value: unknown) => (typeof value === 'number' ? String(value) : undefined);
  const entries = Object.entries({
    powerKW: text(battery.powerKW),
    energyKWh: text(battery.energyKWh),
    roundTripEfficiency: typeof battery.roundTripEfficiency === 'number' ? String(percentOf(battery.roundTripEfficiency)) : undefined,
    minSocPercent: text(battery.minSocPercent),
    maxSocPercent: text(battery.maxSocPercent),
    initialSocPercent: text(battery.initialSocPercent),
  });
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function costsFromForm(values: Text): NonNullable<BtmRequestInput['costs']> {
  const numbers = numbersOf(values, [
    'capexPerKWh',
    'capexPerKW',
    'itcPercent',
    'omPerKWYear',
    'degradationPercent',
    'analysisYears',
    'discountRate',
  ]);
  return {
    ...numbers,
    degradationPercent: numbers.degradationPercent === undefined ? undefined : fractionOf(numbers.degradationPercent),
    discountRate: numbers.discountRate === undefined ? undefined : fractionOf(numbers.discountRate),
  } as NonNullable<BtmRequestInput['costs']>;
}

/** The built tariff's fields as the tariff form's input (tariffForm.ts validates it and makes the tariff). */
export function builtTariff(values: Text): TariffFormInput {
  const first = number(values.seasonFirstMonth) ?? 1;
  const last = number(values.seasonLastMonth) ?? 12;
  const months = Array.from({ length: 12 }, (_, index) => index + 1).filter((month) =>
    first <= last ? month >= first && month <= last : month >= first || month <= last,
  );
  const onPeakDemand = number(values.onPeakDemandRate);
  const flat = number(values.flatDemandRate);
  const fixed = number(values.fixedMonthlyCharge);
  return {
    name: 'Your tariff',
    periods: [
      { name: 'Off-peak', energyRate: number(values.offPeakRate) as number },
      {
        name: 'On-peak',
        energyRate: number(values.onPeakRate) as number,
        ...(onPeakDemand ? { demandRate: onPeakDemand } : {}),
        windows: [
          {
            months,
            days: values.weekdaysOnly === 'yes' ? 'weekdays' : 'all',
            start: number(values.onPeakStart) as number,
            end: number(values.onPeakEnd) as number,
          },
        ],
      },
    ],
    ...(flat ? { flatDemandRate: flat } : {}),
    ...(fixed ? { fixedCharge: { amount: fixed, per: 'month' as const } } : {}),
  };
}

/** An hourly year at a finer interval: each hour's mean kW held through its quarters. */
export function atInterval(hourlyKW: readonly number[], intervalMinutes: IntervalMinutes): number[] {
  const perHour = 60 / intervalMinutes;
  if (perHour === 1) return [...hourlyKW];
  return Array.from({ length: intervalsPerYear(intervalMinutes) }, (_, index) => hourlyKW[Math.floor(index / perHour)]!);
}

/** An interval's place in the typical year (local standard time): its month (0–11), day of the month and 'HH:MM'. */
function intervalTime(index: number, intervalMinutes: IntervalMinutes) {
  const minutes = index * intervalMinutes;
  const day = Math.floor(minutes / 1440);
  const month = FIRST_DAY_OF_MONTH.findLastIndex((first) => first <= day);
  const time = minutes % 1440;
  const clock = `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`;
  return { month, day: day - FIRST_DAY_OF_MONTH[month]! + 1, clock };
}

/** 'Aug 6 09:15' for an interval of the typical year (local standard time). */
export function intervalLabel(index: number, intervalMinutes: IntervalMinutes): string {
  const { month, day, clock } = intervalTime(index, intervalMinutes);
  return `${MONTH_NAMES[month]} ${day} ${clock}`;
}

/** The CSV report: every interval with its load, PV, battery and grid (kW; the state of charge in kWh at its end). */
export function btmReportRows(answer: BtmAnswer, loadKW: readonly number[], pvKW?: readonly number[]): Record<string, number | string>[] {
  const { dispatch, intervalMinutes } = answer;
  return loadKW.map((load, index) => {
    const { month, day, clock } = intervalTime(index, intervalMinutes);
    return {
      Month: month + 1,
      Day: day,
      'Start (local standard time)': clock,
      'Load (kW)': load,
      ...(pvKW ? { 'PV (kW)': pvKW[index]! } : {}),
      'Battery charge (kW)': dispatch.chargeKW[index]!,
      'Battery discharge (kW)': dispatch.dischargeKW[index]!,
      'State of charge (kWh)': dispatch.socKWh[index]!,
      'Grid (kW, import +)': dispatch.gridKW[index]!,
    };
  });
}

/** The weeks of the typical year a chart can show: 52 whole weeks from 1 January, and the last day on its own. */
export const WEEKS = Array.from({ length: 53 }, (_, week) => ({
  week,
  firstDay: week * 7,
  days: Math.min(7, 365 - week * 7),
}));

/** The week holding the interval where the site's grid import peaks before the battery: where the battery earns most. */
export function peakWeek(loadKW: readonly number[], pvKW: readonly number[] | undefined, intervalMinutes: IntervalMinutes): number {
  let peak = -Infinity;
  let at = 0;
  loadKW.forEach((load, index) => {
    const net = load - (pvKW?.[index] ?? 0);
    if (net > peak) [peak, at] = [net, index];
  });
  return Math.floor((at * intervalMinutes) / (1440 * 7));
}
