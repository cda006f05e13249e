import { estimateBessValue } from './finance/bess.ts';
import { estimateLandLease } from './finance/lease.ts';
import type { PpaInputs, PpaResult } from './finance/ppa.ts';
import { prescreenInterconnection } from './interconnection/prescreen.ts';
import type { SaveCalculatorRun } from './schemas/calculatorRunRequests.ts';
import type { SolarRequest } from './schemas/calculators/solar.ts';
import type { SolarResult } from './solar/production.ts';

export interface CalculatorContext {
  /** Dates the prescreen's deadlines. */
  today: Date;
  /** The solar calculator, which reads its station's weather from the server's disk. */
  solar(request: SolarRequest): Promise<SolarResult>;
  /** The PPA solve, whose yield for a state comes from the solar model. */
  ppa(request: PpaInputs): Promise<PpaResult>;
}

/**
 * A calculator's answer to validated inputs: what its own endpoint answers, and what a saved run
 * stores as its outputs (the server's, never the client's). Imported by the server only: it
 * carries every engine. A solar run keeps its monthly and annual figures, not its 8,760 hours:
 * the page recomputes them when the run is reopened.
 */
export async function runCalculator(run: SaveCalculatorRun, { today, solar, ppa }: CalculatorContext): Promise<Record<string, unknown>> {
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
  }
}
