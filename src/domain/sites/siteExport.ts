import { toCsv, type CsvCell } from '../csv.ts';
import type { SiteAnswer } from './answer.ts';
import type { Site } from './site.ts';

/**
 * A site's figures as data (GET /api/sites/{id}/export.json and export.csv): the answer its report
 * carries, for a spreadsheet or another program. The CSV is one figure a row, as computed, dollars to
 * the cent (a bill's last digits are the solver's tolerance, not money), in the one CSV writer
 * (src/domain/csv.ts), which neutralises the names users type.
 */

export const SITE_EXPORT_FIELDS = ['section', 'design', 'metric', 'value', 'unit'] as const;
export type SiteExportRow = Record<(typeof SITE_EXPORT_FIELDS)[number], CsvCell>;

type ExportedSite = Pick<
  Site,
  'id' | 'name' | 'latitude' | 'longitude' | 'state' | 'zip' | 'designs' | 'interconnection' | 'land' | 'usage' | 'economics'
>;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "voltfield-site-12.csv", "voltfield-site-12.json". */
export const siteExportFileName = (site: Pick<Site, 'id'>, format: 'csv' | 'json') => `voltfield-site-${site.id}.${format}`;

/** The JSON export: the site's inputs (no owner, no share or result state) and the answer, with when it was written. */
export function siteExportJson(site: ExportedSite, answer: SiteAnswer, generatedAt: Date) {
  const { id, name, latitude, longitude, state, zip, designs, interconnection, land, usage, economics } = site;
  return {
    site: { id, name, latitude, longitude, state, zip, designs, interconnection, land, usage, economics },
    answer,
    generatedAt: generatedAt.toISOString(),
  };
}

/** One row per figure: the site, each design's production and (with usage) bills and returns, the prescreen, the lease, the warnings. */
export function siteExportRows(site: ExportedSite, answer: SiteAnswer): SiteExportRow[] {
  const rows: SiteExportRow[] = [];
  const toCents = (value: CsvCell) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value);
  // Dollar amounts to the cent; a price per kWh (a fraction of a cent matters) as computed.
  const row = (section: string, design: string, metric: string, value: CsvCell, unit = '') =>
    rows.push({ section, design, metric, value: (unit.startsWith('USD') && unit !== 'USD/kWh' ? toCents(value) : value) ?? '', unit });

  row('site', '', 'Name', site.name);
  row('site', '', 'State', site.state);
  if (site.zip) row('site', '', 'ZIP code', site.zip);
  row('site', '', 'Latitude', site.latitude, '°');
  row('site', '', 'Longitude', site.longitude, '°');

  for (const { name, production, ppa, bill } of answer.designs) {
    row('production', name, 'Annual production', production.annualKWh, 'kWh');
    row('production', name, 'Specific yield', production.specificYieldKWhPerKWdc, 'kWh/kWdc');
    row('production', name, 'Capacity factor (AC)', production.capacityFactorAC, 'fraction');
    production.monthlyKWh.forEach((kWh, month) => row('production', name, `${MONTH_NAMES[month]} production`, kWh, 'kWh'));
    row('production', name, 'Weather station', `${production.station.name} (${production.station.state}), TMY3 ${production.station.id}`);
    row('production', name, 'Weather station distance', production.station.distanceKm, 'km');
    if (ppa) {
      // Empty when the PPA calculator cannot price it: the reason is among the warnings.
      row('ppa', name, 'PPA price, year 1 (after tax)', ppa.pricePerKWh, 'USD/kWh');
      row('ppa', name, 'PPA escalation', ppa.escalation, 'fraction/yr');
      row('ppa', name, 'PPA term', ppa.termYears, 'years');
    }
    if (bill) {
      row('bill', name, 'Tariff', bill.tariff);
      row('bill', name, 'Year-1 bill with no system', bill.before, 'USD');
      row('bill', name, 'Year-1 bill with PV', bill.withPv, 'USD');
      if (bill.withPvAndBattery !== null) row('bill', name, 'Year-1 bill with PV and battery', bill.withPvAndBattery, 'USD');
      row('economics', name, 'NPV (after tax)', bill.economics.npv, 'USD');
      // Empty when there is none: no IRR, or no payback within the analysis.
      row('economics', name, 'IRR (after tax)', bill.economics.irr, 'fraction');
      row('economics', name, 'Payback', bill.economics.paybackYears, 'years');
      row('economics', name, 'Capex', bill.economics.capex, 'USD');
      if (bill.economics.lcoe !== undefined) row('economics', name, 'LCOE of the PV (after tax)', bill.economics.lcoe, 'USD/kWh');
    }
  }

  const { interconnection, landLease } = answer;
  if (interconnection) {
    row('interconnection', '', 'Region', interconnection.region.name);
    row('interconnection', '', 'Process', interconnection.process.name);
    row('interconnection', '', 'Timeline (low)', interconnection.timeline.lowMonths, 'months');
    row('interconnection', '', 'Timeline (typical)', interconnection.timeline.typicalMonths, 'months');
    row('interconnection', '', 'Timeline (high)', interconnection.timeline.highMonths, 'months');
    const cost = interconnection.upgradeCost;
    if (cost.available) {
      row('interconnection', '', 'Network upgrade cost (low)', cost.low, 'USD');
      row('interconnection', '', 'Network upgrade cost (high)', cost.high, 'USD');
    }
  }
  if (landLease)
    for (const scenario of ['conservative', 'likely', 'aggressive'] as const)
      row('land lease', '', `Rent per acre (${scenario})`, landLease[scenario].perAcre, 'USD/acre/yr');
  for (const warning of answer.warnings) row('warnings', '', 'Warning', warning);
  return rows;
}

/** The CSV export: a header, then siteExportRows. */
export function siteExportCsv(site: ExportedSite, answer: SiteAnswer): string {
  return toCsv(SITE_EXPORT_FIELDS, siteExportRows(site, answer));
}
