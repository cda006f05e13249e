/**
 * Time of PV + battery co-sizing after tax (src/domain/btm/coSizing.ts) for a full hourly year:
 * `node tests/bench/btmCoSizing.ts`. Budgets: co-sizing (PV and battery, the battery's fixed cost on
 * a build/no-build binary) ≤ 10 s; the fixed system's after-tax evaluation (no sizing) ≤ 1.5 s; a
 * 15-minute year co-sized (what a job runs) ≤ 120 s.
 * Prints each solve's time and size, and a calibration loop's time (1e9 additions) to read the
 * figures against the machine; exits 1 when a budget is missed.
 *
 * The case: the bench's DOE medium office in Los Angeles at 1.5 GWh a year on PG&E E-19, with PV
 * of a clear-sky-like sine day (1 kW reference scaled to 400 kWdc), the default after-tax costs;
 * the 15-minute year holds each hour through its quarters.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import loadHighs from 'highs';
import { answerBtm } from '../../src/domain/btm/answer.ts';
import { atInterval } from '../../src/domain/btm/form.ts';
import { decodeLoadShape, scaleLoadShape } from '../../src/domain/btm/loadShapes.ts';
import { btmRequestSchema, type BtmRequestInput } from '../../src/domain/schemas/calculators/btm.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUDGET_SECONDS = { coSizing: 10, fixed: 1.5, coSizingQuarterHours: 120 };

const calibrationStart = performance.now();
let x = 0;
for (let i = 0; i < 1e9; i++) x += i;
const calibrationSeconds = (performance.now() - calibrationStart) / 1000;

const shape = decodeLoadShape(JSON.parse(readFileSync(path.join(ROOT, 'public/load-shapes/los-angeles-office.json'), 'utf8')));
const loadKW = scaleLoadShape(shape, { annualKWh: 1_500_000 });
const tariff = JSON.parse(readFileSync(path.join(ROOT, 'src/domain/btm/data/tariffs/pge-e19-2019.json'), 'utf8'));
const pvKW = Array.from({ length: 8760 }, (_, hour) => {
  const clock = hour % 24;
  return clock > 6 && clock < 18 ? 400 * 0.8 * Math.sin((Math.PI * (clock - 6)) / 12) : 0;
});
const base: BtmRequestInput = {
  intervalMinutes: 60,
  loadKW,
  pvKW,
  tariff,
  battery: { powerKW: 500, energyKWh: 2000, roundTripEfficiency: 0.88 },
};

const highs = await loadHighs();
await answerBtm(highs, btmRequestSchema.parse({ ...base, pvKW: undefined, battery: { ...base.battery, powerKW: 250, energyKWh: 1000 } })); // warm-up

const cases: [string, BtmRequestInput, number][] = [
  [
    'fixed 250 kW / 1,000 kWh + 400 kW PV, after tax',
    { ...base, battery: { ...base.battery, powerKW: 250, energyKWh: 1000 }, economics: { pv: { referenceKW: 400 } } },
    BUDGET_SECONDS.fixed,
  ],
  [
    'co-size PV ≤ 800 kW, battery ≤ 500 kW / 2,000 kWh, $25k fixed',
    {
      ...base,
      size: true,
      economics: { pv: { referenceKW: 400, maxKW: 800 }, battery: { fixedCost: 25_000, capexPerKW: 150, capexPerKWh: 300 } },
    },
    BUDGET_SECONDS.coSizing,
  ],
  [
    'co-size, $2M fixed (no battery, with the reason)',
    { ...base, size: true, economics: { pv: { referenceKW: 400, maxKW: 800 }, battery: { fixedCost: 2_000_000 } } },
    BUDGET_SECONDS.coSizing,
  ],
  [
    'co-size a 15-minute year, $25k fixed',
    {
      ...base,
      intervalMinutes: 15,
      loadKW: atInterval(loadKW, 15),
      pvKW: atInterval(pvKW, 15),
      size: true,
      economics: { pv: { referenceKW: 400, maxKW: 800 }, battery: { fixedCost: 25_000, capexPerKW: 150, capexPerKWh: 300 } },
    },
    BUDGET_SECONDS.coSizingQuarterHours,
  ],
];
let missed = false;
console.log(`calibration: 1e9 additions in ${calibrationSeconds.toFixed(2)} s (x = ${x > 0 ? 'ok' : x})`);
for (const [name, request, budget] of cases) {
  const started = performance.now();
  const answer = await answerBtm(highs, btmRequestSchema.parse(request));
  const seconds = (performance.now() - started) / 1000;
  if (seconds > budget) missed = true;
  const system = answer.system!;
  console.log(
    `${name}: ${seconds.toFixed(2)} s (budget ${budget} s); PV ${system.size.pvKW.toFixed(1)} kW, battery ${system.size.batteryKW.toFixed(1)} kW / ${system.size.batteryKWh.toFixed(1)} kWh; NPV $${Math.round(system.npv).toLocaleString('en-US')}; ${system.notes.join(' ') || 'all built'}`,
  );
}
if (missed) {
  console.log('A budget was missed.');
  process.exit(1);
}
