import { useState } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import { SubmitRow } from './SubmitRow';
import { TextField } from './TextField';
import { useApiForm } from './useApiForm';

interface Props<S extends $ZodType, R> {
  /** The field's label. */
  label: string;
  /** The name to start from. */
  current: string;
  /** The rename request's schema: its `name` is the field. */
  schema: S;
  send(data: output<S>): Promise<R>;
  /** What the error toast says when the rename fails. */
  failure: string;
  onRenamed(renamed: R): void;
  hint?: string;
  maxLength?: number;
}

/** Names (or renames) one record: its current name to edit, one field and a save button. */
export function RenameForm<S extends $ZodType, R>({ label, current, schema, send, failure, onRenamed, hint, maxLength }: Props<S, R>) {
  const [name, setName] = useState(current);
  const values = { name };
  const { errors, pending, submit, onInput } = useApiForm({
    schema,
    send,
    failure: { toast: { title: 'Error', description: failure, variant: 'destructive' } },
    onSuccess: onRenamed,
    values,
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event, values)} onInput={onInput} className="flex flex-col gap-4">
      <TextField
        label={label}
        name="name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        autoComplete="off"
        maxLength={maxLength}
        hint={hint}
        error={errors.name}
      />
      <SubmitRow label="Save name" pendingLabel="Saving..." pending={pending} />
    </form>
  );
}
