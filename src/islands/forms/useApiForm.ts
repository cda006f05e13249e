import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import { fieldErrorsOf, validateForm, type FieldErrors } from '~/lib/browser/formErrors';
import { reportFailure } from '~/lib/browser/session';
import { apiErrorBody, ApiRequestError } from '~/lib/client/http';
import type { ToastInput } from '~/stores/toasts';

/**
 * What a failed call shows: the spec's toast (the §8 re-login flow instead for a lost session), or a
 * message in the form; `log` names the failure in the console (an expected answer, like a wrong
 * password, is not logged).
 */
export type Failure = { log?: string } & ({ toast: ToastInput } | { inline: string | ((error: unknown) => string) });

interface Options<S extends $ZodType, R> {
  /** The shared schema, in the form's own units (the API's when they agree). */
  schema: S;
  /** The API call, given the validated values. */
  send(data: output<S>): Promise<R>;
  failure: Failure;
  onSuccess?(result: R, data: output<S>, form: HTMLFormElement): void;
  /** The field that shows an issue at this path, when the form lays fields out differently from the request. */
  fieldOf?(path: string): string;
}

/**
 * What every island form does (SPEC §2, §5, §8): validates with the shared schema and shows each
 * message under its field, the first invalid field focused and in view below the sticky header;
 * while the call runs the submit button reads its pending label and is disabled (`SubmitRow`);
 * the API's own 400 issues land under their fields; any other failure shows the form's failure
 * (the spec's toast, or a message in the form), a lost session starting the re-login flow.
 */
export function useApiForm<S extends $ZodType, R>({ schema, send, failure, onSuccess, fieldOf = (path) => path }: Options<S, R>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const form = useRef<HTMLFormElement | null>(null);

  // After the messages render: the first field that has one.
  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalidField(form.current);
  }, [focusRequests]);

  function showIssues(issues: FieldErrors): void {
    setErrors(Object.fromEntries(Object.entries(issues).map(([path, message]) => [fieldOf(path), message])));
    setFocusRequests((count) => count + 1);
  }

  function fail(error: unknown): void {
    if ('toast' in failure) return reportFailure(error, failure.toast, failure.log);
    if (failure.log) console.error(failure.log, error);
    setFormError(typeof failure.inline === 'function' ? failure.inline(error) : failure.inline);
  }

  /** Validates `values` and, when they hold, sends them. */
  async function submit(event: FormEvent<HTMLFormElement>, values: unknown): Promise<void> {
    event.preventDefault();
    form.current = event.currentTarget;
    setFormError(undefined);
    const checked = validateForm(schema, values);
    if (checked.errors) return showIssues(checked.errors);
    setErrors({});
    setPending(true);
    try {
      onSuccess?.(await send(checked.data), checked.data, form.current);
    } catch (error) {
      const issues = error instanceof ApiRequestError && error.status === 400 ? apiErrorBody(error)?.issues : undefined;
      if (issues?.length) showIssues(fieldErrorsOf(issues));
      else fail(error);
    } finally {
      setPending(false);
    }
  }

  return { errors, formError, pending, submit };
}

/** The form's values as text, by field name (for forms that keep no state of their own). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
}

/**
 * Focuses the first field marked invalid and scrolls its label, control and message to the middle
 * of the screen: a plain focus() scrolls it only as far as the top edge, under the sticky header.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  (field.closest<HTMLElement>('[data-field]') ?? field).scrollIntoView({ block: 'center' });
}
