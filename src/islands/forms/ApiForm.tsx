import type { ReactNode, Ref } from 'react';
import { formValues, type ApiFormState } from './useApiForm';

interface Props {
  /** What useApiForm returned: the submit its values go to, and the onInput that clears messages. */
  api: Pick<ApiFormState, 'submit' | 'onInput'>;
  /** The form's accessible name. */
  label: string;
  /** What a form that keeps its values in state sends (its request); without it, the fields' values are sent. */
  values?: unknown;
  /** Sent along with the fields' values: a link's token, the page a lead came from. */
  extra?: Readonly<Record<string, unknown>>;
  /** For a form with state: useFormValues's ref, which reads what was typed before hydration. */
  formRef?: Ref<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}

/**
 * The form around useApiForm: on submit, its `values` (a form with state) or its fields' values
 * with `extra` (a form without) go to useApiForm's submit.
 */
export function ApiForm({ api, label, values, extra, formRef, className = 'flex flex-col gap-4', children }: Props) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void api.submit(event, values !== undefined ? values : { ...formValues(event.currentTarget), ...extra })}
      onInput={api.onInput}
      aria-label={label}
      className={className}
    >
      {children}
    </form>
  );
}
