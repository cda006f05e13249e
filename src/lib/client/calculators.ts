import type { CalculatorRun } from '~/domain/calculatorRuns';
import type { CalculatorType } from '~/domain/constants';
import type { BessResult } from '~/domain/finance/bess';
import type { PrescreenResult } from '~/domain/interconnection/prescreen';
import type { LandLeaseResult } from '~/domain/finance/lease';
import type { PpaResult } from '~/domain/finance/ppa';
import type { BessRequest } from '~/domain/schemas/calculators/bess';
import type { InterconnectionRequestInput } from '~/domain/schemas/calculators/interconnection';
import type { LandLeaseRequest } from '~/domain/schemas/calculators/landLease';
import type { PpaRequestInput } from '~/domain/schemas/calculators/ppaFull';
import { getJson, sendJson } from './http.ts';

/** Each calculator's request and result, by saved-run type. */
export interface Calculators {
  ppa_epc: { request: PpaRequestInput; result: PpaResult };
  land_lease: { request: LandLeaseRequest; result: LandLeaseResult };
  bess_value: { request: BessRequest; result: BessResult };
  interconnection: { request: InterconnectionRequestInput; result: PrescreenResult };
}

const ENDPOINTS: Record<CalculatorType, string> = {
  ppa_epc: '/api/calculators/ppa',
  land_lease: '/api/calculators/land-lease',
  bess_value: '/api/calculators/bess',
  interconnection: '/api/calculators/interconnection',
};

/** Runs a calculator on the server (open to everyone). */
export function calculate<T extends CalculatorType>(type: T, request: Calculators[T]['request']): Promise<Calculators[T]['result']> {
  return sendJson('POST', ENDPOINTS[type], request);
}

/** Saves a signed-in user's calculation (SPEC §7: only after a success). */
export function saveRun<T extends CalculatorType>(
  type: T,
  inputs: Calculators[T]['request'],
  outputs: Calculators[T]['result'],
): Promise<CalculatorRun> {
  return sendJson('POST', '/api/calculators/run', { type, inputs, outputs });
}

/** The signed-in user's saved calculations, newest first. */
export function listRuns(): Promise<CalculatorRun[]> {
  return getJson<CalculatorRun[]>('/api/calculators/runs');
}
