import { useState } from 'react';
import type { CalculatorType } from '~/domain/constants';
import { apiRequest } from '~/lib/api';
import { downloadCsv, downloadJson } from '~/lib/download';
import { loginUrl } from '~/lib/protectedPage';
import { loadCurrentUser } from '~/stores/currentUser';
import { toast } from '~/stores/toasts';

interface Options {
  endpoint: string;
  type: CalculatorType;
  /** The error toast's text (SPEC §8), e.g. 'Failed to calculate PPA. Please check your inputs.' */
  failureMessage: string;
  /** Extra fields for the JSON report, e.g. solveFor for the PPA (SPEC §2). */
  reportExtras?(request: object): Record<string, unknown>;
}

export interface Calculation<Request, Result> {
  request: Request;
  result: Result;
}

/**
 * What every calculator page shares (SPEC §2 "Calculator pages"): submit to the API with a pending
 * state, the error toast, saving the run for signed-in users (failures only logged), and report
 * downloads for signed-in users ('Sign In Required' otherwise).
 */
export function useCalculator<Request extends object, Result extends object>({ endpoint, type, failureMessage, reportExtras }: Options) {
  const [calculation, setCalculation] = useState<Calculation<Request, Result>>();
  const [pending, setPending] = useState(false);

  async function calculate(request: Request): Promise<void> {
    setPending(true);
    try {
      const result = (await (await apiRequest('POST', endpoint, request)).json()) as Result;
      setCalculation({ request, result });
      void saveRun(request, result);
    } catch (error) {
      console.error(`${type} calculation failed:`, error);
      toast({ title: 'Calculation Error', description: failureMessage, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  async function saveRun(inputs: Request, outputs: Result): Promise<void> {
    if ((await loadCurrentUser()).status !== 'signed-in') return;
    try {
      await apiRequest('POST', '/api/calculators/run', { type, inputs, outputs });
    } catch (error) {
      console.error('Could not save the calculation:', error);
    }
  }

  /** Downloads the JSON report, and the CSV of the yearly table when given; signed-in users only. */
  async function download(yearlyRows?: Record<string, string | number | null>[]): Promise<void> {
    if (!calculation) return;
    if ((await loadCurrentUser()).status !== 'signed-in') {
      toast({ title: 'Sign In Required', description: 'Sign in to download your report.', action: { label: 'Sign In', href: loginUrl() } });
      return;
    }
    const stamp = new Date().toISOString();
    const name = `voltfield-${type.replace('_', '-')}-${stamp.slice(0, 10)}`;
    downloadJson(`${name}.json`, { ...reportExtras?.(calculation.request), inputs: calculation.request, outputs: calculation.result, timestamp: stamp });
    if (yearlyRows) downloadCsv(`${name}.csv`, yearlyRows);
  }

  return { calculation, pending, calculate, download };
}
