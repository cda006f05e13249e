import { useState } from 'react';
import type { CalculatorRun } from '~/domain/calculatorRuns';
import { RUN_NAME_MAX, renameCalculatorRunSchema } from '~/domain/schemas/calculatorRuns';
import { renameRun } from '~/client/calculators';
import { SubmitRow } from '../forms/SubmitRow';
import { TextField } from '../forms/TextField';
import { useApiForm } from '../forms/useApiForm';

/** Names a run: its current name to edit, blank to clear it. */
export function RenameRunForm({ run, onRenamed }: { run: CalculatorRun; onRenamed(run: CalculatorRun): void }) {
  const [name, setName] = useState(run.name ?? '');
  const values = { name };
  const { errors, pending, submit, onInput } = useApiForm({
    schema: renameCalculatorRunSchema,
    send: (data) => renameRun(run.id, data.name),
    failure: { toast: { title: 'Error', description: 'Failed to rename the calculation. Please try again.', variant: 'destructive' } },
    onSuccess: onRenamed,
    values,
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event, values)} onInput={onInput} className="flex flex-col gap-4">
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        autoComplete="off"
        hint={`Up to ${RUN_NAME_MAX} characters. Leave it blank to go back to the calculator's name.`}
        error={errors.name}
      />
      <SubmitRow label="Save name" pendingLabel="Saving..." pending={pending} />
    </form>
  );
}
