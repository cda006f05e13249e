import { PRESCREEN_TECHNOLOGY_LABELS, type CalculatorType } from './constants.ts';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from './format.ts';
import { formatEnergy, formatPower } from './formatEnergy.ts';

/**
 * What a saved run's inputs and outputs are called, in which unit and format: the labels of the
 * calculator's own page (its form and its result), so a comparison reads as the page does. Money
 * in whole dollars, prices per kWh to four decimals, rates the form takes in percent shown in
 * percent. A field with no entry here is not shown: a raw field path or an unrounded figure never
 * reaches the screen.
 */

type Values = Record<string, unknown>;

export interface RunField {
  /** Unique within its calculator. */
  key: string;
  label: string;
  /** The figure as the page shows it, or undefined when this run has none. */
  value(inputs: Values, outputs: Values): string | undefined;
}

function at(values: Values, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Values)[key] : undefined;
  return value;
}

function numberAt(values: Values, path: string): number | undefined {
  const value = at(values, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function textAt(values: Values, path: string): string | undefined {
  const value = at(values, path);
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** A number of the run's inputs or of its outputs, at `key`, formatted; nothing where the run has none. */
const figureOf =
  (side: 'inputs' | 'outputs') =>
  (key: string, label: string, format: (value: number) => string): RunField => ({
    key,
    label,
    value: (inputs, outputs) => {
      const value = numberAt(side === 'inputs' ? inputs : outputs, key);
      return value === undefined ? undefined : format(value);
    },
  });
const input = figureOf('inputs');
const output = figureOf('outputs');

/** A number as the form shows it (up to `decimals`). */
const plain =
  (decimals = 2) =>
  (value: number) =>
    formatQuantity(value, decimals);
/** A fraction the form shows in percent: 0.065 → "6.5". */
const asPercent = (value: number) => formatQuantity(value * 100, 2);
/** Whole dollars; a figure that rounds to zero reads $0, never -$0. */
const dollars = (value: number) => formatCurrency(Math.round(value) || 0);
const perYear = (value: number) => `${dollars(value)}/yr`;
const perKWh = (value: number) => `${formatCurrency(value, 4)}/kWh`;
const months = (value: number) => `${formatQuantity(value, 1)} months`;

function choice(key: string, label: string, labels: Record<string, string>, missing?: string): RunField {
  return {
    key,
    label,
    value: (inputs) => {
      const value = textAt(inputs, key);
      return value === undefined ? missing : (labels[value] ?? value);
    },
  };
}

function text(key: string, label: string, missing?: string): RunField {
  return { key, label, value: (inputs) => textAt(inputs, key) ?? missing };
}

function yesNo(key: string, label: string): RunField {
  return { key, label, value: (inputs) => (at(inputs, key) === true ? 'Yes' : 'No') };
}

/** "None" where the figure is null (an IRR that does not exist), nothing where its section is absent. */
function orNone(section: string, key: string, label: string, format: (value: number) => string): RunField {
  return {
    key: `${section}.${key}`,
    label,
    value: (_, outputs) => {
      const parent = at(outputs, section);
      if (parent === null || typeof parent !== 'object') return undefined;
      const value = numberAt(outputs, `${section}.${key}`);
      return value === undefined ? 'None' : format(value);
    },
  };
}

const PPA_INPUTS: RunField[] = [
  choice('solveFor', 'Solve for', { ppa: 'PPA price', epc: 'EPC price' }),
  input('systemSizeMW', 'System Size (MW)', plain(3)),
  input('epcPricePerW', 'EPC Price ($/W)', plain()),
  input('targetPPA', 'Target PPA ($/kWh)', plain(4)),
  input('wacc', 'WACC (%)', asPercent),
  input('itcPercent', 'ITC (%)', plain()),
  input('omCostPerKWYear', 'O&M Cost ($/kW-yr)', plain()),
  input('degradationPercent', 'Degradation (%/yr)', asPercent),
  input('termYears', 'Term (years)', plain(0)),
  input('escalationPercent', 'PPA Escalation (%/yr)', asPercent),
  text('state', 'Project location (solar resource)', 'US average'),
  input('specificYieldKWhPerKW', 'Solar resource (kWh/kWdc)', plain(0)),
  choice('taxMode', 'Model', { 'pre-tax': 'Pre-tax, unlevered', 'after-tax': 'After-tax, single owner' }, 'Pre-tax, unlevered'),
  input('omEscalationPercent', 'O&M escalation (%/yr)', asPercent),
  input('otherCapexPerW', 'Other capex ($/W)', plain()),
  input('propertyTaxAndInsurancePercent', 'Property tax + insurance (% of capex/yr)', asPercent),
  input('inflationRate', 'Inflation (%/yr)', asPercent),
  input('landLeasePerYear', 'Land lease ($/yr)', dollars),
  input('landLeaseEscalationPercent', 'Land lease escalation (%/yr)', asPercent),
  input('federalTaxRate', 'Federal tax rate (%)', asPercent),
  input('stateTaxRate', 'State tax rate (%)', asPercent),
  choice('incentive', 'Tax credit', { itc: 'ITC', ptc: 'PTC' }),
  input('ptcPerKWh', 'PTC ($/kWh, year 1)', plain(4)),
  input('bonusDepreciationPercent', 'Bonus depreciation (%)', plain()),
  input('creditTransferPrice', 'Credit transfer price ($ per $1)', plain()),
  input('debt.dscr', 'DSCR', plain()),
  input('debt.tenorYears', 'Debt tenor (years)', plain(0)),
  input('debt.interestRate', 'Interest rate (%)', asPercent),
  input('targetEquityIrr', 'Target equity IRR (%)', asPercent),
];

const PPA_OUTPUTS: RunField[] = [
  {
    key: 'viable',
    label: 'Viable at this price',
    value: (_, outputs) => (outputs.viable === true ? 'Yes' : outputs.viable === false ? 'No' : undefined),
  },
  output('ppaPrice', 'PPA price, year 1', perKWh),
  output('maxEpcPrice', 'EPC price', (value) => `${formatCurrency(value, 2)}/W`),
  output('lcoe', 'Nominal LCOE ($/kWh)', (value) => formatCurrency(value, 4)),
  output('lcoeReal', "Real LCOE ($/kWh, today's dollars)", (value) => formatCurrency(value, 4)),
  output('annualProduction', 'Annual production', formatEnergy),
  output('netCapex', 'Net capex', dollars),
  {
    key: 'breakeven',
    label: 'Breakeven',
    value: (_, outputs) => {
      if (outputs.viable !== true) return undefined;
      const year = numberAt(outputs, 'breakeven');
      return year === undefined ? 'Beyond the term' : `Year ${year}`;
    },
  },
  output('specificYield.kWhPerKW', 'Solar resource', (value) => `${formatNumber(value)} kWh/kWdc per year`),
  orNone('afterTax', 'projectIrr', 'Project IRR', (value) => formatPercent(value, 2)),
  output('afterTax.npv', 'Project NPV', dollars),
  output('afterTax.debt.amount', 'Debt', dollars),
  orNone('afterTax', 'equityIrr', 'Equity IRR', (value) => formatPercent(value, 2)),
];

const LEASE_SCENARIOS = [
  ['conservative', 'Conservative'],
  ['likely', 'Likely'],
  ['aggressive', 'Aggressive'],
] as const;

const LEASE_INPUTS: RunField[] = [
  input('acres', 'Total acres', plain()),
  input('distanceToSubstation', 'Distance to substation (miles)', plain()),
  text('state', 'State'),
  text('address', 'Property address'),
];

const LEASE_OUTPUTS: RunField[] = [
  ...LEASE_SCENARIOS.flatMap(([key, label]) => [
    output(`${key}.perAcre`, label, (value) => `${formatCurrency(value)}/acre`),
    output(`${key}.total`, `${label}, total`, perYear),
  ]),
  output('usableAcres', 'Usable acres', plain()),
  { key: 'basis', label: 'Basis', value: (_, outputs) => textAt(outputs, 'assumptions.basis') },
];

/**
 * A battery's cost side beyond its installed cost (schemas/calculators/batteryEconomics.ts): at the
 * top of a BESS run's inputs, under `costs.` in a behind-the-meter run's.
 */
const batteryEconomicsInputs = (prefix: '' | 'costs.'): RunField[] => [
  input(`${prefix}itcPercent`, 'ITC (%)', plain()),
  input(`${prefix}omPerKWYear`, 'O&M ($/kW-yr)', plain()),
  input(`${prefix}degradationPercent`, 'Capacity fade (%/yr)', asPercent),
  input(`${prefix}analysisYears`, 'Analysis period (years)', plain(0)),
  input(`${prefix}discountRate`, 'Discount rate (%)', asPercent),
];

const BESS_INPUTS: RunField[] = [
  input('batteryCapacityKW', 'Battery power (kW)', plain()),
  input('batteryCapacityKWh', 'Battery energy (kWh)', plain()),
  input('demandChargeRate', 'Demand charge ($/kW-month)', plain()),
  input('cyclesPerMonth', 'Cycles per month', plain()),
  input('touRates.peak', 'Peak rate ($/kWh)', plain(4)),
  input('touRates.offPeak', 'Off-peak rate ($/kWh)', plain(4)),
  input('roundTripEfficiency', 'Round-trip efficiency (%)', asPercent),
  yesNo('includeResilience', 'Include resilience value'),
  input('dischargeWindowHours', 'Discharge window (hours)', plain()),
  input('capexPerKWh', 'Installed cost ($/kWh)', plain()),
  ...batteryEconomicsInputs(''),
];

/** A battery's returns, as the BESS estimator and the optimizer both report them (`economics`, the BESS cost side). */
const STORAGE_RETURNS: RunField[] = [
  output('economics.npv', 'NPV', dollars),
  orNone('economics', 'irr', 'IRR', (value) => formatPercent(value)),
  {
    key: 'economics.paybackYear',
    label: 'Payback',
    value: (_, outputs) => {
      const years = numberAt(outputs, 'economics.assumptions.analysisYears');
      if (years === undefined) return undefined;
      const year = numberAt(outputs, 'economics.paybackYear');
      return year === undefined ? `Beyond year ${years}` : `Year ${year}`;
    },
  },
  output('economics.netCapex', 'Net capex', dollars),
];

const BESS_OUTPUTS: RunField[] = [
  output('total.annual', 'Total annual value', perYear),
  output('demandReduction.annual', 'Demand charge reduction', perYear),
  output('arbitrage.annual', 'Energy arbitrage', perYear),
  output('resilience.annual', 'Resilience value', perYear),
  ...STORAGE_RETURNS,
];

const PRESCREEN_INPUTS: RunField[] = [
  text('state', 'State'),
  { key: 'region', label: 'Grid region', value: (_, outputs) => textAt(outputs, 'region.name') },
  choice('technology', 'Technology', PRESCREEN_TECHNOLOGY_LABELS),
  input('systemSizeMW', 'System size (MW AC)', plain()),
  input('distanceToSubstationMiles', 'Distance to substation (miles)', plain()),
  input('interconnectionVoltageKV', 'Line voltage (kV)', plain()),
  input('substationAvailableMW', 'Available capacity (MW)', plain()),
  input('queuedAheadMW', 'Queued ahead (MW)', plain()),
];

const PRESCREEN_OUTPUTS: RunField[] = [
  { key: 'process', label: 'Process', value: (_, outputs) => textAt(outputs, 'process.name') },
  output('timeline.typicalMonths', 'Request to operation, typically', months),
  {
    key: 'timeline.range',
    label: 'Request to operation, range',
    value: (_, outputs) => {
      const low = numberAt(outputs, 'timeline.lowMonths');
      const high = numberAt(outputs, 'timeline.highMonths');
      return low === undefined || high === undefined ? undefined : `${formatQuantity(low, 1)}–${formatQuantity(high, 1)} months`;
    },
  },
  {
    key: 'odds',
    label: 'Reached operation',
    value: (_, outputs) => {
      const share = numberAt(outputs, 'odds.completionPct');
      return share === undefined
        ? undefined
        : `${at(outputs, 'odds.lowerBound') === true ? 'over ' : ''}${formatQuantity(share, 1)}% of requests`;
    },
  },
  {
    key: 'upgradeCost',
    label: 'Network upgrade cost',
    value: (_, outputs) => {
      if (at(outputs, 'upgradeCost.available') === false) return 'No public figure';
      const low = numberAt(outputs, 'upgradeCost.low');
      const high = numberAt(outputs, 'upgradeCost.high');
      return low === undefined || high === undefined ? undefined : `${formatCompactCurrency(low)} – ${formatCompactCurrency(high)}`;
    },
  },
  {
    key: 'genTie',
    label: 'Gen-tie or feeder extension',
    value: (_, outputs) => {
      const total = numberAt(outputs, 'genTie.total');
      if (total === undefined) return undefined;
      const low = numberAt(outputs, 'genTie.low.total');
      if (low !== undefined && total > 0) return `${formatCompactCurrency(low)} – ${formatCompactCurrency(total)}`;
      return total === 0 ? '$0' : formatCompactCurrency(total);
    },
  },
  output('voltage.kV', 'Voltage', (value) => `${formatQuantity(value, 2)} kV`),
];

const SOLAR_INPUTS: RunField[] = [
  input('latitude', 'Latitude', plain(4)),
  input('longitude', 'Longitude', plain(4)),
  text('state', 'State', 'From coordinates'),
  input('systemSizeKWdc', 'System size (kWdc)', plain(1)),
  choice('tracking', 'Array', { fixed: 'Fixed tilt', 'single-axis': 'Single-axis tracking' }, 'Fixed tilt'),
  input('tiltDeg', 'Tilt (°)', plain(1)),
  input('azimuthDeg', 'Azimuth (°)', plain(1)),
  input('gcr', 'Ground coverage ratio', plain(2)),
  input('rotationLimitDeg', 'Rotation limit (±°)', plain(0)),
  input('dcAcRatio', 'DC/AC ratio', plain(2)),
  input('lossesPercent', 'System losses (%)', plain(2)),
  input('moduleTempCoeffPercentPerC', 'Temperature coefficient (%/°C)', plain(2)),
];

const SOLAR_OUTPUTS: RunField[] = [
  output('annualKWh', 'Annual energy', (value) => formatEnergy(value)),
  output('specificYieldKWhPerKWdc', 'Specific yield', (value) => `${formatNumber(Math.round(value))} kWh/kWdc`),
  output('capacityFactorDC', 'Capacity factor (DC, PVWatts convention)', (value) => formatPercent(value, 1)),
  output('capacityFactorAC', 'Capacity factor (AC)', (value) => formatPercent(value, 1)),
  output('peakKW', 'Peak output', (value) => `${formatNumber(Math.round(value))} kW`),
  { key: 'station', label: 'Weather station', value: (_, outputs) => textAt(outputs, 'station.name') },
];

/**
 * A behind-the-meter run: its series are summarised by the optimizer's own figures (the load and
 * PV of the outputs), the tariff by the name the URDB reader found, the battery as asked and as
 * chosen (equal unless the run sized it).
 */
const BTM_INPUTS: RunField[] = [
  input('intervalMinutes', 'Interval (minutes)', plain(0)),
  output('load.annualKWh', 'Annual load', formatEnergy),
  output('load.peakKW', 'Peak load', formatPower),
  output('pv.annualKWh', 'Solar (annual)', formatEnergy),
  { key: 'tariff.name', label: 'Tariff', value: (_, outputs) => textAt(outputs, 'tariff.name') },
  {
    key: 'tariff.exportPricePerKWh',
    label: 'Export price ($/kWh)',
    value: (_, outputs) => {
      if (at(outputs, 'tariff') === undefined) return undefined;
      const price = numberAt(outputs, 'tariff.exportPricePerKWh');
      return price === undefined ? 'Not paid' : formatQuantity(price, 5);
    },
  },
  input('battery.powerKW', 'Battery power (kW)', plain()),
  input('battery.energyKWh', 'Battery energy (kWh)', plain()),
  input('battery.roundTripEfficiency', 'Round-trip efficiency (%)', asPercent),
  input('battery.minSocPercent', 'Minimum state of charge (%)', plain()),
  input('battery.maxSocPercent', 'Maximum state of charge (%)', plain()),
  input('battery.initialSocPercent', 'Initial state of charge (%)', plain()),
  yesNo('size', 'Size the battery'),
  input('costs.capexPerKWh', 'Installed cost ($/kWh)', plain()),
  input('costs.capexPerKW', 'Power cost ($/kW)', plain()),
  ...batteryEconomicsInputs('costs.'),
  input('year', 'Calendar year', String),
];

const BTM_OUTPUTS: RunField[] = [
  output('annual.savings', 'Bill savings', perYear),
  output('annual.before', 'Bill without the battery', perYear),
  output('annual.after', 'Bill with the battery', perYear),
  {
    key: 'battery',
    label: 'Battery',
    value: (_, outputs) => {
      const kW = numberAt(outputs, 'battery.powerKW');
      const kWh = numberAt(outputs, 'battery.energyKWh');
      if (kW === undefined || kWh === undefined) return undefined;
      const size = `${formatQuantity(kW, 1)} kW / ${formatQuantity(kWh, 1)} kWh`;
      return at(outputs, 'battery.sized') === true ? `${size} (sized)` : size;
    },
  },
  ...STORAGE_RETURNS,
];

/** Each calculator's fields, in the order its page shows them. */
export const RUN_FIELDS: Readonly<Record<CalculatorType, { inputs: readonly RunField[]; outputs: readonly RunField[] }>> = {
  ppa_epc: { inputs: PPA_INPUTS, outputs: PPA_OUTPUTS },
  land_lease: { inputs: LEASE_INPUTS, outputs: LEASE_OUTPUTS },
  bess_value: { inputs: BESS_INPUTS, outputs: BESS_OUTPUTS },
  interconnection: { inputs: PRESCREEN_INPUTS, outputs: PRESCREEN_OUTPUTS },
  solar: { inputs: SOLAR_INPUTS, outputs: SOLAR_OUTPUTS },
  btm: { inputs: BTM_INPUTS, outputs: BTM_OUTPUTS },
};

/** One part of a run's summary line; runs compared side by side are told apart by the parts that differ. */
export interface SummaryPart {
  key: string;
  text: string;
}

/** What tells one run of a calculator from another at a glance: its size and mode, then where. */
export function summaryParts(type: CalculatorType, inputs: Values): SummaryPart[] {
  const parts: (SummaryPart | undefined)[] = [];
  const part = (key: string, value: string | undefined) => parts.push(value === undefined ? undefined : { key, text: value });
  const number = (path: string) => numberAt(inputs, path);
  switch (type) {
    case 'ppa_epc': {
      const size = number('systemSizeMW');
      part('size', size === undefined ? undefined : `${formatQuantity(size, 3)} MW`);
      const mode = textAt(inputs, 'solveFor');
      part('mode', mode === 'epc' ? 'Solve for EPC' : mode === 'ppa' ? 'Solve for PPA' : undefined);
      if (Object.keys(inputs).length > 0) part('model', textAt(inputs, 'taxMode') === 'after-tax' ? 'After-tax' : 'Pre-tax');
      part('state', textAt(inputs, 'state'));
      break;
    }
    case 'land_lease': {
      const acres = number('acres');
      const miles = number('distanceToSubstation');
      part('size', acres === undefined ? undefined : `${formatQuantity(acres)} acres`);
      part('state', textAt(inputs, 'state'));
      part('distance', miles === undefined ? undefined : `${formatQuantity(miles, 1)} mi to substation`);
      break;
    }
    case 'bess_value': {
      const kW = number('batteryCapacityKW');
      const kWh = number('batteryCapacityKWh');
      const cycles = number('cyclesPerMonth');
      part('size', kW === undefined || kWh === undefined ? undefined : `${formatNumber(kW)} kW / ${formatNumber(kWh)} kWh`);
      part('cycles', cycles === undefined ? undefined : `${formatQuantity(cycles)} cycles/month`);
      part('resilience', at(inputs, 'includeResilience') === true ? 'With resilience' : undefined);
      break;
    }
    case 'interconnection': {
      const size = number('systemSizeMW');
      const technology = textAt(inputs, 'technology');
      part('size', size === undefined ? undefined : `${formatQuantity(size, 1)} MW`);
      part(
        'technology',
        technology === undefined
          ? undefined
          : (PRESCREEN_TECHNOLOGY_LABELS[technology as keyof typeof PRESCREEN_TECHNOLOGY_LABELS] ?? technology),
      );
      part('state', textAt(inputs, 'state'));
      break;
    }
    case 'solar': {
      const size = number('systemSizeKWdc');
      part('size', size === undefined ? undefined : `${formatNumber(size)} kWdc`);
      part('tracking', textAt(inputs, 'tracking') === 'single-axis' ? 'Single-axis' : 'Fixed');
      const latitude = number('latitude');
      const longitude = number('longitude');
      part(
        'site',
        latitude !== undefined && longitude !== undefined
          ? `${formatQuantity(latitude, 2)}, ${formatQuantity(longitude, 2)}`
          : textAt(inputs, 'state'),
      );
      break;
    }
    case 'btm': {
      const kW = number('battery.powerKW');
      const kWh = number('battery.energyKWh');
      const minutes = number('intervalMinutes');
      part('size', kW === undefined || kWh === undefined ? undefined : `${formatNumber(kW)} kW / ${formatNumber(kWh)} kWh`);
      part('sizing', at(inputs, 'size') === true ? 'Sized' : undefined);
      part('interval', minutes === 15 ? '15-minute' : minutes === 60 ? 'Hourly' : undefined);
      part('tariff', textAt(inputs, 'tariff.name'));
      break;
    }
  }
  return parts.filter((value): value is SummaryPart => value !== undefined);
}
