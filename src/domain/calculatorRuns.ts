import type { CalculatorType } from './constants.ts';

/** A saved calculation (SPEC §3 Calculator run), with its inputs so it can be run again. */
export interface CalculatorRun {
  id: number;
  type: CalculatorType;
  /** ISO date-time. */
  createdAt: string;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
}
