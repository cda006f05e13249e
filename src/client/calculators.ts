import type { BtmAnswer } from '~/domain/btm/answer';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import type { CalculatorType } from '~/domain/constants';
import type { BessResult } from '~/domain/finance/bess';
import type { PrescreenResult } from '~/domain/interconnection/prescreen';
import type { LandLeaseResult } from '~/domain/finance/lease';
import type { PpaResult } from '~/domain/finance/ppa';
import type { BessRequest } from '~/domain/schemas/calculators/bess';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import type { InterconnectionRequestInput } from '~/domain/schemas/calculators/interconnection';
import type { LandLeaseRequest } from '~/domain/schemas/calculators/landLease';
import type { PpaRequestInput } from '~/domain/schemas/calculators/ppaFull';
import type { SolarRequestInput } from '~/domain/schemas/calculators/solar';
import type { SolarResult } from '~/domain/solar/production';
import { getJson, getPage, sendJson, type Page } from './http.ts';

/** Each calculator's request and result, by saved-run type. */
export interface Calculators {
  ppa_epc: { request: PpaRequestInput; result: PpaResult };
  land_lease: { request: LandLeaseRequest; result: LandLeaseResult };
  bess_value: { request: BessRequest; result: BessResult };
  interconnection: { request: InterconnectionRequestInput; result: PrescreenResult };
  solar: { request: SolarRequestInput; result: SolarResult };
  btm: { request: BtmRequestInput; result: BtmAnswer };
}

const ENDPOINTS: Record<CalculatorType, string> = {
  ppa_epc: '/api/calculators/ppa',
  land_lease: '/api/calculators/land-lease',
  bess_value: '/api/calculators/bess',
  interconnection: '/api/calculators/interconnection',
  solar: '/api/calculators/solar',
  btm: '/api/calculators/btm',
};

/** Runs a calculator on the server (open to everyone). */
export function calculate<T extends CalculatorType>(type: T, request: Calculators[T]['request']): Promise<Calculators[T]['result']> {
  return sendJson('POST', ENDPOINTS[type], request);
}

/**
 * Saves a signed-in user's calculation (called only after the calculation succeeded). The server
 * computes the outputs itself from the inputs; they are sent too when at hand, and it ignores them.
 */
export function saveRun<T extends CalculatorType>(
  type: T,
  inputs: Calculators[T]['request'],
  outputs?: Calculators[T]['result'],
): Promise<CalculatorRun> {
  return sendJson('POST', '/api/calculators/run', outputs === undefined ? { type, inputs } : { type, inputs, outputs });
}

/** A page of the signed-in user's saved calculations, newest first, optionally of one calculator, with the count of all that match. */
export function listRuns({ type, page = 1, pageSize }: { type?: CalculatorType; page?: number; pageSize?: number } = {}): Promise<
  Page<CalculatorRun>
> {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (page > 1) query.set('page', String(page));
  if (pageSize) query.set('pageSize', String(pageSize));
  return getPage<CalculatorRun>('/api/calculators/runs', query);
}

/** Names one of the user's saved calculations (null clears the name). */
/** One of the signed-in user's saved calculations, whole (an optimizer run's year of load included). */
export function getRun(id: number): Promise<CalculatorRun> {
  return getJson(`/api/calculators/runs/${id}`);
}

export function renameRun(id: number, name: string | null): Promise<CalculatorRun> {
  return sendJson('PATCH', `/api/calculators/runs/${id}`, { name });
}

/** Deletes one of the user's saved calculations. */
export function deleteRun(id: number): Promise<void> {
  return sendJson('DELETE', `/api/calculators/runs/${id}`);
}
