/**
 * Time per call of the calculator engines (src/domain/finance), the code every calculator request
 * runs. Warms up first so the JIT has compiled the hot path, then reports the median of several
 * timed batches. Run by `npm run bench`; `--no-solvers` skips it.
 */
import { estimateBessValue } from '../../src/domain/finance/bess.ts';
import { estimateLandLease } from '../../src/domain/finance/lease.ts';
import { solvePpa } from '../../src/domain/finance/ppa.ts';

const PPA = {
  systemSizeMW: 5,
  epcPricePerW: 1.2,
  wacc: 0.065,
  itcPercent: 30,
  omCostPerKWYear: 25,
  degradationPercent: 0.005,
  termYears: 25,
  escalationPercent: 0.025,
  solveFor: 'ppa' as const,
};
const LEASE = { acres: 100, distanceToSubstation: 2.5, state: 'TX' };
const BESS = {
  batteryCapacityKW: 5000,
  batteryCapacityKWh: 20000,
  demandChargeRate: 15,
  touRates: { peak: 0.25, offPeak: 0.08 },
  roundTripEfficiency: 0.9,
  cyclesPerMonth: 22,
  includeResilience: true,
};

function microsecondsPerCall(run: () => unknown, calls = 20_000, batches = 7): number {
  let sink: unknown;
  for (let i = 0; i < calls; i += 1) sink = run(); // warm-up
  const timings: number[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) sink = run();
    timings.push(((performance.now() - started) * 1000) / calls);
  }
  if (sink === undefined) throw new Error('unreachable'); // keeps the result alive
  return timings.sort((a, b) => a - b)[Math.floor(batches / 2)]!;
}

export function benchSolvers(): { name: string; microseconds: number; targetMicroseconds?: number }[] {
  return [
    { name: 'PPA: solve for price (25-year table)', microseconds: microsecondsPerCall(() => solvePpa(PPA)), targetMicroseconds: 50 },
    {
      name: 'PPA: solve for EPC',
      microseconds: microsecondsPerCall(() => solvePpa({ ...PPA, solveFor: 'epc', targetPPA: 0.08 })),
      targetMicroseconds: 50,
    },
    {
      name: 'PPA after-tax: solve for price',
      microseconds: microsecondsPerCall(() => solvePpa({ ...PPA, taxMode: 'after-tax' }), 5_000),
      targetMicroseconds: 50,
    },
    {
      name: 'PPA after-tax levered: solve for price',
      microseconds: microsecondsPerCall(
        () => solvePpa({ ...PPA, taxMode: 'after-tax', debt: { dscr: 1.3, tenorYears: 18, interestRate: 0.06 }, targetEquityIrr: 0.1 }),
        5_000,
      ),
      targetMicroseconds: 50,
    },
    {
      name: 'PPA after-tax levered: solve for EPC',
      microseconds: microsecondsPerCall(
        () =>
          solvePpa({
            ...PPA,
            taxMode: 'after-tax',
            solveFor: 'epc',
            targetPPA: 0.08,
            debt: { dscr: 1.3, tenorYears: 18, interestRate: 0.06 },
            targetEquityIrr: 0.1,
          }),
        5_000,
      ),
      targetMicroseconds: 50,
    },
    { name: 'Land lease estimate', microseconds: microsecondsPerCall(() => estimateLandLease(LEASE)) },
    { name: 'BESS value', microseconds: microsecondsPerCall(() => estimateBessValue(BESS)) },
  ];
}
