import type { ComparisonGroup } from '~/domain/comparison';
import { formatCompactCurrency, formatCurrency, formatNumber, formatPercent, formatQuantity } from '~/domain/format';
import { SOLAR_TRACKING_LABELS } from '~/domain/schemas/calculators/tracking';
import type { DesignProduction, SiteAnswer } from '~/domain/sites/answer';
import type { SiteDesign } from '~/domain/sites/design';
import type { Site } from '~/domain/sites/site';
import type { DesignBill } from '~/domain/sites/usage';
import { ComparisonTable } from '../ui/ComparisonTable';
import { formatMWh, formatYield } from './SiteResults';

/** The rows of the comparison: each design's array and battery, and its production and bills when computed here and still current. */
export function designGroups(site: Pick<Site, 'designs' | 'results'>, answer: SiteAnswer | null): ComparisonGroup[] {
  const designs = site.designs;
  const row = (key: string, label: string, value: (design: SiteDesign) => string) => ({ key, label, values: designs.map(value) });
  // A design's result, or why the table has none: never computed, computed before an input changed, or not in the answer at hand.
  const resultOf =
    <T,>(kind: 'production' | 'bill', pick: (entry: SiteAnswer['designs'][number]) => T | undefined) =>
    (design: SiteDesign): T | string => {
      const result = site.results[`${kind}:${design.id}`];
      const entry = answer?.designs.find((each) => each.id === design.id);
      if (!result) return 'Not computed';
      if (result.stale) return 'Out of date';
      return (entry && pick(entry)) ?? 'Recompute all to see';
    };
  const computed = designs.map(resultOf('production', (entry) => entry.production));
  const bills = designs.map(resultOf('bill', (entry) => entry.bill));
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
  if (designs.some((design) => site.results[`production:${design.id}`])) {
    const value = (format: (production: DesignProduction) => string) => (_: SiteDesign, index: number) => {
      const production = computed[index]!;
      return typeof production === 'string' ? production : format(production);
    };
    groups.push({
      title: 'Production',
      rows: [
        { key: 'annual', label: 'Annual production', values: designs.map(value((production) => formatMWh(production.annualKWh))) },
        { key: 'yield', label: 'Specific yield', values: designs.map(value(formatYield)) },
        {
          key: 'capacity',
          label: 'AC capacity factor',
          values: designs.map(value((production) => formatPercent(production.capacityFactorAC))),
        },
      ],
    });
  }
  if (designs.some((design) => site.results[`bill:${design.id}`])) {
    const value = (format: (bill: DesignBill) => string) => (_: SiteDesign, index: number) => {
      const bill = bills[index]!;
      return typeof bill === 'string' ? bill : format(bill);
    };
    groups.push({
      title: 'Bills and returns',
      rows: [
        { key: 'before', label: 'Bill, no system', values: designs.map(value((bill) => formatCurrency(bill.before))) },
        { key: 'withPv', label: 'Bill with PV', values: designs.map(value((bill) => formatCurrency(bill.withPv))) },
        {
          key: 'withBattery',
          label: 'Bill with PV and battery',
          values: designs.map(value((bill) => (bill.withPvAndBattery === null ? 'No battery' : formatCurrency(bill.withPvAndBattery)))),
        },
        { key: 'npv', label: 'Net present value', values: designs.map(value((bill) => formatCompactCurrency(bill.economics.npv))) },
        {
          key: 'payback',
          label: 'Payback',
          values: designs.map(
            value((bill) =>
              bill.economics.paybackYears === null ? 'Not within the analysis' : `${formatQuantity(bill.economics.paybackYears, 1)} years`,
            ),
          ),
        },
      ],
    });
  }
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
