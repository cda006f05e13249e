import { describe, expect, it } from 'vitest';
import type { BtmAnswer } from '~/domain/btm/answer';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { defaultDesign } from '~/domain/sites/design';
import { siteUpdateFrom } from './saveToSite';

/** What an optimizer answer changes of a site: its usage, its first design's battery (and PV size), its finance. */

const first = { ...defaultDesign(), id: 'd1', name: 'Rooftop', equipment: { moduleProductId: 4 } };
const second = { ...defaultDesign(), id: 'd2', name: 'Carport', battery: { powerKW: 50, energyKWh: 100 } };
const site = { designs: [first, second] };
const tariff = { name: 'E-19', energyratestructure: [[{ rate: 0.2 }]] };
const request = {
  intervalMinutes: 60,
  year: 2023,
  loadKW: [],
  tariff: { ...tariff, exportPricePerKWh: 0.03 },
  battery: { powerKW: 500, energyKWh: 2000 },
} as unknown as BtmRequestInput;
const answer = (battery: { powerKW: number; energyKWh: number }, system?: { pvKW: number }) =>
  ({
    battery: { ...battery, sized: true },
    ...(system ? { system: { size: { ...system, batteryKW: 0, batteryKWh: 0 } } } : {}),
  }) as unknown as BtmAnswer;

describe('an optimizer answer saved to a site', () => {
  it("reads the stored interval data, takes the tariff as a URDB record, and gives the first design the answer's battery to the watt", () => {
    const update = siteUpdateFrom(site, { request, answer: answer({ powerKW: 123.45678, energyKWh: 456.0004 }) }, 400);
    expect(update.usage).toEqual({ load: { metered: true }, tariff: { urdb: { ...tariff, exportPricePerKWh: 0.03 } } });
    expect(update.designs).toEqual([
      { ...first, pv: { ...first.pv, systemSizeKWdc: 400 }, battery: { powerKW: 123.457, energyKWh: 456 } },
      second,
    ]);
    expect(update).not.toHaveProperty('economics');
  });

  it('keeps the export price in the export rule alone; a battery of nothing is none; the PV size chosen and the finance without its sizing fields go with it', () => {
    const withEconomics = {
      ...request,
      export: { rule: 'flat', pricePerKWh: 0.05 },
      economics: {
        discountRatePercent: 7,
        pv: { capexPerW: 1.8, referenceKW: 400, maxKW: 800 },
        battery: { capexPerKWh: 300, maxKWh: 5000 },
      },
    } as unknown as BtmRequestInput;
    const update = siteUpdateFrom(site, { request: withEconomics, answer: answer({ powerKW: 0, energyKWh: 0 }, { pvKW: 612.5 }) }, 400);
    expect(update.usage).toEqual({ load: { metered: true }, tariff: { urdb: tariff }, export: { rule: 'flat', pricePerKWh: 0.05 } });
    expect(update.designs![0]).toEqual({ ...first, pv: { ...first.pv, systemSizeKWdc: 612.5 }, battery: null });
    expect(update.economics).toEqual({ discountRatePercent: 7, pv: { capexPerW: 1.8 }, battery: { capexPerKWh: 300 } });
  });

  it("leaves the design's PV as it is when the PV came from a file", () => {
    const update = siteUpdateFrom(site, { request, answer: answer({ powerKW: 10, energyKWh: 20 }) }, undefined);
    expect(update.designs![0]!.pv).toEqual(first.pv);
  });
});
