/*
 * Every field of an OpenEI URDB rate (API v7/v8 names), and what the optimizer does with it:
 * - modelled: priced in the bill and the optimization;
 * - read: shown with results, or read to check others;
 * - warned: changes a real bill but is not modelled: present (and not empty or zero), it adds a
 *   warning to the answer, so the bill's difference is never silent;
 * - ignored: describes who may take the rate (eligibility, voltage, sources, comments), not what it costs.
 * Refusals (a period's tiers the optimizer cannot price, units other than kW…) are urdb.ts's issues,
 * at the field. docs/calculators.md lists this table.
 */

export type UrdbFieldUse = 'modelled' | 'read' | 'warned' | 'ignored';

export const URDB_FIELDS: Readonly<Record<string, { use: UrdbFieldUse; note: string }>> = {
  label: { use: 'read', note: 'Links to the rate’s page on OpenEI' },
  name: { use: 'read', note: 'Shown with results' },
  utility: { use: 'read', note: 'Shown with results' },
  sector: { use: 'read', note: 'Shown with results' },
  startdate: { use: 'read', note: 'Shown with results' },
  enddate: { use: 'read', note: 'Shown with results' },
  energyratestructure: {
    use: 'modelled',
    note: 'Each period’s first tier (rate + adj); monthly block tiers with one adder per tier in every period (never falling) modelled, others refused',
  },
  energyweekdayschedule: { use: 'modelled', note: 'Clock hours of weekdays that are not federal holidays' },
  energyweekendschedule: { use: 'modelled', note: 'Saturdays, Sundays and observed federal holidays' },
  demandratestructure: { use: 'modelled', note: 'One price per period (tiered demand refused)' },
  demandweekdayschedule: { use: 'modelled', note: 'As the energy schedule' },
  demandweekendschedule: { use: 'modelled', note: 'As the energy schedule' },
  demandrateunit: { use: 'read', note: 'Only kW accepted' },
  flatdemandstructure: { use: 'modelled', note: 'One price per period (tiered demand refused)' },
  flatdemandmonths: { use: 'modelled', note: 'The flat demand period of each month' },
  flatdemandunit: { use: 'read', note: 'Only kW accepted' },
  fixedchargefirstmeter: { use: 'modelled', note: '$/day, $/month or $/year (a twelfth a month)' },
  fixedchargeunits: { use: 'modelled', note: 'Missing: $/month' },
  fixedmonthlycharge: { use: 'modelled', note: 'Older name, used when fixedchargefirstmeter is missing' },
  fixedchargeeaaddl: { use: 'ignored', note: 'Charge per additional meter: the site has one' },
  demandratchetpercentage: { use: 'warned', note: 'Demand ratchet (share of past peaks billed)' },
  lookbackpercent: { use: 'warned', note: 'Look-back demand ratchet' },
  lookbackrange: { use: 'warned', note: 'Look-back demand ratchet' },
  lookbackmonths: { use: 'warned', note: 'Look-back demand ratchet' },
  coincidentratestructure: { use: 'warned', note: 'Demand coincident with the utility’s peak' },
  coincidentrateschedule: { use: 'ignored', note: 'Schedule of the coincident rate, warned with it' },
  coincidentrateunit: { use: 'ignored', note: 'Unit of the coincident rate, warned with it' },
  mincharge: { use: 'warned', note: 'Minimum bill' },
  minchargeunits: { use: 'ignored', note: 'Unit of the minimum bill, warned with it' },
  minmonthlycharge: { use: 'warned', note: 'Older name of the monthly minimum bill' },
  annualmincharge: { use: 'warned', note: 'Yearly minimum bill' },
  demandreactivepowercharge: { use: 'warned', note: '$/kVAR: reactive power is not modelled' },
  demandwindow: { use: 'warned', note: 'Warned when it differs from the series’ interval' },
  fueladjustmentsmonthly: { use: 'warned', note: 'Monthly $/kWh fuel adjustments' },
  usenetmetering: { use: 'warned', note: 'The export rule is the request’s (export)' },
  dgrules: { use: 'warned', note: 'The export rule is the request’s (export)' },
  energyattrs: { use: 'warned', note: 'Free-text riders and taxes' },
  demandattrs: { use: 'warned', note: 'Free-text riders and taxes' },
  fixedattrs: { use: 'warned', note: 'Free-text riders and taxes' },
  'energyratestructure[].sell': { use: 'warned', note: 'Per-tier sell rate: the export rule is the request’s' },
  description: { use: 'ignored', note: 'Text' },
  basicinformationcomments: { use: 'ignored', note: 'Text' },
  energycomments: { use: 'ignored', note: 'Text' },
  demandcomments: { use: 'ignored', note: 'Text' },
  source: { use: 'ignored', note: 'Where URDB found the rate' },
  sourceparent: { use: 'ignored', note: 'Where URDB found the rate' },
  uri: { use: 'ignored', note: 'The rate’s page (label gives it)' },
  approved: { use: 'ignored', note: 'URDB’s review flag' },
  is_default: { use: 'ignored', note: 'URDB’s default-rate flag' },
  supercedes: { use: 'ignored', note: 'The edition this one replaces' },
  revisions: { use: 'ignored', note: 'URDB’s edit history' },
  servicetype: { use: 'ignored', note: 'Bundled or delivery only: the rate’s figures say what is charged' },
  country: { use: 'ignored', note: 'Eligibility' },
  eiaid: { use: 'ignored', note: 'The utility’s EIA id' },
  voltagecategory: { use: 'ignored', note: 'Eligibility' },
  voltageminimum: { use: 'ignored', note: 'Eligibility' },
  voltagemaximum: { use: 'ignored', note: 'Eligibility' },
  phasewiring: { use: 'ignored', note: 'Eligibility' },
  peakkwcapacitymin: { use: 'ignored', note: 'Eligibility' },
  peakkwcapacitymax: { use: 'ignored', note: 'Eligibility' },
  peakkwcapacityhistory: { use: 'ignored', note: 'Eligibility' },
  peakkwhusagemin: { use: 'ignored', note: 'Eligibility' },
  peakkwhusagemax: { use: 'ignored', note: 'Eligibility' },
  peakkwhusagehistory: { use: 'ignored', note: 'Eligibility' },
};

/** A value that says something: not missing, not empty, not zero or false, not only zeros. */
function present(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.some(present);
  if (typeof value === 'object') return Object.values(value).some(present);
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

const WARNINGS: Readonly<Record<string, (value: unknown) => string>> = {
  demandratchetpercentage: () => 'demandratchetpercentage: demand ratchets are not modelled; each month is billed on its own peaks',
  lookbackpercent: () => 'lookbackpercent: look-back demand ratchets are not modelled; each month is billed on its own peaks',
  lookbackrange: () => 'lookbackrange: look-back demand ratchets are not modelled; each month is billed on its own peaks',
  lookbackmonths: () => 'lookbackmonths: look-back demand ratchets are not modelled; each month is billed on its own peaks',
  coincidentratestructure: () => 'coincidentratestructure: coincident-peak demand charges are not modelled and not billed',
  mincharge: (value) => `mincharge: the minimum bill (${String(value)}) is not modelled; bills below it are shown as computed`,
  minmonthlycharge: (value) => `minmonthlycharge: the monthly minimum bill (${String(value)}) is not modelled`,
  annualmincharge: (value) => `annualmincharge: the yearly minimum bill (${String(value)}) is not modelled`,
  demandreactivepowercharge: () => 'demandreactivepowercharge: reactive power (kVAR) charges are not modelled and not billed',
  fueladjustmentsmonthly: () => 'fueladjustmentsmonthly: monthly fuel adjustments are not added to the energy rates',
  usenetmetering: () => 'usenetmetering: the tariff’s net-metering flag is not read; exports follow the request’s export rule',
  dgrules: (value) => `dgrules: "${String(value)}" is not read; exports follow the request’s export rule`,
  energyattrs: () => 'energyattrs: free-text energy riders and taxes are not modelled',
  demandattrs: () => 'demandattrs: free-text demand riders and taxes are not modelled',
  fixedattrs: () => 'fixedattrs: free-text fixed riders and taxes are not modelled',
};

/**
 * One warning per field that is present and changes a bill but is not modelled, in the table's
 * order. `record` is the rate in the API's names; `intervalMinutes`, when known, is the series'.
 */
export function unmodelledFieldWarnings(record: Record<string, unknown>, intervalMinutes?: number): string[] {
  // URDB's bulk export spells these in camel case (demandRatchetPercentage, minCharge…): matched without case.
  const byName = new Map(Object.entries(record).map(([key, value]) => [key.toLowerCase(), value]));
  const warnings: string[] = [];
  for (const [field, warn] of Object.entries(WARNINGS)) if (present(byName.get(field))) warnings.push(warn(byName.get(field)));
  const structure = record.energyratestructure;
  if (
    Array.isArray(structure) &&
    structure.some((tiers) => Array.isArray(tiers) && tiers.some((tier) => present((tier as { sell?: unknown })?.sell)))
  )
    warnings.push('energyratestructure: tier sell rates are not read; exports follow the request’s export rule');
  const window = byName.get('demandwindow');
  if (intervalMinutes !== undefined && typeof window === 'number' && window !== intervalMinutes)
    warnings.push(
      `demandwindow: the tariff measures demand over ${window} minutes; it is billed here on each ${intervalMinutes}-minute interval of the series`,
    );
  return warnings;
}
