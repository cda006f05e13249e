import loadHighs, { type Highs } from 'highs';
import { beforeAll, describe, expect, it } from 'vitest';
import { btmRequestSchema } from '../schemas/calculators/btm.ts';
import { answerBtm } from './answer.ts';
import { BUILT_TARIFF_INITIAL, builtTariff } from './form.ts';
import { billOf, calendarOf } from './model.ts';
import { tariffFormSchema, tariffFromForm } from './tariffForm.ts';
import { tariffOfRequest, urdbOf } from './urdb.ts';

let highs: Highs;
beforeAll(async () => {
  highs = await loadHighs();
});

const HOURS = 8760;
/** An office's year: 100 kW at night, 160 kW from 10:00 to 18:00. */
const loadKW = Array.from({ length: HOURS }, (_, hour) => (hour % 24 >= 10 && hour % 24 < 18 ? 160 : 100));
/** A 120 kW array's day: a sine from 06:00 to 18:00. */
const pvKW = Array.from({ length: HOURS }, (_, hour) => {
  const clock = hour % 24;
  return clock > 6 && clock < 18 ? Math.round(120 * Math.sin(((clock - 6) / 12) * Math.PI) * 1000) / 1000 : 0;
});
const tariff = urdbOf(tariffFromForm(tariffFormSchema.parse(builtTariff(BUILT_TARIFF_INITIAL))));
const request = btmRequestSchema.parse({
  intervalMinutes: 60,
  loadKW,
  tariff,
  battery: { powerKW: 50, energyKWh: 200, roundTripEfficiency: 0.9 },
});

describe('the bill with no system at all', { timeout: 30_000 }, () => {
  it('with PV, bills the load alone (no PV, no battery) beside the PV-only bill and the optimized one, month by month and for the year', async () => {
    const answer = await answerBtm(highs, { ...request, pvKW });
    const alone = billOf(tariffOfRequest(request).tariff, calendarOf(2017), 60, loadKW);
    expect(answer.months.map((month) => month.noSystem)).toEqual(alone);
    expect(answer.annual.noSystem).toBeCloseTo(
      alone.reduce((total, bill) => total + bill.total, 0),
      6,
    );
    // The PV lowers the bill, the battery lowers it again.
    expect(answer.annual.noSystem).toBeGreaterThan(answer.annual.before);
    expect(answer.annual.before).toBeGreaterThan(answer.annual.after);
  });

  it('without PV, "before" is already the bill with no system: none is added', async () => {
    const answer = await answerBtm(highs, request);
    expect(answer.annual.noSystem).toBeUndefined();
    expect(answer.months.every((month) => month.noSystem === undefined)).toBe(true);
    expect(answer.annual.before).toBeCloseTo(
      billOf(tariffOfRequest(request).tariff, calendarOf(2017), 60, loadKW).reduce((total, bill) => total + bill.total, 0),
      6,
    );
  });
});
