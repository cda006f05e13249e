import type { ReactNode } from 'react';
import { formValues, type ApiFormState } from './useApiForm';

interface Props {
  /** What useApiForm returned: the submit its values go to, and the onInput that clears messages. */
  api: Pick<ApiFormState, 'submit' | 'onInput'>;
  /** The form's accessible name. */
  label: string;
  /** Sent along with the fields' values: a link's token, the page a lead came from. */
  extra?: Readonly<Record<string, unknown>>;
  className?: string;
  children: ReactNode;
}

/** A form that keeps no state of its own: on submit, its fields' values (with `extra`) go to useApiForm's submit. */
export function ApiForm({ api, label, extra, className = 'flex flex-col gap-4', children }: Props) {
  return (
    <form
      noValidate
      onSubmit={(event) => void api.submit(event, { ...formValues(event.currentTarget), ...extra })}
      onInput={api.onInput}
      aria-label={label}
      className={className}
    >
      {children}
    </form>
  );
}
