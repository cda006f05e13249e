import { estimateBessValue } from './finance/bess.ts';
import { estimateLandLease } from './finance/lease.ts';
import { solvePpa } from './finance/ppa.ts';
import { prescreenInterconnection } from './interconnection/prescreen.ts';
import type { SaveCalculatorRun } from './schemas/calculatorRunRequests.ts';

/**
 * A calculator's answer to validated inputs: what its own endpoint answers, and what a saved run
 * stores as its outputs (the server's, never the client's). `today` dates the prescreen's
 * deadlines. Imported by the server only: it carries every engine.
 */
export function runCalculator(run: SaveCalculatorRun, today: Date): Record<string, unknown> {
  switch (run.type) {
    case 'ppa_epc':
      return { ...solvePpa(run.inputs) };
    case 'land_lease':
      return { ...estimateLandLease(run.inputs) };
    case 'bess_value':
      return { ...estimateBessValue(run.inputs) };
    case 'interconnection':
      return { ...prescreenInterconnection(run.inputs, today) };
  }
}
