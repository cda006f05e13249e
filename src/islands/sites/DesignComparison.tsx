import type { ComparisonGroup } from '~/domain/comparison';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from '~/domain/format';
import { billKey, ppaKey, productionKey } from '~/domain/sites/toolInputs';
import { SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import type { SiteAnswer } from '~/domain/sites/answer';
import type { SiteDesign } from '~/domain/sites/design';
import type { Site } from '~/domain/sites/site';
import { ComparisonTable } from '../ui/ComparisonTable';
import { formatBatteryBill, formatLcoe, formatMWh, formatPayback, formatPpaPrice, formatYield } from './SiteResults';

/** The rows of the comparison: each design's array and battery, and its production and bills when computed here and still current. */
export function designGroups(site: Pick<Site, 'designs' | 'results'>, answer: SiteAnswer | null): ComparisonGroup[] {
  const designs = site.designs;
  const row = (key: string, label: string, value: (design: SiteDesign) => string) => ({ key, label, values: designs.map(value) });
  // A row of one figure of a result, for each design: the figure, or why there is none: never computed,
  // computed before an input changed, or not in the answer at hand.
  const resultRow =
    <T,>(keyOf: (design: SiteDesign) => string, pick: (entry: SiteAnswer['designs'][number]) => T | undefined) =>
    (key: string, label: string, format: (result: T) => string) =>
      row(key, label, (design) => {
        const result = site.results[keyOf(design)];
        if (!result) return 'Not computed';
        if (result.stale) return 'Out of date';
        const entry = answer?.designs.find((each) => each.id === design.id);
        const value = entry && pick(entry);
        return value === undefined ? 'Recompute all to see' : format(value);
      });
  const productionRow = resultRow(productionKey, (entry) => entry.production);
  const billRow = resultRow(billKey, (entry) => entry.bill);
  const ppaRow = resultRow(ppaKey, (entry) => entry.ppa);
  const groups: ComparisonGroup[] = [
    {
      title: 'Array',
      rows: [
        row('size', 'PV size (kWdc)', (design) => formatNumber(design.pv.systemSizeKWdc)),
        row('tracking', 'Array', (design) => SOLAR_TRACKING_LABELS[design.pv.tracking]),
        row('tilt', 'Tilt (°)', (design) => (design.pv.tracking === 'fixed' ? formatQuantity(design.pv.tiltDeg, 1) : 'Tracks the sun')),
        row('azimuth', 'Azimuth (°)', (design) =>
          design.pv.tracking === 'fixed' ? formatQuantity(design.pv.azimuthDeg, 1) : 'North–south axis',
        ),
        row('ratio', 'DC/AC ratio', (design) => formatQuantity(design.pv.dcAcRatio, 2)),
        row('battery', 'Battery', (design) =>
          design.battery ? `${formatNumber(design.battery.powerKW)} kW / ${formatNumber(design.battery.energyKWh)} kWh` : 'None',
        ),
      ],
    },
  ];
  if (designs.some((design) => site.results[productionKey(design)]))
    groups.push({
      title: 'Production',
      rows: [
        productionRow('annual', 'Annual production', (production) => formatMWh(production.annualKWh)),
        productionRow('yield', 'Specific yield', formatYield),
        productionRow('capacity', 'AC capacity factor', (production) => formatPercent(production.capacityFactorAC)),
        ppaRow('ppa', 'PPA price, year 1', formatPpaPrice),
      ],
    });
  if (designs.some((design) => site.results[billKey(design)]))
    groups.push({
      title: 'Bills and returns',
      rows: [
        billRow('before', 'Bill, no system', (bill) => formatCurrency(bill.before)),
        billRow('withPv', 'Bill with PV', (bill) => formatCurrency(bill.withPv)),
        billRow('withBattery', 'Bill with PV and battery', formatBatteryBill),
        billRow('npv', 'Net present value', (bill) => formatCompactCurrency(bill.economics.npv)),
        billRow('payback', 'Payback', formatPayback),
        billRow('lcoe', 'LCOE of the PV', formatLcoe),
      ],
    });
  return groups;
}

/** The site's designs side by side: what differs between them, and what each produces. */
export function DesignComparison({ site, answer }: { site: Pick<Site, 'designs' | 'results'>; answer: SiteAnswer | null }) {
  return (
    <ComparisonTable
      caption={`${site.designs.length} designs compared`}
      columns={site.designs.map((design) => ({ key: design.id, header: design.name }))}
      groups={designGroups(site, answer)}
    />
  );
}
