import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { $ZodType, input, output } from 'zod/v4/core';
import { fieldErrorsOf, validateForm, type FieldErrors } from '~/browser/formErrors';
import { reportFailure } from '~/browser/session';
import { apiErrorBody, ApiRequestError } from '~/client/http';
import type { ToastInput } from '~/stores/toasts';

/**
 * What a failed call shows: a toast (for a lost session, the re-login flow instead: an
 * 'Unauthorized' toast, then sign-in), or a message in the form; `log` names the failure in the console (an expected answer, like a wrong
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
  /**
   * The form's current values in the schema's shape, for a form that keeps them in state: a message
   * then clears as its field becomes valid. A form without state is read from its fields on input.
   */
  values?: unknown;
}

/**
 * What every island form does: validates with the shared schema and shows each message under its
 * field, the first invalid field focused and in view below the sticky header; a message clears as
 * its field becomes valid (give the form's `onInput` to its <form>);
 * while the call runs the submit button reads its pending label and is disabled (`SubmitRow`);
 * the API's own 400 issues land under their fields; any other failure shows the form's failure
 * (its toast, or a message in the form), a lost session starting the re-login flow.
 */
export function useApiForm<S extends $ZodType, R>({ schema, send, failure, onSuccess, fieldOf = (path) => path, values }: Options<S, R>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  // Fields changed since their messages were shown, and the values of a form without state.
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState<unknown>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const form = useRef<HTMLFormElement | null>(null);

  // After the messages render: the first field that has one.
  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalidField(form.current);
  }, [focusRequests]);

  function showIssues(issues: FieldErrors): void {
    setErrors(mapped(issues));
    setChanged(new Set());
    setFocusRequests((count) => count + 1);
  }

  function mapped(issues: FieldErrors): FieldErrors {
    return Object.fromEntries(Object.entries(issues).map(([path, message]) => [fieldOf(path), message]));
  }

  /** On the form's input events: which field changed (and, for a form without state, its values). */
  function onInput(event: FormEvent<HTMLFormElement>): void {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string' && name in errors && !changed.has(name)) setChanged(new Set(changed).add(name));
    if (values === undefined) setTyped(formValues(event.currentTarget));
  }

  // A field changed since its message was shown says what is wrong with it now, or nothing once it
  // is valid; the others keep their message until the next submit (a new problem waits for it too).
  let shown = errors;
  if (changed.size > 0) {
    const now = validateForm(schema, values ?? typed).errors;
    const current = now ? mapped(now) : {};
    shown = Object.fromEntries(
      Object.entries(errors)
        .map(([field, message]) => [field, changed.has(field) ? current[field] : message] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
    );
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
      // Sent first: `onSuccess?.(await send(…))` would skip the call itself when there is no onSuccess.
      const result = await send(checked.data);
      onSuccess?.(result, checked.data, form.current);
    } catch (error) {
      const issues = error instanceof ApiRequestError && error.status === 400 ? apiErrorBody(error)?.issues : undefined;
      if (issues?.length) showIssues(fieldErrorsOf(issues));
      else fail(error);
    } finally {
      setPending(false);
    }
  }

  /**
   * Binds a field of a form without state by its name: spread `field(name)` for its name and
   * message and, given what the record being edited holds now, its starting text.
   */
  function field(name: Extract<keyof input<S>, string>, current?: string | null) {
    return { name, error: shown[name], ...(current !== undefined && { defaultValue: current ?? '' }) };
  }

  return { errors: shown, formError, pending, submit, onInput, field };
}

/** What useApiForm returns, for the components that draw a form around it (ApiForm, a confirmation dialog): its fields bind themselves. */
export type ApiFormState = Omit<ReturnType<typeof useApiForm>, 'field'>;

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
