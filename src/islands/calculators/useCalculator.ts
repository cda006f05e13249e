import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CalculatorType } from '~/domain/constants';
import type { CalculatorForm, FormState } from '~/domain/schemas/calculators/form';
import { fromSearch, toSearch } from '~/domain/schemas/calculators/fromSearch';
import { askToSignIn } from '~/browser/session';
import { calculate, saveRun, type Calculators } from '~/client/calculators';
import { loadCurrentUser } from '~/stores/currentUser';
import { useApiForm } from '../forms/useApiForm';
import { numberFields, textFields } from '../forms/fieldBindings';
import { useFormValues } from '../forms/useFormValues';

interface Options<T extends CalculatorType> {
  type: T;
  /** The calculator's form, described in the domain: its schema and its conversions to and from the request. */
  form: CalculatorForm<CalculatorForm['schema'], Calculators[T]['request']>;
  /** The form's fields now, in the form's units. */
  state: FormState;
  /** The form element: a link's inputs are submitted through it, as a visitor's would be. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Puts the fields a link gives (the page's URL) into the form. */
  fill(fields: Record<string, string | boolean>): void;
  /** The error toast's text, e.g. 'Failed to calculate PPA. Please check your inputs.' */
  failureMessage: string;
  /** The field that shows an issue at this path (the BESS form lays its TOU rates out flat). */
  fieldOf?(path: string): string;
  /** Extra fields for the JSON report, e.g. solveFor for the PPA. */
  reportExtras?(request: Calculators[T]['request']): Record<string, unknown>;
  /** The report downloads for anyone, signed in or not (the solar page's hours, as PVWatts gives them). */
  reportForEveryone?: boolean;
}

/** A form's text fields (its switches left out): what useFormValues keeps. */
export function textOf(fields: Readonly<Record<string, string | boolean>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export interface Calculation<T extends CalculatorType> {
  request: Calculators[T]['request'];
  result: Calculators[T]['result'];
}

/**
 * What every calculator page shares: the form (useApiForm: messages that clear as fields become
 * valid, 'Calculating...', the 'Calculation Error' toast); a result, marked stale once the fields
 * no longer say what it was calculated from; the address bar, which after each result carries its
 * inputs (API units, as a saved run's link does), so a copied address reopens the same result:
 * a page opened with inputs in its URL fills them in and calculates. A signed-in user's own
 * calculation is saved (failures only logged; a link's is not saved again), and report
 * downloads are for signed-in users ('Sign In Required' otherwise) unless the page's report is
 * for everyone.
 */
export function useCalculator<T extends CalculatorType>({
  type,
  form,
  state,
  formRef,
  fill,
  failureMessage,
  fieldOf,
  reportExtras,
  reportForEveryone = false,
}: Options<T>) {
  const input = form.input(state);
  const inputKey = JSON.stringify(input);
  const [calculation, setCalculation] = useState<Calculation<T> & { inputKey: string }>();
  // What the running submission was asked from: its fields, and whether a link (not the visitor) sent it.
  const submission = useRef({ inputKey: '', fromLink: false });
  const nextFromLink = useRef(false);
  const [linkFilled, setLinkFilled] = useState(false);
  const [submits, setSubmits] = useState(0);

  const api = useApiForm({
    schema: form.schema,
    fieldOf,
    values: input,
    async send(data): Promise<Calculation<T>> {
      const request = form.request(data);
      return { request, result: await calculate(type, request) };
    },
    failure: { toast: { title: 'Calculation Error', description: failureMessage }, log: `${type} calculation failed` },
    onSuccess(done) {
      const { inputKey: from, fromLink } = submission.current;
      setCalculation({ ...done, inputKey: from });
      history.replaceState(history.state, '', `?${toSearch(done.request as Record<string, unknown>)}`);
      if (!fromLink) void saveIfSignedIn(done);
    },
  });

  // A link's inputs, once, at hydration (so the prerendered form and React's first render agree);
  // submitted once the fields hold them.
  useEffect(() => {
    const inputs = fromSearch(form.search, location.search);
    if (Object.keys(inputs).length === 0) return;
    fill(form.fill(inputs));
    setLinkFilled(true);
  }, []);
  useEffect(() => {
    if (!linkFilled) return;
    setLinkFilled(false);
    nextFromLink.current = true;
    formRef.current?.requestSubmit();
  }, [linkFilled]);

  function submit(event: FormEvent<HTMLFormElement>): void {
    submission.current = { inputKey, fromLink: nextFromLink.current };
    nextFromLink.current = false;
    setSubmits((count) => count + 1);
    void api.submit(event, input);
  }

  async function saveIfSignedIn({ request, result }: Calculation<T>): Promise<void> {
    if ((await loadCurrentUser()).status !== 'signed-in') return;
    try {
      await saveRun(type, request, result);
    } catch (error) {
      console.error('Could not save the calculation:', error);
    }
  }

  /** Downloads the JSON report, and the CSV of `rows` when given; signed-in users only, unless the report is for everyone. */
  async function download(rows?: Record<string, string | number | null>[]): Promise<void> {
    if (!calculation) return;
    if (!reportForEveryone && (await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to download your report.');
    // The file writers load when a report is asked for, not with every calculator page.
    const { downloadCsv, downloadJson } = await import('~/browser/download');
    const stamp = new Date().toISOString();
    const name = `voltfield-${type.replace('_', '-')}-${stamp.slice(0, 10)}`;
    downloadJson(`${name}.json`, {
      ...reportExtras?.(calculation.request),
      inputs: calculation.request,
      outputs: calculation.result,
      timestamp: stamp,
    });
    if (rows) downloadCsv(`${name}.csv`, rows);
  }

  const stale = calculation !== undefined && calculation.inputKey !== inputKey;
  return {
    calculation,
    /** The result shown was calculated from other inputs than the fields hold now. */
    stale,
    /** What CalculatorLayout takes from the calculation: spread it onto the layout. */
    layout: { formRef, onSubmit: submit, onInput: api.onInput, pending: api.pending, stale },
    errors: api.errors,
    /** How many times the form was submitted: tells a new message from one still shown. */
    submits,
    pending: api.pending,
    submit,
    onInput: api.onInput,
    download,
  };
}

/**
 * useCalculator for a form of text fields only (no switches): its values, adopting what was typed
 * before hydration (useFormValues), which a link's inputs fill in, and the binders of its number
 * fields (within `bounds`) and of its text fields and selects.
 */
export function useTextCalculator<T extends CalculatorType, F extends string>({
  type,
  form,
  bounds,
  failureMessage,
  reportForEveryone,
}: Pick<Options<T>, 'type' | 'form' | 'failureMessage' | 'reportForEveryone'> & {
  bounds: Readonly<Record<F, readonly [number, number]>>;
}) {
  const fields = useFormValues(textOf(form.initial));
  const calculator = useCalculator({
    type,
    form,
    state: fields.values,
    formRef: fields.formRef,
    fill: (inputs) => fields.merge(textOf(inputs)),
    failureMessage,
    reportForEveryone,
  });
  const binding = { values: fields.values, set: fields.set, errors: calculator.errors };
  return { ...fields, ...calculator, number: numberFields({ ...binding, bounds }), field: textFields(binding) };
}
