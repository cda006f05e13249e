import { useState } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import type { CalculatorType } from '~/domain/constants';
import { downloadCsv, downloadJson } from '~/lib/browser/download';
import { askToSignIn } from '~/lib/browser/session';
import { calculate, saveRun, type Calculators } from '~/lib/client/calculators';
import { loadCurrentUser } from '~/stores/currentUser';
import { useApiForm } from '../forms/useApiForm';

interface Options<S extends $ZodType, T extends CalculatorType> {
  type: T;
  /** The form's schema, in the units the form shows. */
  schema: S;
  /** The validated form as the API request (percent fields to fractions, say). */
  toRequest(data: output<S>): Calculators[T]['request'];
  /** The error toast's text (SPEC §8), e.g. 'Failed to calculate PPA. Please check your inputs.' */
  failureMessage: string;
  /** The field that shows an issue at this path (the BESS form lays its TOU rates out flat). */
  fieldOf?(path: string): string;
  /** Extra fields for the JSON report, e.g. solveFor for the PPA (SPEC §2). */
  reportExtras?(request: Calculators[T]['request']): Record<string, unknown>;
}

export interface Calculation<T extends CalculatorType> {
  request: Calculators[T]['request'];
  result: Calculators[T]['result'];
}

/**
 * What every calculator page shares (SPEC §2 "Calculator pages"): the form (useApiForm: messages,
 * 'Calculating...', the 'Calculation Error' toast), saving the run for signed-in users (failures
 * only logged), and report downloads for signed-in users ('Sign In Required' otherwise).
 */
export function useCalculator<S extends $ZodType, T extends CalculatorType>({
  type,
  schema,
  toRequest,
  failureMessage,
  fieldOf,
  reportExtras,
}: Options<S, T>) {
  const [calculation, setCalculation] = useState<Calculation<T>>();
  const form = useApiForm({
    schema,
    fieldOf,
    async send(data: output<S>): Promise<Calculation<T>> {
      const request = toRequest(data);
      return { request, result: await calculate(type, request) };
    },
    failure: { toast: { title: 'Calculation Error', description: failureMessage }, log: `${type} calculation failed` },
    onSuccess(done) {
      setCalculation(done);
      void saveIfSignedIn(done);
    },
  });

  async function saveIfSignedIn({ request, result }: Calculation<T>): Promise<void> {
    if ((await loadCurrentUser()).status !== 'signed-in') return;
    try {
      await saveRun(type, request, result);
    } catch (error) {
      console.error('Could not save the calculation:', error);
    }
  }

  /** Downloads the JSON report, and the CSV of the yearly table when given; signed-in users only. */
  async function download(yearlyRows?: Record<string, string | number | null>[]): Promise<void> {
    if (!calculation) return;
    if ((await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to download your report.');
    const stamp = new Date().toISOString();
    const name = `voltfield-${type.replace('_', '-')}-${stamp.slice(0, 10)}`;
    downloadJson(`${name}.json`, {
      ...reportExtras?.(calculation.request),
      inputs: calculation.request,
      outputs: calculation.result,
      timestamp: stamp,
    });
    if (yearlyRows) downloadCsv(`${name}.csv`, yearlyRows);
  }

  return { calculation, form, download };
}
