import { describe, expect, it } from 'vitest';
import type { Product } from '../products.ts';
import { defaultDesign, type SiteDesign } from './design.ts';
import { designRfq } from './designRfq.ts';

/** The rule that turns a site's design into RFQ lines: whole catalog units, the named product or the rule's, each line traced to the design. */

function product(
  id: number,
  category: Product['category'],
  facets: Record<string, unknown>,
  price: string | null,
  unitPrice?: string,
): Product {
  return {
    id,
    name: `Product ${id}`,
    manufacturer: 'Maker',
    model: `M${id}`,
    category,
    price,
    unitType: 'each',
    specifications: {},
    datasheetUrl: `/api/products/${id}/datasheet.pdf`,
    facets: { category, ...facets } as Product['facets'],
    unitPrice: unitPrice ? { amount: unitPrice, per: category === 'storage' ? 'kWh' : 'W' } : null,
    leadTimeWeeks: null,
  };
}

const catalog = {
  modules: [
    product(1, 'solar_modules', { powerW: 550 }, '165.00', '0.3000'),
    // The cheapest per watt: chosen unless the design names another.
    product(2, 'solar_modules', { powerW: 620 }, '167.40', '0.2700'),
    product(3, 'solar_modules', { powerW: 720 }, null),
  ],
  inverters: [
    product(10, 'inverters', { acPowerKW: 4600 }, '200000.00', '0.0435'),
    product(11, 'inverters', { acPowerKW: 350 }, '20000.00', '0.0571'),
    product(12, 'inverters', { acPowerKW: 250 }, '15000.00', '0.0600'),
  ],
  storage: [
    product(20, 'storage', { usableEnergyKWh: 257, powerKW: 125 }, '60000.00', '233.4630'),
    product(21, 'storage', { usableEnergyKWh: 5016, powerKW: 2500 }, null),
  ],
};
const site = { id: 7, name: 'Phoenix roof' };

describe('a design as an RFQ', () => {
  it('asks the cheapest module per watt in whole modules for the DC size and the inverter that gives the AC size with the least to spare, each line saying where it came from', () => {
    // 1,000 kWdc at DC/AC 1.2: 833.3 kW AC. 1,000,000 W ÷ 620 W = 1,612.9 → 1,613 modules;
    // inverters: 3 × 350 = 1,050 kW, 4 × 250 = 1,000 kW (less to spare: chosen), 1 × 4,600 kW.
    const rfq = designRfq(site, defaultDesign(), catalog);
    expect(rfq.projectName).toBe('Phoenix roof: Design 1');
    expect(rfq.lines.map(({ part, line }) => [part, line.product.id, line.units])).toEqual([
      ['modules', 2, 1613],
      ['inverters', 12, 4],
    ]);
    expect(rfq.lines[0]!.specifications).toBe(
      'Site "Phoenix roof", Design 1: PV modules for 1,000 kWdc: 1,613 × 620 W units for 1,000 kWdc, rounded up to whole units.',
    );
    expect(rfq.lines[1]!.specifications).toBe(
      'Site "Phoenix roof", Design 1: Inverters for 833 kW AC (DC/AC ratio 1.2): 4 × 250 kW units for 833 kW, rounded up to whole units.',
    );
    expect(rfq.notes.split('\n')[0]).toBe(
      'From the site "Phoenix roof" (site #7), Design 1: 1,000 kWdc of PV, fixed at 20° facing 180°, DC/AC 1.2.',
    );
  });

  it('takes the products a design names, and its battery in whole units of the closest catalog battery', () => {
    const design: SiteDesign = {
      ...defaultDesign(),
      battery: { powerKW: 500, energyKWh: 1000 },
      equipment: { moduleProductId: 1, inverterProductId: 10 },
    };
    const rfq = designRfq(site, design, catalog);
    // 1,000,000 W ÷ 550 W = 1,818.2 → 1,819; one 4,600 kW inverter; 1,000 kWh ÷ 257 = 3.9 → 4 units (500 kW ÷ 125 = 4 as well).
    expect(rfq.lines.map(({ part, line }) => [part, line.product.id, line.units])).toEqual([
      ['modules', 1, 1819],
      ['inverters', 10, 1],
      ['battery', 20, 4],
    ]);
    expect(rfq.lines[2]!.specifications).toContain(
      'Battery storage for 500 kW / 1,000 kWh: 4 × 257 kWh units for 1,000 kWh, rounded up to whole units.',
    );
  });

  it('says in the notes what no catalog product fits, instead of a line', () => {
    const rfq = designRfq(site, { ...defaultDesign(), battery: { powerKW: 500, energyKWh: 1000 } }, { ...catalog, storage: [] });
    expect(rfq.lines.map(({ part }) => part)).toEqual(['modules', 'inverters']);
    expect(rfq.notes).toContain('Battery storage for 500 kW / 1,000 kWh: no catalog product fits; please propose one.');
  });
});
