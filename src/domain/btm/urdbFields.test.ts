import { describe, expect, it } from 'vitest';
import { readUrdbTariff } from './urdb.ts';
import { URDB_FIELDS, unmodelledFieldWarnings } from './urdbFields.ts';

const schedule = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
const rate = (extra: Record<string, unknown>) => ({
  name: 'Test',
  energyratestructure: [[{ rate: 0.1 }]],
  energyweekdayschedule: schedule,
  energyweekendschedule: schedule,
  ...extra,
});

describe('a warning for each URDB field present and not modelled', () => {
  const cases: [string, unknown, RegExp][] = [
    ['demandratchetpercentage', [0, 0, 0, 0, 0, 0.8, 0.8, 0.8, 0, 0, 0, 0], /^demandratchetpercentage: demand ratchets are not modelled/],
    ['lookbackpercent', 0.5, /^lookbackpercent: look-back demand ratchets/],
    ['lookbackrange', 11, /^lookbackrange: look-back demand ratchets/],
    ['lookbackmonths', [true, false], /^lookbackmonths: look-back demand ratchets/],
    ['coincidentratestructure', [[{ rate: 5 }]], /^coincidentratestructure: coincident-peak demand charges are not modelled/],
    ['mincharge', 25, /^mincharge: the minimum bill \(25\) is not modelled/],
    ['minmonthlycharge', 10, /^minmonthlycharge: the monthly minimum bill \(10\)/],
    ['annualmincharge', 300, /^annualmincharge: the yearly minimum bill \(300\)/],
    ['demandreactivepowercharge', 0.5, /^demandreactivepowercharge: reactive power/],
    ['fueladjustmentsmonthly', [0.01, 0.01], /^fueladjustmentsmonthly: monthly fuel adjustments/],
    ['usenetmetering', true, /^usenetmetering: .*exports follow the request’s export rule/],
    ['dgrules', 'Net Metering', /^dgrules: "Net Metering" is not read/],
    ['energyattrs', [{ Tax: '5%' }], /^energyattrs: free-text energy riders/],
    ['demandattrs', [{ Rider: 'x' }], /^demandattrs: free-text demand riders/],
    ['fixedattrs', [{ Tax: '2%' }], /^fixedattrs: free-text fixed riders/],
  ];
  it.each(cases)('%s', (field, value, warning) => {
    const { warnings } = readUrdbTariff(rate({ [field]: value }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
    expect(URDB_FIELDS[field]?.use).toBe('warned');
  });

  it('warns of tier sell rates, and of a demand window other than the series’ interval', () => {
    expect(readUrdbTariff(rate({ energyratestructure: [[{ rate: 0.1, sell: 0.03 }]] })).warnings).toEqual([
      'energyratestructure: tier sell rates are not read; exports follow the request’s export rule',
    ]);
    expect(unmodelledFieldWarnings({ demandwindow: 15 }, 60)).toEqual([
      'demandwindow: the tariff measures demand over 15 minutes; it is billed here on each 60-minute interval of the series',
    ]);
    expect(unmodelledFieldWarnings({ demandwindow: 15 }, 15)).toEqual([]);
  });

  it('stays silent for empty, zero or false fields, and reads the bulk export’s camel case', () => {
    const { warnings } = readUrdbTariff(
      rate({ demandratchetpercentage: new Array(12).fill(0), mincharge: 0, usenetmetering: false, energyattrs: [], dgrules: '' }),
    );
    expect(warnings).toEqual([]);
    expect(unmodelledFieldWarnings({ minCharge: 12, demandRatchetPercentage: [0.5] })).toHaveLength(2);
  });

  it('has every warned field of the table warn', () => {
    const warned = Object.entries(URDB_FIELDS)
      .filter(([field, { use }]) => use === 'warned' && field !== 'demandwindow' && !field.includes('[]'))
      .map(([field]) => field);
    for (const field of warned) expect(unmodelledFieldWarnings({ [field]: 1 }), field).toHaveLength(1);
  });
});
