import type { BtmAnswer } from './btm/answer.ts';
import { estimateBessValue } from './finance/bess.ts';
import { estimateLandLease } from './finance/lease.ts';
import type { PpaInputs, PpaResult } from './finance/ppa.ts';
import { prescreenInterconnection } from './interconnection/prescreen.ts';
import type { SaveCalculatorRun } from './schemas/calculatorRunRequests.ts';
import type { BtmRequest } from './schemas/calculators/btm.ts';
import type { SolarRequest } from './schemas/calculators/solar.ts';
import type { SolarResult } from './solar/production.ts';

export interface CalculatorContext {
  /** Dates the prescreen's deadlines. */
  today: Date;
  /** The solar calculator, which reads its station's weather from the server's disk. */
  solar(request: SolarRequest): Promise<SolarResult>;
  /** The PPA solve, whose yield for a state comes from the solar model. */
  ppa(request: PpaInputs): Promise<PpaResult>;
  /** The behind-the-meter optimizer, whose solver (HiGHS, WebAssembly) the server loads and times. */
  btm(request: BtmRequest): Promise<BtmAnswer>;
}

/**
 * A calculator's answer to validated inputs: what its own endpoint answers, and what a saved run
 * stores as its outputs (the server's, never the client's). Imported by the server only: it
 * carries every engine. A solar run keeps its monthly and annual figures, not its 8,760 hours:
 * the page recomputes them when the run is reopened. A behind-the-meter run keeps its months,
 * year, battery, tariff, load and PV figures (with the PV's peak), returns and solve, not its
 * dispatch (up to five series of 35,040 intervals): its inputs keep the whole load, so reopening
 * it solves it again.
 */
export async function runCalculator(
  run: SaveCalculatorRun,
  { today, solar, ppa, btm }: CalculatorContext,
): Promise<Record<string, unknown>> {
  switch (run.type) {
    case 'ppa_epc':
      return { ...(await ppa(run.inputs)) };
    case 'land_lease':
      return { ...estimateLandLease(run.inputs) };
    case 'bess_value':
      return { ...estimateBessValue(run.inputs) };
    case 'interconnection':
      return { ...prescreenInterconnection(run.inputs, today) };
    case 'solar': {
      const { hourlyKW: _hours, ...kept } = await solar(run.inputs);
      return kept;
    }
    case 'btm': {
      const { dispatch: _dispatch, ...kept } = await btm(run.inputs);
      // The PV's peak beside the load's: the saved-runs list summarises both series from these figures.
      const { pvKW } = run.inputs;
      if (!pvKW || !kept.pv) return kept;
      return { ...kept, pv: { ...kept.pv, peakKW: pvKW.reduce((peak, kW) => Math.max(peak, kW), 0) } };
    }
  }
}
